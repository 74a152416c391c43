import { beforeAll, expect, it } from "vitest";
import { freshIp, type ServerContext } from "../servers.ts";
import { formOf, send } from "../support.ts";
import { client } from "./categories.ts";

/**
 * The public counters through the real server: one client address moves a
 * counter once per period, however it calls (docs/operations.md "Counters").
 */
export function counterTests(context: () => ServerContext): void {
  const api = client(context);
  let drawingId = "";

  beforeAll(async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Contagens" }) })).body;
    drawingId = (
      await api("/api/admin/drawings", { method: "POST", form: formOf({ title: "Contado", categoryId: category.id }) })
    ).body.id;
  });

  const stored = async () => (await api(`/api/admin/drawings/${drawingId}`)).body as { views: number; downloads: number };
  const count = (counter: "view" | "download", ip: string, headers: Record<string, string> = {}) =>
    send(context().url, `/api/drawings/${drawingId}/${counter}`, { method: "POST", ip, headers });

  it("moves each counter once for 100 calls from one address, in parallel and in sequence", async () => {
    const ip = freshIp();
    for (const counter of ["view", "download"] as const) {
      const parallel = await Promise.all(Array.from({ length: 50 }, () => count(counter, ip)));
      const sequential = [];
      for (let call = 0; call < 50; call++) sequential.push(await count(counter, ip));
      for (const response of [...parallel, ...sequential]) {
        expect([response.status, response.body]).toEqual([200, { id: drawingId, value: 1 }]);
      }
    }
    expect(await stored()).toMatchObject({ views: 1, downloads: 1 });
  });

  it("counts another address again, and ignores a forged X-Forwarded-For (no trusted proxy)", async () => {
    const ip = freshIp();
    expect((await count("download", ip)).body.value).toBe(2);
    for (let forged = 1; forged <= 5; forged++) {
      const response = await count("download", ip, { "x-forwarded-for": `203.0.113.${forged}` });
      expect(response.body.value).toBe(2);
    }
    expect(await stored()).toMatchObject({ views: 1, downloads: 2 });
  });

  it("answers 400 and 404 in Portuguese, counting nothing", async () => {
    const malformed = await send(context().url, "/api/drawings/nao-e-um-id/view", { method: "POST", ip: freshIp() });
    expect([malformed.status, malformed.body]).toEqual([400, { message: "Identificador inválido." }]);
    const unknown = await send(context().url, "/api/drawings/00000000-0000-4000-8000-000000000000/download", {
      method: "POST",
      ip: freshIp(),
    });
    expect(unknown.status).toBe(404);
    expect(await stored()).toMatchObject({ views: 1, downloads: 2 });
  });
}
