import { sql } from "kysely";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { CATEGORIES } from "#src/lib/admin-contracts/messages.ts";
import { decodeRegionMap } from "#src/server/colouring/region-file.ts";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { type ApiResponse, fileOf, formOf, type SendOptions, send, sessionCookie } from "../support.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** The storage path an image URL names (the same rule for local and Supabase URLs), without the version. */
export function storedPath(imageUrl: string): string {
  const path = new URL(imageUrl, "http://x").pathname;
  const match = /\/((?:drawings|categories|blog-images)\/[^/]+)$/.exec(path);
  if (!match?.[1]) throw new Error(`not a storage URL: ${imageUrl}`);
  return match[1];
}

/** The files of one image: three variants, and for a drawing the A4 PDF its page links and its colouring region map. */
export function variantPaths(imageUrl: string): string[] {
  const full = storedPath(imageUrl);
  const base = full.replace(/\.webp$/, "");
  const drawing = full.startsWith("drawings/");
  return [full, `${base}.card.webp`, `${base}.og.jpg`, ...(drawing ? [`${base}.pdf`, `${base}.regions.bin`] : [])];
}

/** Asserts an image URL names a fresh upload of `slug`: `{folder}/{slug}-{8 hex}.webp`, no version query. */
export function expectNamedAfter(imageUrl: string, folder: "drawings" | "categories" | "blog-images", slug: string): void {
  expect(storedPath(imageUrl)).toMatch(new RegExp(`^${folder}/${slug}-[0-9a-f]{8}\\.webp$`));
  expect(imageUrl).not.toContain("?");
}

/** Asserts the files are stored and are what they claim to be. */
export async function expectStoredVariants(context: ServerContext, imageUrl: string): Promise<void> {
  const [full, card, og, pdf, regions] = await Promise.all(variantPaths(imageUrl).map((path) => context.readStored(path)));
  expect(full && (await sharp(full).metadata()).format).toBe("webp");
  expect(card && (await sharp(card).metadata()).format).toBe("webp");
  expect(og && (await sharp(og).metadata()).format).toBe("jpeg");
  if (storedPath(imageUrl).startsWith("drawings/")) {
    expect(pdf?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The region map of the colouring screen, made when the image was stored.
    // At 150 DPI of A4, in the image's orientation (a fixture may be one dark region: no region to fill).
    const map = decodeRegionMap(regions as Uint8Array);
    const [short, long] = [map.width, map.height].sort((a, b) => a - b) as [number, number];
    expect(short <= 1240 && long <= 1754 && (short === 1240 || long === 1754)).toBe(true);
  }
}

export async function expectNoStoredFiles(context: ServerContext, imageUrl: string): Promise<void> {
  for (const path of variantPaths(imageUrl)) expect(await context.readStored(path), path).toBeNull();
}

/** The image as a visitor's browser fetches it. */
export async function fetchImage(context: ServerContext, imageUrl: string): Promise<Response> {
  return fetch(new URL(imageUrl, context.url));
}

export function client(context: () => ServerContext) {
  let cookie = "";
  beforeAll(async () => {
    cookie = await sessionCookie(context().url, context().admin.email, context().admin.password);
  });
  return (path: string, options: SendOptions = {}): Promise<ApiResponse> => send(context().url, path, { cookie, ...options });
}

export function categoryTests(context: () => ServerContext): void {
  const api = client(context);
  const create = (fields: Record<string, string | File | undefined>) =>
    api("/api/admin/categories", { method: "POST", form: formOf(fields) });

  it("creates a category from its name, with a slug and no image", async () => {
    const response = await create({ name: "  Dinossauros Divertidos  ", description: "Para colorir" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: "Dinossauros Divertidos",
      slug: "dinossauros-divertidos",
      description: "Para colorir",
      imageUrl: null,
      drawingsCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await create({ name: "Dinossauros divertidos" });
    expect(again.body.slug).toBe("dinossauros-divertidos-1");
    const db = context().db;
    if (db) {
      const row = await db.db.selectFrom("categories").selectAll().where("id", "=", response.body.id).executeTakeFirst();
      expect(row?.slug).toBe("dinossauros-divertidos");
      expect(row?.description).toBe("Para colorir");
    }
  });

  it("refuses a missing or blank name with 422 and the form's message", async () => {
    for (const fields of [{}, { name: "   " }, { description: "sem nome" }]) {
      const response = await create(fields);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe("O nome é obrigatório");
      expect(response.body.issues).toEqual([{ path: "name", message: "O nome é obrigatório" }]);
    }
    const long = await create({ name: "x".repeat(151) });
    expect(long.status).toBe(422);
    expect(long.body.issues[0].path).toBe("name");
  });

  it("stores an uploaded image as WebP variants named after the slug plus a unique part, served with a long cache", async () => {
    const png = fileOf(await fixtures.png(400, 300), "qualquer-nome.svg", "image/svg+xml");
    const response = await create({ name: "Veículos Rápidos", image: png });
    expect(response.status).toBe(201);
    const { imageUrl } = response.body;
    expectNamedAfter(imageUrl, "categories", "veiculos-rapidos");
    await expectStoredVariants(context(), imageUrl);
    const served = await fetchImage(context(), imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
  });

  it.each([
    ["a renamed executable", () => fileOf(fixtures.executable(), "gato.png", "image/png"), 415],
    ["a fake PNG", () => fileOf(fixtures.fakePng(), "gato.png", "image/png"), 422],
    ["a pixel bomb", () => fileOf(fixtures.pixelBomb(), "gato.png", "image/png"), 422],
    ["an SVG with a script", () => fileOf(fixtures.svg("<script>alert(1)</script>"), "gato.svg", "image/svg+xml"), 415],
  ])("refuses %s and creates nothing", async (_label, file, status) => {
    const before = (await api("/api/admin/categories")).body.counts.total;
    const response = await create({ name: "Categoria Atacada", image: file() });
    expect(response.status).toBe(status);
    expect((await api("/api/admin/categories")).body.counts.total).toBe(before);
  });

  it("lists every category by name with counts of all drawings, active or not", async () => {
    const category = (await create({ name: "Aaa Primeira Lista", description: "com descrição" })).body;
    for (const active of ["true", "false"]) {
      const drawing = await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({ title: `Contado ${active}`, categoryId: category.id, active }),
      });
      expect(drawing.status).toBe(201);
    }
    const response = await api("/api/admin/categories");
    expect(response.status).toBe(200);
    const { items, counts } = response.body as {
      items: { name: string; id: string; drawingsCount: number }[];
      counts: { total: number; withDescription: number; withoutDescription: number; withImage: number };
    };
    const plain = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const names = items.map((item) => plain(item.name));
    for (let index = 1; index < names.length; index++) expect((names[index - 1] ?? "") <= (names[index] ?? "")).toBe(true);
    expect(items.find((item) => item.id === category.id)?.drawingsCount).toBe(2);
    expect(counts.total).toBe(items.length);
    expect(counts.withDescription + counts.withoutDescription).toBe(counts.total);
    expect(counts.withImage).toBeGreaterThanOrEqual(1);
  });

  it("gets one category, and 404 'Categoria não encontrada' for unknown or malformed ids", async () => {
    const category = (await create({ name: "Para Ler" })).body;
    const response = await api(`/api/admin/categories/${category.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(category);
    for (const id of [UNKNOWN, "abc", "1%27%20or%201%3D1"]) {
      const missing = await api(`/api/admin/categories/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "Categoria não encontrada" });
    }
  });

  it("updates the fields sent; a new name regenerates the slug; blank description becomes null", async () => {
    const category = (await create({ name: "Antigo Nome", description: "algo" })).body;
    const renamed = await api(`/api/admin/categories/${category.id}`, { method: "PATCH", form: formOf({ name: "Novo Nome" }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Novo Nome", slug: "novo-nome", description: "algo" });
    const cleared = await api(`/api/admin/categories/${category.id}`, { method: "PATCH", form: formOf({ description: "" }) });
    expect(cleared.body).toMatchObject({ name: "Novo Nome", description: null });
    const blank = await api(`/api/admin/categories/${category.id}`, { method: "PATCH", form: formOf({ name: " " }) });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe("O nome é obrigatório");
    const missing = await api(`/api/admin/categories/${UNKNOWN}`, { method: "PATCH", form: formOf({ name: "x" }) });
    expect(missing.status).toBe(404);
  });

  it("replaces an image (old files removed) and removes it with removeImage=true", async () => {
    const first = (await create({ name: "Troca De Imagem", image: fileOf(await fixtures.png(), "a.png") })).body;
    const renamed = await api(`/api/admin/categories/${first.id}`, {
      method: "PATCH",
      form: formOf({ name: "Imagem Trocada", image: fileOf(await fixtures.jpeg(), "b.jpg") }),
    });
    expect(renamed.status).toBe(200);
    expectNamedAfter(renamed.body.imageUrl, "categories", "imagem-trocada");
    await expectStoredVariants(context(), renamed.body.imageUrl);
    await expectNoStoredFiles(context(), first.imageUrl);
    const same = await api(`/api/admin/categories/${first.id}`, {
      method: "PATCH",
      form: formOf({ image: fileOf(fixtures.svg(), "c.svg") }),
    });
    expectNamedAfter(same.body.imageUrl, "categories", "imagem-trocada");
    expect(same.body.imageUrl).not.toBe(renamed.body.imageUrl);
    await expectStoredVariants(context(), same.body.imageUrl);
    await expectNoStoredFiles(context(), renamed.body.imageUrl);
    const removed = await api(`/api/admin/categories/${first.id}`, { method: "PATCH", form: formOf({ removeImage: "true" }) });
    expect(removed.body.imageUrl).toBeNull();
    await expectNoStoredFiles(context(), same.body.imageUrl);
  });

  it("saves even when removing the replaced files fails (only logged)", async () => {
    const { storageServer } = context();
    if (!storageServer) return;
    const category = (await create({ name: "Falha Ao Remover", image: fileOf(await fixtures.png(), "a.png") })).body;
    storageServer.failNext(1, "DELETE");
    const response = await api(`/api/admin/categories/${category.id}`, {
      method: "PATCH",
      form: formOf({ name: "Falhou Remover", image: fileOf(await fixtures.png(30, 30), "b.png") }),
    });
    expect(response.status).toBe(200);
    expectNamedAfter(response.body.imageUrl, "categories", "falhou-remover");
    await expect.poll(() => context().server.output()).toContain(`Could not remove ${storedPath(category.imageUrl)}`);
  });

  it("renames the image files after the slug, one category or all", async () => {
    const category = (await create({ name: "Nome Velho", image: fileOf(await fixtures.png(), "a.png") })).body;
    await api(`/api/admin/categories/${category.id}`, { method: "PATCH", form: formOf({ name: "Nome Novo" }) });
    const stale = (await api(`/api/admin/categories/${category.id}`)).body;
    expectNamedAfter(stale.imageUrl, "categories", "nome-velho");
    const renamed = await api(`/api/admin/categories/${category.id}/rename-image`, { method: "POST" });
    expect(renamed.status).toBe(200);
    expectNamedAfter(renamed.body.imageUrl, "categories", "nome-novo");
    await expectStoredVariants(context(), renamed.body.imageUrl);
    await expectNoStoredFiles(context(), stale.imageUrl);
    const again = await api(`/api/admin/categories/${category.id}/rename-image`, { method: "POST" });
    expect(again.body.imageUrl).toBe(renamed.body.imageUrl);

    await api(`/api/admin/categories/${category.id}`, { method: "PATCH", form: formOf({ name: "Nome Em Lote" }) });
    const batch = await api("/api/admin/categories/rename-images", { method: "POST" });
    expect(batch.status).toBe(200);
    expect(batch.body.failed).toEqual([]);
    expect(batch.body.succeeded).toBeGreaterThanOrEqual(1);
    expectNamedAfter((await api(`/api/admin/categories/${category.id}`)).body.imageUrl, "categories", "nome-em-lote");
  });

  it("rename-image errors: unknown category, no image, an image URL of another storage", async () => {
    expect((await api(`/api/admin/categories/${UNKNOWN}/rename-image`, { method: "POST" })).body).toEqual({
      message: "Categoria não encontrada",
    });
    const bare = (await create({ name: "Sem Imagem" })).body;
    const noImage = await api(`/api/admin/categories/${bare.id}/rename-image`, { method: "POST" });
    expect(noImage.status).toBe(422);
    expect(noImage.body).toEqual({ message: "Categoria não possui imagem" });
    const db = context().db;
    if (db) {
      await sql`update categories set image_url = 'https://elsewhere.example/x/gato.webp' where id = ${bare.id}`.execute(db.db);
      const foreign = await api(`/api/admin/categories/${bare.id}/rename-image`, { method: "POST" });
      expect(foreign.status).toBe(422);
      expect(foreign.body).toEqual({ message: "Caminho da imagem inválido" });
      const batch = await api("/api/admin/categories/rename-images", { method: "POST" });
      expect(batch.body.failed).toContainEqual({ id: bare.id, name: "Sem Imagem", message: "Caminho da imagem inválido" });
      await sql`update categories set image_url = null where id = ${bare.id}`.execute(db.db);
    }
  });

  it("deletes a category into the Lixeira once its drawings have moved; its files go when it is purged", async () => {
    const category = (await create({ name: "Para Apagar", image: fileOf(await fixtures.png(), "a.png") })).body;
    const other = (await create({ name: "Para Receber" })).body;
    const drawing = (
      await api("/api/admin/drawings", { method: "POST", form: formOf({ title: "Órfão", categoryId: category.id }) })
    ).body;
    // The drawings need somewhere to go: 409 with how many, 422 for a destination that is not another category.
    const refused = await api(`/api/admin/categories/${category.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CATEGORIES.hasDrawings(1));
    expect((await api(`/api/admin/categories/${category.id}?moveTo=${category.id}`, { method: "DELETE" })).status).toBe(422);
    expect((await api(`/api/admin/categories/${category.id}?moveTo=${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(
      422,
    );
    const response = await api(`/api/admin/categories/${category.id}?moveTo=${other.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await api(`/api/admin/categories/${category.id}`)).status).toBe(404);
    const moved = (await api(`/api/admin/drawings/${drawing.id}`)).body;
    expect(moved).toMatchObject({ categoryId: other.id, active: true });
    // In the Lixeira, its files stay (it can come back); purged, they go.
    await expectStoredVariants(context(), category.imageUrl);
    expect((await api(`/api/admin/trash/${category.id}`, { method: "DELETE" })).status).toBe(204);
    await expectNoStoredFiles(context(), category.imageUrl);
    expect((await api(`/api/admin/categories/${category.id}`, { method: "DELETE" })).status).toBe(404);
  });
}
