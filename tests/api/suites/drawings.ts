import { beforeAll, expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { fileOf, formOf } from "../support.ts";
import { client, expectNamedAfter, expectNoStoredFiles, expectStoredVariants } from "./categories.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export function drawingTests(context: () => ServerContext): void {
  const api = client(context);
  const create = (fields: Record<string, string | File | undefined>) =>
    api("/api/admin/drawings", { method: "POST", form: formOf(fields) });
  let animals: { id: string; name: string; slug: string };
  let vehicles: { id: string; name: string; slug: string };

  beforeAll(async () => {
    animals = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Bichos Do Mato" }) })).body;
    vehicles = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Carros Antigos" }) })).body;
  });

  it("creates a drawing: slug, normalised tags, active by default, its category", async () => {
    const response = await create({
      title: "  Onça Pintada  ",
      categoryId: animals.id,
      description: "Uma onça.",
      tags: JSON.stringify([" onça ", "felino", "", "onça", "Felino"]),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: "Onça Pintada",
      slug: "onca-pintada",
      description: "Uma onça.",
      categoryId: animals.id,
      category: { id: animals.id, name: animals.name, slug: animals.slug },
      tags: ["onça", "felino"],
      imageUrl: null,
      active: true,
      views: 0,
      downloads: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // No image, no region map: no level yet, and nothing set by hand; whether it has a figure to join the dots around, not known.
      difficulty: null,
      dotFigure: null,
      difficultyDetails: { computed: null, override: null, ai: null, regions: null, score: null, leaks: null },
    });
    const inactive = await create({ title: "Onça Dormindo", categoryId: animals.id, active: "false" });
    expect(inactive.body.active).toBe(false);
    const db = context().db;
    if (db) {
      const row = await db.db.selectFrom("drawings").selectAll().where("id", "=", response.body.id).executeTakeFirstOrThrow();
      expect(row.tags).toEqual(["onça", "felino"]);
      expect(row.category_id).toBe(animals.id);
    }
  });

  it("refuses bad input with 422 and the form's messages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ categoryId: UNKNOWN }, "title", "O título é obrigatório"],
      [{ title: "  ", categoryId: UNKNOWN }, "title", "O título é obrigatório"],
      [{ title: "Sem categoria" }, "categoryId", "Selecione uma categoria"],
      [{ title: "Categoria ruim", categoryId: "gatos" }, "categoryId", "Selecione uma categoria"],
      [{ title: "Tags", categoryId: UNKNOWN, tags: "gato, cão" }, "tags", "Tags inválidas: envie uma lista JSON de textos"],
      [{ title: "Tags", categoryId: UNKNOWN, tags: '{"a":1}' }, "tags", "Tags inválidas: envie uma lista JSON de textos"],
      [{ title: "Ativo", categoryId: UNKNOWN, active: "sim" }, "active", "Valor inválido para ativo: envie true ou false"],
    ];
    for (const [fields, path, message] of cases) {
      const response = await create(fields);
      expect([fields, response.status, response.body.message, response.body.issues?.[0]?.path]).toEqual([
        fields,
        422,
        message,
        path,
      ]);
    }
    const unknownCategory = await create({ title: "Categoria inexistente", categoryId: UNKNOWN });
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body).toEqual({
      message: "Selecione uma categoria",
      issues: [{ path: "categoryId", message: "Selecione uma categoria" }],
    });
  });

  it("stores an SVG upload as WebP variants named after the slug", async () => {
    const response = await create({ title: "Fusca Azul", categoryId: vehicles.id, image: fileOf(fixtures.svg(), "fusca.svg") });
    expect(response.status).toBe(201);
    expectNamedAfter(response.body.imageUrl, "drawings", "fusca-azul");
    await expectStoredVariants(context(), response.body.imageUrl);
    expect(await context().readStored("drawings/fusca-azul.svg")).toBeNull();
  });

  it.each([
    [
      "a renamed executable",
      () => fileOf(fixtures.executable(), "desenho.png", "image/png"),
      415,
      "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.",
    ],
    ["a fake PNG", () => fileOf(fixtures.fakePng(), "desenho.png", "image/png"), 422, undefined],
    ["a pixel bomb", () => fileOf(fixtures.pixelBomb(), "desenho.png", "image/png"), 422, "Imagem grande demais para processar."],
    [
      "an SVG with an external reference",
      () => fileOf(fixtures.svg('<image href="http://169.254.169.254/latest" width="9" height="9"/>'), "d.svg", "image/svg+xml"),
      415,
      undefined,
    ],
    ["a WebP (articles only)", async () => fileOf(await fixtures.webp(), "d.webp", "image/webp"), 415, undefined],
  ])("refuses %s and creates nothing", async (_label, file, status, message) => {
    const before = (await api("/api/admin/drawings")).body.counts.total;
    const response = await create({ title: "Desenho Atacado", categoryId: vehicles.id, image: await file() });
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toBe(message);
    expect((await api("/api/admin/drawings")).body.counts.total).toBe(before);
  });

  it("lists with search over title, slug and category name, filters and paging done in SQL", async () => {
    for (const title of ["Trem Vermelho", "Trem Verde", "Trem Amarelo"]) {
      expect((await create({ title, categoryId: vehicles.id, active: title === "Trem Verde" ? "false" : "true" })).status).toBe(
        201,
      );
    }
    const all = await api("/api/admin/drawings?search=trem&limit=10");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((item: { title: string }) => item.title).sort()).toEqual([
      "Trem Amarelo",
      "Trem Verde",
      "Trem Vermelho",
    ]);
    expect(all.body.items[0].category).toEqual({ id: vehicles.id, name: vehicles.name, slug: vehicles.slug });
    expect((await api("/api/admin/drawings?search=trem-verm")).body.total).toBe(1);
    expect((await api("/api/admin/drawings?search=CARROS%20antigos")).body.total).toBeGreaterThanOrEqual(4);
    expect(
      (await api("/api/admin/drawings?search=trem&status=inactive")).body.items.map((item: { title: string }) => item.title),
    ).toEqual(["Trem Verde"]);
    expect((await api("/api/admin/drawings?search=trem&status=active")).body.total).toBe(2);
    expect((await api(`/api/admin/drawings?categoryId=${animals.id}&search=trem`)).body.total).toBe(0);
    const page = await api("/api/admin/drawings?search=trem&page=2&limit=2");
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.items).toHaveLength(1);
    const counts = (await api("/api/admin/drawings?categoryId=&search=&status=")).body.counts;
    expect(counts.active + counts.inactive).toBe(counts.total);
    expect(counts.categories).toBe((await api("/api/admin/categories")).body.counts.total);
    const defaults = (await api("/api/admin/drawings")).body;
    expect(defaults).toMatchObject({ page: 1, limit: 10 });
  });

  it("filters and sorts by the level shown, so a mislabelled drawing can be found", async () => {
    const made: Record<string, string> = {};
    for (const [title, difficulty] of [
      ["Pipa Fácil", "facil"],
      ["Pipa Desafio", "desafio"],
      ["Pipa Média", "medio"],
      ["Pipa Sem Nível", undefined],
    ] as const) {
      const response = await create({ title, categoryId: vehicles.id, ...(difficulty ? { difficulty } : {}) });
      expect(response.status).toBe(201);
      made[title] = response.body.id;
    }
    const titles = async (query: string) =>
      (await api(`/api/admin/drawings?search=pipa&${query}`)).body.items.map((item: { title: string }) => item.title);
    expect(await titles("level=desafio")).toEqual(["Pipa Desafio"]);
    expect(await titles("level=none")).toEqual(["Pipa Sem Nível"]);
    expect(await titles("level=all&sort=level&order=asc")).toEqual([
      "Pipa Fácil",
      "Pipa Média",
      "Pipa Desafio",
      "Pipa Sem Nível",
    ]);
    expect((await api(`/api/admin/drawings?search=pipa&level=facil`)).body.items[0].difficulty).toBe("facil");
    // "All matching" in a bulk action follows the same level filter.
    const bulk = await api("/api/admin/drawings/bulk", {
      method: "POST",
      json: { action: "deactivate", filter: { search: "pipa", level: "medio" } },
    });
    expect(bulk.body).toMatchObject({ affected: 1 });
    expect(await titles("status=inactive")).toEqual(["Pipa Média"]);
    expect((await api("/api/admin/drawings?level=facilimo")).status).toBe(422);
  });

  it("refuses bad list parameters with 422", async () => {
    for (const query of ["status=bogus", "page=0", "page=abc", "limit=1000", "categoryId=abc", "level=bogus", "sort=nivel"]) {
      const response = await api(`/api/admin/drawings?${query}`);
      expect([query, response.status]).toEqual([query, 422]);
      expect(typeof response.body.message).toBe("string");
    }
  });

  it("gets, updates and deletes one drawing; 404 'Desenho não encontrado' for unknown ids", async () => {
    const drawing = (await create({ title: "Barco", categoryId: vehicles.id, image: fileOf(await fixtures.png(), "b.png") }))
      .body;
    expect((await api(`/api/admin/drawings/${drawing.id}`)).body).toEqual(drawing);
    const off = await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ active: "false" }) });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const edited = await api(`/api/admin/drawings/${drawing.id}`, {
      method: "PATCH",
      form: formOf({ title: "Barco a Vela", categoryId: animals.id, description: "", tags: '["mar"]' }),
    });
    // The old admin set active back to true on every edit; here it stays as sent.
    expect(edited.body).toMatchObject({
      title: "Barco a Vela",
      slug: "barco-a-vela",
      categoryId: animals.id,
      description: null,
      tags: ["mar"],
      active: false,
    });
    expect(edited.body.category.id).toBe(animals.id);
    const on = await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ active: "true" }) });
    expect(on.body.active).toBe(true);
    const badCategory = await api(`/api/admin/drawings/${drawing.id}`, {
      method: "PATCH",
      form: formOf({ categoryId: UNKNOWN }),
    });
    expect(badCategory.status).toBe(422);

    const replaced = await api(`/api/admin/drawings/${drawing.id}`, {
      method: "PATCH",
      form: formOf({ image: fileOf(await fixtures.jpeg(), "c.jpg") }),
    });
    expectNamedAfter(replaced.body.imageUrl, "drawings", "barco-a-vela");
    await expectStoredVariants(context(), replaced.body.imageUrl);
    await expectNoStoredFiles(context(), drawing.imageUrl);

    for (const id of [UNKNOWN, "nao-e-um-id"]) {
      expect((await api(`/api/admin/drawings/${id}`)).body).toEqual({ message: "Desenho não encontrado" });
      expect((await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ title: "x" }) })).status).toBe(404);
      expect((await api(`/api/admin/drawings/${id}`, { method: "DELETE" })).status).toBe(404);
    }

    const deleted = await api(`/api/admin/drawings/${drawing.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await api(`/api/admin/drawings/${drawing.id}`)).status).toBe(404);
    // In the Lixeira its files stay, so it can come back; 'Excluir definitivamente' removes them.
    await expectStoredVariants(context(), replaced.body.imageUrl);
    expect((await api(`/api/admin/trash/${drawing.id}`, { method: "DELETE" })).status).toBe(204);
    await expectNoStoredFiles(context(), replaced.body.imageUrl);
    const db = context().db;
    if (db)
      expect(await db.db.selectFrom("drawings").select("id").where("id", "=", drawing.id).executeTakeFirst()).toBeUndefined();
  });

  it("removes an image with removeImage=true", async () => {
    const drawing = (await create({ title: "Sem Foto", categoryId: vehicles.id, image: fileOf(await fixtures.png(), "s.png") }))
      .body;
    const response = await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ removeImage: "true" }) });
    expect(response.body.imageUrl).toBeNull();
    await expectNoStoredFiles(context(), drawing.imageUrl);
  });

  it("renames the image files after the slug, one drawing or all", async () => {
    const drawing = (await create({ title: "Pipa", categoryId: vehicles.id, image: fileOf(await fixtures.png(), "p.png") })).body;
    await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ title: "Pipa Colorida" }) });
    const renamed = await api(`/api/admin/drawings/${drawing.id}/rename-image`, { method: "POST" });
    expect(renamed.status).toBe(200);
    expectNamedAfter(renamed.body.imageUrl, "drawings", "pipa-colorida");
    await expectStoredVariants(context(), renamed.body.imageUrl);
    await expectNoStoredFiles(context(), drawing.imageUrl);
    await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ title: "Pipa No Céu" }) });
    const batch = await api("/api/admin/drawings/rename-images", { method: "POST" });
    expect(batch.status).toBe(200);
    expect(batch.body.failed).toEqual([]);
    expect(batch.body.succeeded).toBeGreaterThanOrEqual(1);
    expectNamedAfter((await api(`/api/admin/drawings/${drawing.id}`)).body.imageUrl, "drawings", "pipa-no-ceu");
  });

  it("rename-image errors: unknown drawing, no image", async () => {
    const missing = await api(`/api/admin/drawings/${UNKNOWN}/rename-image`, { method: "POST" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Desenho não encontrado" });
    const bare = (await create({ title: "Sem Imagem Ainda", categoryId: vehicles.id })).body;
    const noImage = await api(`/api/admin/drawings/${bare.id}/rename-image`, { method: "POST" });
    expect(noImage.status).toBe(422);
    expect(noImage.body).toEqual({ message: "Desenho não possui imagem" });
  });

  it("acts on many drawings in one request: by id or by the list's filter, activating only those with a category", async () => {
    const stamp = Date.now().toString(36);
    const make = async (title: string, fields: Record<string, string> = {}) =>
      (
        await api("/api/admin/drawings", {
          method: "POST",
          form: formOf({ title, categoryId: vehicles.id, active: "false", ...fields }),
        })
      ).body as { id: string };
    const a = await make(`Lote ${stamp} A`);
    const b = await make(`Lote ${stamp} B`);
    const c = await make(`Lote ${stamp} C`);
    const bulk = (json: unknown) => api("/api/admin/drawings/bulk", { method: "POST", json });
    const state = async (id: string) =>
      (await api(`/api/admin/drawings/${id}`)).body as { active: boolean; categoryId: string | null };

    const activated = await bulk({ action: "activate", ids: [a.id, b.id] });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ action: "activate", affected: 2, skipped: 0 });
    expect((await state(a.id)).active).toBe(true);
    expect((await state(c.id)).active).toBe(false);

    // Every drawing the filter matches, whatever the page.
    const byFilter = await bulk({ action: "deactivate", filter: { search: `Lote ${stamp}`, status: "active" } });
    expect(byFilter.body).toEqual({ action: "deactivate", affected: 2, skipped: 0 });
    expect((await state(b.id)).active).toBe(false);

    const animals = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: `Lote Destino ${stamp}` }) }))
      .body as {
      id: string;
    };
    expect((await bulk({ action: "move", ids: [a.id, c.id], categoryId: animals.id })).body).toMatchObject({ affected: 2 });
    expect((await state(c.id)).categoryId).toBe(animals.id);

    expect((await bulk({ action: "delete", filter: { search: `Lote ${stamp}` } })).body).toEqual({
      action: "delete",
      affected: 3,
      skipped: 0,
    });
    expect((await api(`/api/admin/drawings/${a.id}`)).status).toBe(404);
    const trash = (await api("/api/admin/trash")).body as { items: { id: string }[] };
    expect(trash.items.map((item) => item.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));

    // Bad requests say what is wrong, and change nothing.
    for (const [body, status] of [
      [{ action: "explode", ids: [a.id] }, 422],
      [{ action: "activate" }, 422],
      [{ action: "activate", ids: [a.id], filter: { status: "all" } }, 422],
      [{ action: "move", ids: [b.id] }, 422],
      [{ action: "move", ids: [b.id], categoryId: crypto.randomUUID() }, 404],
      [{ action: "activate", ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) }, 422],
      [{ action: "activate", ids: ["nao-e-um-id"] }, 422],
    ] as const) {
      expect((await bulk(body)).status, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
  });
}
