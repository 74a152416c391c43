import { beforeAll, expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { cookiesOf, fileOf, formOf, send, sessionCookie, signIn } from "../support.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Endpoint = { method: string; path: string; form?: () => Promise<FormData> | FormData; query?: string };

/** Every admin endpoint, each with an input that passes validation. */
function endpoints(): Endpoint[] {
  return [
    { method: "GET", path: "/api/admin/session" },
    { method: "GET", path: "/api/admin/categories" },
    { method: "POST", path: "/api/admin/categories", form: () => formOf({ name: "Guarda" }) },
    { method: "GET", path: `/api/admin/categories/${UNKNOWN}` },
    { method: "PATCH", path: `/api/admin/categories/${UNKNOWN}`, form: () => formOf({ name: "Guarda" }) },
    { method: "DELETE", path: `/api/admin/categories/${UNKNOWN}` },
    { method: "POST", path: `/api/admin/categories/${UNKNOWN}/rename-image` },
    { method: "POST", path: "/api/admin/categories/rename-images" },
    { method: "GET", path: "/api/admin/drawings", query: "?page=1&limit=10" },
    { method: "POST", path: "/api/admin/drawings", form: () => formOf({ title: "Guarda", categoryId: UNKNOWN }) },
    { method: "GET", path: `/api/admin/drawings/${UNKNOWN}` },
    { method: "PATCH", path: `/api/admin/drawings/${UNKNOWN}`, form: () => formOf({ title: "Guarda" }) },
    { method: "DELETE", path: `/api/admin/drawings/${UNKNOWN}` },
    { method: "POST", path: `/api/admin/drawings/${UNKNOWN}/rename-image` },
    { method: "POST", path: "/api/admin/drawings/rename-images" },
    { method: "GET", path: "/api/admin/articles", query: "?status=draft&page=1&limit=10" },
    { method: "POST", path: "/api/admin/articles", form: () => formOf({ title: "Guarda", excerpt: "Resumo" }) },
    { method: "GET", path: `/api/admin/articles/${UNKNOWN}` },
    { method: "PATCH", path: `/api/admin/articles/${UNKNOWN}`, form: () => formOf({ title: "Guarda" }) },
    { method: "DELETE", path: `/api/admin/articles/${UNKNOWN}` },
    { method: "POST", path: `/api/admin/articles/${UNKNOWN}/publish` },
    { method: "POST", path: `/api/admin/articles/${UNKNOWN}/unpublish` },
    {
      method: "POST",
      path: "/api/admin/images/check",
      form: async () => formOf({ kind: "drawing", file: fileOf(await fixtures.png(), "a.png", "image/png") }),
    },
  ];
}

const isWrite = (method: string) => method !== "GET";

export function guardTests(context: () => ServerContext): void {
  let cookie = "";
  beforeAll(async () => {
    cookie = await sessionCookie(context().url, context().admin.email, context().admin.password);
  });

  it("answers every admin endpoint 401 without a session", async () => {
    for (const endpoint of endpoints()) {
      const response = await send(context().url, endpoint.path + (endpoint.query ?? ""), {
        method: endpoint.method,
        ...(endpoint.form ? { form: await endpoint.form() } : {}),
      });
      expect([endpoint.method, endpoint.path, response.status, response.body]).toEqual([
        endpoint.method,
        endpoint.path,
        401,
        { message: "Não autenticado." },
      ]);
    }
  });

  it("authenticates before reading the body: an anonymous caller's body is never parsed", async () => {
    const bodies = [
      { name: "JSON, not a form", options: { json: { name: "x" } } },
      {
        name: "broken multipart",
        options: { raw: { bytes: Buffer.from("--x\r\nlixo"), contentType: "multipart/form-data; boundary=x" } },
      },
      // Over the form limit: with a session this is a 413; without one, nothing is read.
      {
        name: "5.6 MB multipart",
        options: {
          form: formOf({ name: "Grande", image: fileOf(Buffer.alloc(5.6 * 1024 * 1024, 1), "grande.png", "image/png") }),
        },
      },
    ];
    for (const { name, options } of bodies) {
      for (const path of ["/api/admin/categories", "/api/admin/drawings", "/api/admin/articles", "/api/admin/images/check"]) {
        const response = await send(context().url, path, { method: "POST", ...options });
        expect([name, path, response.status, response.body]).toEqual([name, path, 401, { message: "Não autenticado." }]);
      }
    }
  });

  it("takes writes from the address the request was sent to, not only SITE_URL, and still refuses other origins", async () => {
    // The server calls itself http://127.0.0.1:PORT (SITE_URL); the administrator opened http://localhost:PORT.
    const port = new URL(context().url).port;
    const own = { headers: { host: `localhost:${port}` }, origin: `http://localhost:${port}` };
    const signedIn = await signIn(context().url, context().admin.email, context().admin.password, own);
    expect(signedIn.status).toBe(200);
    const localCookie = cookiesOf(signedIn);
    const created = await send(context().url, "/api/admin/categories", {
      ...own,
      method: "POST",
      cookie: localCookie,
      form: formOf({ name: "Origem local" }),
    });
    expect(created.status).toBe(201);
    const removed = await send(context().url, `/api/admin/categories/${created.body.id}`, {
      ...own,
      method: "DELETE",
      cookie: localCookie,
    });
    expect(removed.status).toBe(204);

    const foreign = { headers: { host: `localhost:${port}` }, origin: "http://evil.example" };
    const refusedSignIn = await signIn(context().url, context().admin.email, context().admin.password, foreign);
    expect(refusedSignIn.status).toBe(403);
    expect(cookiesOf(refusedSignIn)).toBe("");
    const refusedWrite = await send(context().url, "/api/admin/categories", {
      ...foreign,
      method: "POST",
      cookie: localCookie,
      form: formOf({ name: "Origem estranha" }),
    });
    expect(refusedWrite.status).toBe(403);
  });

  it("answers every admin write 403 from another origin, or with no Origin, before acting", async () => {
    const before = await send(context().url, "/api/admin/categories", { cookie });
    for (const endpoint of endpoints().filter((candidate) => isWrite(candidate.method))) {
      for (const origin of ["https://evil.example", null, `${context().url}.evil.example`]) {
        const response = await send(context().url, endpoint.path, {
          method: endpoint.method,
          cookie,
          origin,
          ...(endpoint.form ? { form: await endpoint.form() } : {}),
        });
        expect([endpoint.method, endpoint.path, origin, response.status, response.body]).toEqual([
          endpoint.method,
          endpoint.path,
          origin,
          403,
          { message: "Origem da requisição não permitida." },
        ]);
      }
    }
    const after = await send(context().url, "/api/admin/categories", { cookie });
    expect(after.body.counts.total).toBe(before.body.counts.total);
  });

  it("lets reads through from anywhere with a session (they change nothing)", async () => {
    const response = await send(context().url, "/api/admin/categories", { cookie, origin: "https://elsewhere.example" });
    expect(response.status).toBe(200);
  });

  it("answers a body that is not a form 400, and an oversized one 413 before reading it", async () => {
    const json = await send(context().url, "/api/admin/categories", { method: "POST", cookie, json: { name: "x" } });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const big = await send(context().url, "/api/admin/categories", {
      method: "POST",
      cookie,
      form: formOf({ name: "Grande", image: fileOf(fixtures.oversized(), "grande.png", "image/png") }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: "O arquivo é muito grande. O tamanho máximo é 5MB." });
  });
}
