import { DIRECT_UPLOAD_MIN_BYTES, DIRECT_UPLOAD_PREFIX } from "#src/lib/admin-contracts/limits.ts";
import { API, UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";

/**
 * The one way the admin talks to the server: same-origin fetch with the
 * session cookie, JSON or multipart bodies, and an `ApiError` carrying the
 * status and the server's `{ message, issues? }` for anything but a 2xx.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly issues: unknown;
  /** The whole answer, for the calls whose errors carry more than a message (an upload's refused files, publishing's `error`). */
  readonly body: unknown;

  constructor(status: number, message: string, issues?: unknown, body?: unknown) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  signal?: AbortSignal | undefined;
  /** A 401 here means "not signed in" as an answer, not an expired session (the session and sign-in calls). */
  expectUnauthorized?: boolean;
};

let unauthorizedHandler: (() => void) | undefined;

/** Called when any call answers 401, so the app can drop the session and go back to the login screen. */
export function onUnauthorized(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message) return message;
  if (typeof error === "string" && error) return error;
  if (error && typeof error === "object") return messageOf(error);
  return undefined;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.form) {
    // Big files go straight to storage where the server offers it (a Netlify function takes 6 MB at most).
    body = await withDirectUploads(options.form, options.signal);
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      credentials: "same-origin",
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // Status 0: the request never got an answer.
    throw new ApiError(0, API.network);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.expectUnauthorized) unauthorizedHandler?.();
    const issues = data && typeof data === "object" ? (data as { issues?: unknown }).issues : undefined;
    throw new ApiError(response.status, messageOf(data) ?? `HTTP ${response.status}`, issues, data);
  }
  return data as T;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

/**
 * A form whose big files went straight into storage where the server offers
 * that (src/server/admin/direct-uploads.ts): each such field then holds
 * `rabisco-upload:<path>` instead of the file. Where it does not (204), or
 * for small files, the form is sent as it is.
 */
async function withDirectUploads(form: FormData, signal?: AbortSignal): Promise<FormData> {
  const big = [...form.entries()].filter(
    (entry): entry is [string, File] => typeof entry[1] !== "string" && entry[1].size >= DIRECT_UPLOAD_MIN_BYTES,
  );
  if (big.length === 0) return form;
  const result = new FormData();
  const replaced = new Map<File, string>();
  for (const [, file] of big) {
    const upload = await request<{ path: string; url: string } | null>("/api/admin/uploads", {
      method: "POST",
      json: { fileName: file.name, size: file.size },
      signal,
    });
    if (!upload) return form;
    let response: Response;
    try {
      response = await fetch(upload.url, {
        method: "PUT",
        headers: {
          "content-type": file.type || "application/octet-stream",
          "cache-control": "max-age=3600",
          "x-upsert": "false",
        },
        body: file,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, UPLOAD_MESSAGES.directUploadFailed);
    }
    if (!response.ok) throw new ApiError(502, UPLOAD_MESSAGES.directUploadFailed);
    replaced.set(file, `${DIRECT_UPLOAD_PREFIX}${upload.path}`);
  }
  for (const [key, value] of form.entries()) {
    const reference = typeof value === "string" ? undefined : replaced.get(value);
    if (reference !== undefined) result.append(key, reference);
    else result.append(key, value);
  }
  return result;
}
