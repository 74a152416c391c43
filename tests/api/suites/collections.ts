import { expect, it } from "vitest";
import { API, COLLECTIONS } from "#src/lib/admin-contracts/messages.ts";
import { distinctLinePng } from "../../support/admin.ts";
import type { ServerContext } from "../servers.ts";
import { fileOf, formOf, send } from "../support.ts";
import { client } from "./categories.ts";

/**
 * Collections through the admin API (issue 36): created and edited as JSON,
 * their order kept as sent, a drawing's collections set from its side, a
 * rename answering 301 at the old address, a delete going to the Lixeira
 * (410) and coming back; the public pages and the sitemap follow.
 */
export function collectionTests(context: () => ServerContext): void {
  const api = client(context);
  const visit = async (path: string) => {
    const response = await send(context().url, path, { headers: { accept: "text/html" }, origin: null });
    return { status: response.status, location: response.headers.location ?? null };
  };
  const until = (path: string, expected: { status: number; location?: string | null }) =>
    expect
      .poll(() => visit(path), { timeout: 60_000, interval: 200 })
      .toEqual({ status: expected.status, location: expected.location ?? null });
  const sitemapHas = async (path: string) => {
    const index = await (await fetch(new URL("/sitemap.xml", context().url))).text();
    const parts = [...index.matchAll(/<loc>([^<]+sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1] as string);
    const texts = parts.length
      ? await Promise.all(parts.map(async (part) => (await fetch(new URL(new URL(part).pathname, context().url))).text()))
      : [index];
    return texts.some((text) => text.includes(`${path}</loc>`));
  };
  const drawing = async (title: string, categoryId: string) => {
    const response = await api("/api/admin/drawings", { method: "POST", form: formOf({ title, categoryId, active: "true" }) });
    expect(response.status).toBe(201);
    return response.body as { id: string; slug: string };
  };

  it("creates a collection with a yearly date and drawings in the order sent, and refuses what the contract refuses", async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Festas Da Escola" }) }))
      .body as { id: string };
    const [a, b, c] = [
      await drawing("Lanterna Junina", category.id),
      await drawing("Quadrilha", category.id),
      await drawing("Milho", category.id),
    ];
    const created = await api("/api/admin/collections", {
      method: "POST",
      json: {
        name: "  São João Na Escola ",
        description: "Arraiá da turma.",
        yearlyDate: { kind: "fixed", month: 6, day: 24 },
        daysBefore: 20,
        drawingIds: [c.id, a.id, b.id, a.id],
        articleIds: [],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "São João Na Escola",
      slug: "sao-joao-na-escola",
      yearlyDate: { kind: "fixed", month: 6, day: 24 },
      daysBefore: 20,
      drawingIds: [c.id, a.id, b.id],
    });
    const id = (created.body as { id: string }).id;
    const detail = await api(`/api/admin/collections/${id}`);
    expect((detail.body as { drawings: { title: string }[] }).drawings.map((item) => item.title)).toEqual([
      "Milho",
      "Lanterna Junina",
      "Quadrilha",
    ]);

    // A new order is the list sent whole.
    const reordered = await api(`/api/admin/collections/${id}`, { method: "PATCH", json: { drawingIds: [a.id, b.id, c.id] } });
    expect(reordered.status).toBe(200);
    expect((reordered.body as { drawingIds: string[] }).drawingIds).toEqual([a.id, b.id, c.id]);

    for (const [json, path] of [
      [{ name: "" }, "name"],
      [{ name: "X", yearlyDate: { kind: "fixed", month: 4, day: 31 } }, "yearlyDate.day"],
      [{ name: "X", daysBefore: 500 }, "daysBefore"],
      [{ name: "X", drawingIds: ["not-an-id"] }, "drawingIds.0"],
      // A cover is one of its drawings, named by id, never an address.
      [{ name: "X", drawingIds: [a.id], coverDrawingId: "https://example.com/x.webp" }, "coverDrawingId"],
      [{ name: "X", drawingIds: [a.id], coverDrawingId: crypto.randomUUID() }, "coverDrawingId"],
    ] as const) {
      const refused = await api("/api/admin/collections", { method: "POST", json });
      expect(refused.status, JSON.stringify(json)).toBe(422);
      expect((refused.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(path);
    }
    expect((await api(`/api/admin/collections/${crypto.randomUUID()}`)).body).toMatchObject({ message: COLLECTIONS.notFound });
    const db = context().db;
    if (db) {
      const row = await db.db.selectFrom("collections").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.drawing_ids).toEqual([a.id, b.id, c.id]);
      expect(row.days_before).toBe(20);
    }
    // Its page shows the drawings in that order once the rebuild that follows
    // the PATCH lands (the page first rendered from the create shows c, a, b),
    // and the sitemap lists it.
    await until("/colecoes/sao-joao-na-escola", { status: 200 });
    // The slugs as the page lists them, first appearance first.
    const order = async () => {
      const html = await (await fetch(new URL("/colecoes/sao-joao-na-escola", context().url))).text();
      return [a.slug, b.slug, c.slug].filter((slug) => html.includes(slug)).sort((x, y) => html.indexOf(x) - html.indexOf(y));
    };
    await expect.poll(order, { timeout: 60_000, interval: 200 }).toEqual([a.slug, b.slug, c.slug]);
    await expect.poll(() => sitemapHas("/colecoes/sao-joao-na-escola"), { timeout: 60_000, interval: 200 }).toBe(true);
  });

  it("takes a cover only from an active drawing, follows that drawing's new image, and stops showing it once the drawing is hidden", async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Capas Da Escola" }) })).body as {
      id: string;
    };
    const withImage = async (title: string, active: boolean, seed: number) => {
      const response = await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({
          title,
          categoryId: category.id,
          active: String(active),
          image: fileOf(await distinctLinePng(seed), `${seed}.png`, "image/png"),
        }),
      });
      expect(response.status, response.text).toBe(201);
      return response.body as { id: string; slug: string; imageUrl: string };
    };
    const shown = await withImage("Capa Visivel", true, 4301);
    const other = await withImage("Capa Reserva", true, 4302);
    const hidden = await withImage("Capa Escondida", false, 4303);
    const stem = (url: string) => (url.split("/").pop() ?? "").replace(/\.webp$/, "");
    // An unpublished drawing's image is no cover: it would make its address public.
    const refused = await api("/api/admin/collections", {
      method: "POST",
      json: { name: "Capa Inativa", drawingIds: [hidden.id, shown.id], coverDrawingId: hidden.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: COLLECTIONS.coverInvalid });
    const created = await api("/api/admin/collections", {
      method: "POST",
      json: { name: "Capas Que Mudam", drawingIds: [other.id, shown.id, hidden.id], coverDrawingId: shown.id },
    });
    expect(created.status, created.text).toBe(201);
    const page = async () => (await fetch(new URL("/colecoes/capas-que-mudam", context().url))).text();
    const ogImage = async () => /<meta property="og:image" content="([^"]*)"/.exec(await page())?.[1] ?? "";
    await expect.poll(ogImage, { timeout: 60_000, interval: 200 }).toContain(stem(shown.imageUrl));
    // The cover follows its drawing: a new image for it is the collection's new cover.
    const renewed = await api(`/api/admin/drawings/${shown.id}`, {
      method: "PATCH",
      form: formOf({ image: fileOf(await distinctLinePng(4304), "4304.png", "image/png") }),
    });
    expect(renewed.status, renewed.text).toBe(200);
    const renewedImage = (renewed.body as { imageUrl: string }).imageUrl;
    expect(stem(renewedImage)).not.toBe(stem(shown.imageUrl));
    await expect.poll(ogImage, { timeout: 60_000, interval: 200 }).toContain(stem(renewedImage));
    // The drawing is deactivated (any way a drawing changes): the page falls back to a shown drawing's image.
    const off = await api(`/api/admin/drawings/${shown.id}`, { method: "PATCH", form: formOf({ active: "false" }) });
    expect(off.status, off.text).toBe(200);
    // Polled as a whole: until the engine publishes the new page, a request may be answered by the
    // live render (fresh) and the next by a file the engine rendered just before the change.
    const shows = async () => {
      const html = await page();
      const og = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
      return {
        cover: og.includes(stem(other.imageUrl)),
        shown: html.includes(stem(shown.imageUrl)) || html.includes(stem(renewedImage)),
        hidden: html.includes(stem(hidden.imageUrl)),
      };
    };
    await expect.poll(shows, { timeout: 60_000, interval: 200 }).toEqual({ cover: true, shown: false, hidden: false });
  });

  it("answers 400 to JSON nested 8,000 deep and to a form of 40,000 fields, and keeps serving", async () => {
    const deep = `{"name":"Funda","yearlyDate":${"[".repeat(8_000)}${"]".repeat(8_000)}}`;
    const nested = await api("/api/admin/collections", {
      method: "POST",
      raw: { bytes: Buffer.from(deep), contentType: "application/json" },
    });
    expect(nested.status).toBe(400);
    const fields = new URLSearchParams();
    for (let index = 0; index < 40_000; index++) fields.append("tags", "a");
    fields.append("name", "Campos Demais");
    const crowded = await api("/api/admin/categories", {
      method: "POST",
      raw: { bytes: Buffer.from(fields.toString()), contentType: "application/x-www-form-urlencoded" },
    });
    expect(crowded.status).toBe(400);
    expect(crowded.body).toMatchObject({ message: API.badBody });
    expect((await api("/api/admin/collections")).status).toBe(200);
  });

  it("sets a drawing's collections in the drawing's own save, or not at all", async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Lado Do Desenho" }) })).body as {
      id: string;
    };
    const item = await drawing("Cata-vento Listrado", category.id);
    const first = (await api("/api/admin/collections", { method: "POST", json: { name: "Férias De Julho" } })).body as {
      id: string;
    };
    const second = (await api("/api/admin/collections", { method: "POST", json: { name: "Ventania" } })).body as { id: string };
    const collectionsOf = async () =>
      new Set(((await api(`/api/admin/drawings/${item.id}/collections`)).body as { collectionIds: string[] }).collectionIds);
    // In the drawing's own save: one request, one transaction.
    const set = await api(`/api/admin/drawings/${item.id}`, {
      method: "PATCH",
      form: formOf({ title: "Cata-vento Listrado", collectionIds: JSON.stringify([first.id, second.id]) }),
    });
    expect(set.status, set.text).toBe(200);
    expect(await collectionsOf()).toEqual(new Set([first.id, second.id]));
    // A save that is refused (its category does not exist) leaves them as they were.
    const refused = await api(`/api/admin/drawings/${item.id}`, {
      method: "PATCH",
      form: formOf({ categoryId: crypto.randomUUID(), collectionIds: JSON.stringify([second.id]) }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await collectionsOf()).toEqual(new Set([first.id, second.id]));
    const badList = await api(`/api/admin/drawings/${item.id}`, { method: "PATCH", form: formOf({ collectionIds: "[1, 2" }) });
    expect(badList.status).toBe(422);
    expect(badList.body).toMatchObject({ message: COLLECTIONS.itemInvalid });
    const narrowed = await api(`/api/admin/drawings/${item.id}`, {
      method: "PATCH",
      form: formOf({ collectionIds: JSON.stringify([second.id]) }),
    });
    expect(narrowed.status, narrowed.text).toBe(200);
    expect(await collectionsOf()).toEqual(new Set([second.id]));
    // A new drawing joins its collections in its creating request.
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Biruta Nova", categoryId: category.id, collectionIds: JSON.stringify([first.id]) }),
    });
    expect(created.status, created.text).toBe(201);
    const createdId = (created.body as { id: string }).id;
    expect(((await api(`/api/admin/collections/${second.id}`)).body as { drawingIds: string[] }).drawingIds).toEqual([item.id]);
    expect(((await api(`/api/admin/collections/${first.id}`)).body as { drawingIds: string[] }).drawingIds).toEqual([createdId]);
  });

  it("answers 301 at a renamed collection's old address, 410 while it is in the Lixeira, and restores it as it was", async () => {
    const created = (await api("/api/admin/collections", { method: "POST", json: { name: "Semana Da Criança" } })).body as {
      id: string;
    };
    await until("/colecoes/semana-da-crianca", { status: 200 });
    expect(
      (await api(`/api/admin/collections/${created.id}`, { method: "PATCH", json: { name: "Mês Da Criança" } })).status,
    ).toBe(200);
    await until("/colecoes/semana-da-crianca", { status: 301, location: "/colecoes/mes-da-crianca" });

    expect((await api(`/api/admin/collections/${created.id}`, { method: "DELETE" })).status).toBe(204);
    await until("/colecoes/mes-da-crianca", { status: 410 });
    const trash = (await api("/api/admin/trash")).body as { items: { id: string; kind: string; title: string }[] };
    expect(trash.items.find((entry) => entry.id === created.id)).toMatchObject({ kind: "collection", title: "Mês Da Criança" });
    expect((await api(`/api/admin/trash/${created.id}/restore`, { method: "POST" })).status).toBe(200);
    await until("/colecoes/mes-da-crianca", { status: 200 });
    expect((await api(`/api/admin/collections/${created.id}`)).body).toMatchObject({ name: "Mês Da Criança" });
  });
}
