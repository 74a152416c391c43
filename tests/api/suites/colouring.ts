import { beforeAll, expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import { freshIp, type ServerContext } from "../servers.ts";
import { fileOf, formOf, send, until } from "../support.ts";
import { client } from "./categories.ts";

/**
 * The colouring screen's data and the drawing's difficulty through the real
 * server (issue 25): GET /api/drawings/{id}/colouring for what the site
 * shows, with the region map made when the image is stored; the level the
 * administrator sets by hand, over the computed one, on the public page.
 */
export function colouringTests(context: () => ServerContext): void {
  const api = client(context);
  let categoryId = "";
  let categorySlug = "";

  beforeAll(async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Pintar Online" }) })).body;
    categoryId = category.id;
    categorySlug = category.slug;
  });

  const sheet = (id: string) => send(context().url, `/api/drawings/${id}/colouring`, { ip: freshIp() });

  it("answers a shown drawing's sheet with its region map, made when its image was stored", async () => {
    // Line art: a ring on white: two regions, inside the ring and around it.
    const art = fixtures.svg(
      '<rect width="400" height="560" fill="#fff"/><circle cx="200" cy="280" r="120" fill="none" stroke="#000" stroke-width="8"/>',
      'width="400" height="560"',
    );
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Roda para pintar", categoryId, image: fileOf(art, "roda.svg") }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // The admin's answer carries the difficulty's details: computed from the map, nothing set by hand.
    expect(created.body.difficultyDetails).toMatchObject({ override: null, ai: null });
    expect(created.body.difficultyDetails.computed).toBe("facil");
    expect(created.body.difficultyDetails.regions).toBeGreaterThanOrEqual(2);

    const answer = await sheet(id);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toContain("max-age=60");
    expect(answer.body).toMatchObject({
      id,
      title: "Roda para pintar",
      href: `/desenhos/${categorySlug}/roda-para-pintar`,
      categoryName: "Pintar Online",
      tier: "facil",
    });
    expect(answer.body.regionsUrl).toMatch(/\.regions\.bin$/);
    const map = await fetch(new URL(answer.body.regionsUrl, context().url));
    expect(map.status).toBe(200);
    expect(map.headers.get("content-type")).toBe("application/octet-stream");
    expect((await map.arrayBuffer()).byteLength).toBeGreaterThan(20);
  });

  it("keeps a reference painting an administrator saves, serves it with the sheet, and refuses anyone else or a bad one", async () => {
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Roda de referência", categoryId, image: fileOf(await fixtures.png(), "r.png") }),
    });
    const id = created.body.id as string;
    const at = `/api/admin/drawings/${id}/reference-painting`;
    expect((await api(at)).body).toBeNull();
    expect((await sheet(id)).body.reference).toBeNull();
    // Not signed in: 401, nothing stored.
    const anonymous = await send(context().url, at, { method: "PUT", json: { points: [[10, 10, 0xe53935]] }, ip: freshIp() });
    expect(anonymous.status).toBe(401);
    // Malformed: a colour beyond 0xFFFFFF, a point that is no triple, none at all, too many.
    for (const points of [[[10, 10, 0x1000000]], [[10, 10]], [], Array.from({ length: 1201 }, () => [1, 1, 1])]) {
      const refused = await api(at, { method: "PUT", json: { points } });
      expect(refused.status, JSON.stringify(points).slice(0, 40)).toBe(422);
    }
    expect((await api(at)).body).toBeNull();
    const saved = await api(at, {
      method: "PUT",
      json: {
        points: [
          [200, 280, 0xe53935],
          [10, 10, 0x1e88e5],
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      points: [
        [200, 280, 0xe53935],
        [10, 10, 0x1e88e5],
      ],
      paintedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await sheet(id)).body.reference).toEqual([
      [200, 280, 0xe53935],
      [10, 10, 0x1e88e5],
    ]);
    // Another site's page cannot make the administrator's browser write one.
    const foreign = await api(at, { method: "PUT", json: { points: [[1, 1, 1]] }, origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    expect((await api(at, { method: "DELETE" })).status).toBe(204);
    expect((await api(at)).body).toBeNull();
    expect((await api("/api/admin/drawings/00000000-0000-4000-8000-000000000000/reference-painting")).status).toBe(404);
    expect((await api("/api/admin/drawings/nao-e-um-id/reference-painting")).status).toBe(404);
  });

  it("answers 400 for a malformed id and 404 for a drawing the site does not show", async () => {
    const malformed = await sheet("nao-e-um-id");
    expect([malformed.status, malformed.body]).toEqual([400, { message: "Identificador inválido." }]);
    expect((await sheet("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const hidden = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Escondido", categoryId, active: "false", image: fileOf(await fixtures.png(), "e.png") }),
    });
    expect([(await sheet(hidden.body.id)).status, (await sheet(hidden.body.id)).body]).toEqual([
      404,
      { message: "Desenho não encontrado." },
    ]);
    const imageless = await api("/api/admin/drawings", { method: "POST", form: formOf({ title: "Sem imagem", categoryId }) });
    expect((await sheet(imageless.body.id)).status).toBe(404);
  });

  it("sets the level by hand over the computed one, shows it on the public page, and goes back to 'Automático'", async () => {
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({
        title: "Nível manual",
        categoryId,
        image: fileOf(await fixtures.png(400, 560), "n.png"),
        difficulty: "desafio",
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body.difficulty).toBe("desafio");
    expect(created.body.difficultyDetails.override).toBe("desafio");
    expect((await sheet(id)).body.tier).toBe("desafio");

    const patched = await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ difficulty: "medio" }) });
    expect(patched.status).toBe(200);
    expect(patched.body.difficulty).toBe("medio");
    // The drawing's static page follows, with the level's label and its link.
    // The engine renders it a moment after the write: a minute at most.
    const page = await until(
      () => send(context().url, `/desenhos/${categorySlug}/nivel-manual`, { ip: freshIp() }),
      (response) => response.status === 200 && response.text.includes('data-difficulty="medio"'),
      60_000,
    );
    // The level leads to its age band's page (issue 44).
    expect(page.text).toContain('href="/idade/6-a-8-anos"');

    const automatic = await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ difficulty: "auto" }) });
    expect(automatic.body.difficultyDetails.override).toBeNull();
    expect(automatic.body.difficulty).toBe(automatic.body.difficultyDetails.computed);

    const invalid = await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ difficulty: "impossivel" }) });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).toContain("Nível de dificuldade inválido");
  });
}
