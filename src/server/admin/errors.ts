import type { Issue } from "#src/lib/admin-contracts/responses.ts";

/**
 * An answer the admin API gives on purpose: status and the Portuguese message
 * the administrator reads (src/lib/admin-contracts/messages.ts), plus, for
 * 422, which fields were wrong.
 */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly issues: Issue[] | undefined;

  constructor(status: number, message: string, issues?: Issue[]) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
