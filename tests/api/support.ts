import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import nodePath from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";
import { createCategory } from "#src/server/repositories/index.ts";
import { poll } from "../support/poll.ts";

/**
 * Helpers of the admin API suite, which runs the real server: the bundle
 * `astro build` makes, started by scripts/start.ts exactly as `npm start`
 * does. That is what the administrator's browser talks to, so the suite
 * covers what in-process handler calls would not: Astro's routing and
 * origin settings, the node adapter's request bodies and client address,
 * cookies over HTTP, the migration and first-start logic of the start
 * script. Each server serves its own copy of the shared bundle
 * (tests/support/bundle.ts) and starts in a few seconds.
 */

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(nodePath.join(os.tmpdir(), `rabisco-${prefix}-`));
}

/**
 * An embedded database with the migrations and one category, so the start
 * script finds it non-empty and skips seeding the sample catalogue (a minute
 * of image rendering the e2e suite already covers); users stay untouched, so
 * it is a first start for the administrator logic.
 */
export async function prepareEmbeddedDataDir(
  dataDir: string,
  prepare?: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>,
): Promise<void> {
  const handle = await openDatabase({ kind: "pglite", dataDir: nodePath.join(dataDir, "pglite") });
  try {
    await migrate(handle);
    await createCategory(handle.db, { name: "Categoria de teste" });
    await prepare?.(handle.db);
  } finally {
    await handle.close();
  }
}

const run = promisify(execFile);

/** Runs `npm run admin:create -- --email <email>` with ADMIN_PASSWORD; resolves with its output. */
export async function adminCreate(email: string, password: string, env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ["scripts/admin-create.ts", "--email", email], {
    env: { ...process.env, ...env, ADMIN_PASSWORD: password },
  });
  return stdout + stderr;
}

/** The credentials of the boxed "Administrador local criado" block in a server's output. */
export function printedCredentials(output: string): { email: string; password: string } | null {
  const email = /e-mail: (\S+)/.exec(output)?.[1];
  const password = /senha: +(\S+)/.exec(output)?.[1];
  return email && password ? { email, password } : null;
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely; the assertions check their shape.
export type ApiResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; body: any };

export type SendOptions = {
  method?: string;
  /** Cookie header value. */
  cookie?: string | undefined;
  /** Origin header; null sends none. Defaults to the server's own origin. */
  origin?: string | null;
  form?: FormData;
  json?: unknown;
  /** Raw body with its content type. */
  raw?: { bytes: Buffer; contentType: string };
  /** The loopback address the request leaves from, so tests can be different clients (IPs). */
  ip?: string;
  headers?: Record<string, string>;
  /** Send the body chunked, without a Content-Length, as a client may. */
  omitContentLength?: boolean;
};

async function encodeForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/** One HTTP request through node:http (which can pick the source address), answered as text and JSON. */
export async function send(baseUrl: string, path: string, options: SendOptions = {}): Promise<ApiResponse> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  let body: Buffer | undefined;
  if (options.form) {
    const encoded = await encodeForm(options.form);
    body = encoded.bytes;
    headers["content-type"] = encoded.contentType;
  } else if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers["content-type"] = "application/json";
  } else if (options.raw) {
    body = options.raw.bytes;
    headers["content-type"] = options.raw.contentType;
  }
  if (body && !options.omitContentLength) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? (body ? "POST" : "GET"), headers, localAddress: options.ip ?? "127.0.0.1" },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (body && options.omitContentLength) {
      // Two writes: Node then sends Transfer-Encoding: chunked instead of computing a length.
      request.write(body.subarray(0, body.length >> 1));
      request.end(body.subarray(body.length >> 1));
    } else {
      request.end(body);
    }
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(response: ApiResponse): string {
  return (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  options: Omit<SendOptions, "json" | "method"> = {},
): Promise<ApiResponse> {
  return send(baseUrl, "/api/auth/sign-in/email", { ...options, method: "POST", json: { email, password } });
}

/** Signs in and returns the session cookie; throws when the sign-in fails. */
export async function sessionCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await signIn(baseUrl, email, password);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return cookiesOf(response);
}

export function formOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.set(key, value);
    else form.set(key, value, (value as File).name ?? "file");
  }
  return form;
}

export function fileOf(bytes: Buffer | Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Asks again every 100 ms until `done` (the rebuild engine follows a change
 * within a second or two), `ceilingMs` at most (20 s unless given). A
 * response cut short counts as not done yet: the server's static handler
 * reads a file's size, then the file,
 * and a page replaced in between (the engine publishing it) can end the
 * response early; the next ask gets the new page whole.
 */
export function until(
  probe: () => Promise<ApiResponse>,
  done: (response: ApiResponse) => boolean,
  ceilingMs = 20_000,
): Promise<ApiResponse> {
  return poll(probe, done, { ceilingMs });
}
