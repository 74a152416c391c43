import { expect, it } from "vitest";
import type { ServerContext } from "../servers.ts";
import { cookiesOf, send, signIn } from "../support.ts";

/** better-auth endpoints the product has no use for: each must be unreachable. */
const UNUSED = [
  { method: "POST", path: "/api/auth/sign-up/email" },
  { method: "POST", path: "/api/auth/request-password-reset" },
  { method: "POST", path: "/api/auth/reset-password" },
  { method: "POST", path: "/api/auth/change-password" },
  { method: "POST", path: "/api/auth/update-user" },
  { method: "POST", path: "/api/auth/delete-user" },
  { method: "GET", path: "/api/auth/list-sessions" },
  { method: "POST", path: "/api/auth/revoke-sessions" },
  { method: "POST", path: "/api/auth/sign-in/social" },
  { method: "GET", path: "/api/auth/ok" },
  { method: "GET", path: "/api/auth/error" },
  { method: "GET", path: "/api/auth/sign-in/email/../../list-sessions" },
];

export function authEndpointTests(context: () => ServerContext): void {
  it("answers 404 on every better-auth path the product does not use, signed in or not", async () => {
    const signedIn = await signIn(context().url, context().admin.email, context().admin.password);
    const cookie = cookiesOf(signedIn);
    for (const { method, path } of UNUSED) {
      for (const session of [undefined, cookie]) {
        const response = await send(context().url, path, { method, cookie: session, ...(method === "POST" ? { json: {} } : {}) });
        expect([method, path, Boolean(session), response.status]).toEqual([method, path, Boolean(session), 404]);
      }
    }
  });

  it("keeps sign-in, the session and sign-out working", async () => {
    const signedIn = await signIn(context().url, context().admin.email, context().admin.password);
    expect(signedIn.status).toBe(200);
    const cookie = cookiesOf(signedIn);
    const session = await send(context().url, "/api/auth/get-session", { cookie });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(context().admin.email);
    const signedOut = await send(context().url, "/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signedOut.status).toBe(200);
    const after = await send(context().url, "/api/admin/session", { cookie });
    expect(after.status).toBe(401);
  });

  it("refuses an auth body over a few KB with 413, before better-auth reads it", async () => {
    const padding = "x".repeat(5 * 1024);
    const response = await signIn(context().url, context().admin.email, padding);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: "Requisição grande demais." });
    expect(cookiesOf(response)).toBe("");
    // Without a Content-Length the cap holds too: the body is cut off while read.
    const chunked = await send(context().url, "/api/auth/sign-in/email", {
      method: "POST",
      raw: {
        bytes: Buffer.from(JSON.stringify({ email: context().admin.email, password: padding })),
        contentType: "application/json",
      },
      omitContentLength: true,
    });
    expect(chunked.status).toBe(413);
  });
}
