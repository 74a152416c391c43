import type { Issue } from "#src/lib/admin-contracts/responses.ts";

/**
 * A refusal the services mean: what went wrong in the administrator's words
 * (src/lib/admin-contracts/messages.ts) and of which kind, plus, for invalid
 * input, which fields. The services know nothing of HTTP; the adapters
 * (src/server/admin/guard.ts, src/server/admin/publish-route.ts) and the AI
 * job runner turn the kind into a status with `statusOfKind`
 * (src/server/http/domain-status.ts).
 */
export type DomainErrorKind =
  /** The row asked for does not exist (or no longer). */
  | "not-found"
  /** The request contradicts the data as it is (a category still has drawings). */
  | "conflict"
  /** The input is wrong; `issues` says where when a field is to blame. */
  | "invalid"
  /** An upload is larger than any accepted (its bytes, before reading them). */
  | "too-large"
  /** An upload is not of a type accepted here (an SVG with scripts, a PDF as a drawing). */
  | "unsupported-type"
  /** A service the work depends on answered badly (the AI). */
  | "upstream-failed"
  /** A service the work depends on is not configured. */
  | "unavailable";

export class DomainError extends Error {
  override name = "DomainError";
  readonly kind: DomainErrorKind;
  readonly issues: Issue[] | undefined;

  constructor(kind: DomainErrorKind, message: string, issues?: Issue[]) {
    super(message);
    this.kind = kind;
    this.issues = issues;
  }
}

export const notFound = (message: string) => new DomainError("not-found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const invalid = (message: string, issues?: Issue[]) => new DomainError("invalid", message, issues);

const KINDS: readonly string[] = [
  "not-found",
  "conflict",
  "invalid",
  "too-large",
  "unsupported-type",
  "upstream-failed",
  "unavailable",
] satisfies DomainErrorKind[];

export const isDomainErrorKind = (kind: unknown): kind is DomainErrorKind => typeof kind === "string" && KINDS.includes(kind);
