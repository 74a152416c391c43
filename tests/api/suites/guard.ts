import { beforeAll, expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { fileOf, formOf, send, sessionCookie } from "../support.ts";

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
