import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import { freshIp, type ServerContext } from "../servers.ts";
import { fileOf, formOf, send, until } from "../support.ts";
import { client, expectNamedAfter, expectNoStoredFiles, expectStoredVariants, fetchImage } from "./categories.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Fields = Record<string, string | File | undefined>;
type Item = { id: string; title: string; slug: string; status: string; isFeatured: boolean; views: number };

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "poster", "srcset", "xlink:href", "background"];

/**
 * What must never reach a public page from an article's fields: a script
 * the page did not write, an event handler attribute, a javascript: URL, or
 * an element that can run or load something (frames, objects, a base URL,
 * a refresh). The page's own scripts are its bundles (src) and its inline
 * islands, none of which carries the corpus's `alert(`; JSON-LD must stay
 * valid JSON, so no text can close its tag.
 */
function expectNoScriptFrom(html: string, label: string): void {
  const document = new JSDOM(html).window.document;
  for (const script of document.querySelectorAll("script")) {
    if (script.getAttribute("type") === "application/ld+json") {
      expect(() => JSON.parse(script.textContent ?? ""), `${label}: JSON-LD`).not.toThrow();
    } else {
      expect(script.textContent ?? "", `${label}: inline script`).not.toContain("alert(");
      expect(script.getAttribute("src") ?? "/", `${label}: script src`).toMatch(/^\//);
    }
  }
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith("on"), `${label}: <${element.tagName.toLowerCase()} ${name}>`).toBe(false);
      if (URL_ATTRIBUTES.includes(name)) {
        // What a browser would follow: controls and spaces are dropped before the scheme is read.
        const url = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join("")
          .toLowerCase();
        expect(url, `${label}: <${element.tagName.toLowerCase()} ${name}>`).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  }
  expect(document.querySelectorAll("iframe, object, embed, base, frame").length, `${label}: active elements`).toBe(0);
  expect(document.querySelectorAll('meta[http-equiv="refresh" i]').length, `${label}: refresh`).toBe(0);
  // The header's search form is the page's own; the article's text brings none.
  const content = document.querySelector("[data-testid=article-content]");
  expect(content?.querySelectorAll("form, input, button, style, svg, math, noscript").length ?? 0, `${label}: content`).toBe(0);
}

export function articleTests(context: () => ServerContext): void {
  const api = client(context);
  const create = (fields: Fields) => api("/api/admin/articles", { method: "POST", form: formOf(fields) });
  const patch = (id: string, fields: Fields) => api(`/api/admin/articles/${id}`, { method: "PATCH", form: formOf(fields) });
  const publish = (id: string) => api(`/api/admin/articles/${id}/publish`, { method: "POST" });
  const unpublish = (id: string) => api(`/api/admin/articles/${id}/unpublish`, { method: "POST" });
  const page = (path: string) => send(context().url, path, { headers: { accept: "text/html" } });
  const article = (fields: Fields = {}) => create({ title: "Artigo", excerpt: "Resumo do artigo.", ...fields });

  /** Every article, all pages. */
  async function everyArticle(): Promise<Item[]> {
    const items: Item[] = [];
    for (let number = 1; ; number++) {
      const response = await api(`/api/admin/articles?limit=100&page=${number}`);
      items.push(...response.body.items);
      if (items.length >= response.body.total) return items;
    }
  }

  it("answers 401 without a session on every article endpoint, and reads no anonymous body", async () => {
    const anonymous = (path: string, options: Parameters<typeof send>[2] = {}) => send(context().url, path, options);
    const form = formOf({ title: "Anônimo", excerpt: "Resumo" });
    const answers = [
      await anonymous("/api/admin/articles"),
      await anonymous("/api/admin/articles", { method: "POST", form }),
      await anonymous(`/api/admin/articles/${UNKNOWN}`),
      await anonymous(`/api/admin/articles/${UNKNOWN}`, { method: "PATCH", form }),
      await anonymous(`/api/admin/articles/${UNKNOWN}`, { method: "DELETE" }),
      await anonymous(`/api/admin/articles/${UNKNOWN}/publish`, { method: "POST" }),
      await anonymous(`/api/admin/articles/${UNKNOWN}/unpublish`, { method: "POST" }),
      // Broken and oversized bodies: a 400 or 413 would mean they were read.
      await anonymous("/api/admin/articles", {
        method: "POST",
        raw: { bytes: Buffer.from("--x\r\nlixo"), contentType: "multipart/form-data; boundary=x" },
      }),
      await anonymous("/api/admin/articles", {
        method: "POST",
        form: formOf({ title: "Grande", excerpt: "x", image: fileOf(fixtures.oversized(), "grande.png", "image/png") }),
      }),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([401, { message: "Não autenticado." }]);
  });

  it("refuses writes from another origin with 403, acting on nothing", async () => {
    const before = (await api("/api/admin/articles")).body.total;
    const draft = (await article({ title: "Origem Segura" })).body;
    const foreign = { origin: "https://evil.example" };
    const answers = [
      await api("/api/admin/articles", { ...foreign, method: "POST", form: formOf({ title: "Mal", excerpt: "Mal" }) }),
      await api(`/api/admin/articles/${draft.id}`, { ...foreign, method: "PATCH", form: formOf({ title: "Mal" }) }),
      await api(`/api/admin/articles/${draft.id}/publish`, { ...foreign, method: "POST" }),
      await api(`/api/admin/articles/${draft.id}`, { ...foreign, method: "DELETE" }),
    ];
    for (const answer of answers)
      expect([answer.status, answer.body]).toEqual([403, { message: "Origem da requisição não permitida." }]);
    expect((await api("/api/admin/articles")).body.total).toBe(before + 1);
    expect((await api(`/api/admin/articles/${draft.id}`)).body).toMatchObject({ title: "Origem Segura", status: "draft" });
  });

  it("creates a draft from the fields sent, read back from the database", async () => {
    const response = await create({
      title: "  Cores e Emoções na Infância  ",
      excerpt: "  Como as cores ajudam a falar de sentimentos.  ",
      content: "# Cores\n\n    código com recuo\n",
      metaTitle: " Cores e emoções ",
      metaDescription: "   ",
      tags: JSON.stringify([" emoções ", "cores", "", "emoções", "Cores"]),
      isFeatured: "true",
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      title: "Cores e Emoções na Infância",
      slug: "cores-e-emocoes-na-infancia",
      excerpt: "Como as cores ajudam a falar de sentimentos.",
      content: "# Cores\n\n    código com recuo\n",
      featuredImageUrl: null,
      metaTitle: "Cores e emoções",
      metaDescription: null,
      tags: ["emoções", "cores"],
      status: "draft",
      isFeatured: true,
      publishedAt: null,
      views: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await api(`/api/admin/articles/${response.body.id}`)).body).toEqual(response.body);
    expect((await article({ title: "Sem Destaque" })).body).toMatchObject({ isFeatured: false, status: "draft", content: "" });
    const db = context().db;
    if (db) {
      const row = await db.db
        .selectFrom("blog_articles")
        .selectAll()
        .where("id", "=", response.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        slug: "cores-e-emocoes-na-infancia",
        tags: ["emoções", "cores"],
        status: "draft",
        published_at: null,
        is_featured: true,
        meta_title: "Cores e emoções",
        meta_description: null,
      });
    }
  });

  it("refuses bad input with 422 and the editor's messages, creating nothing", async () => {
    const before = (await api("/api/admin/articles")).body.total;
    const ok = { title: "Válido", excerpt: "Resumo" };
    const cases: [Fields, string, string][] = [
      [{ excerpt: "Resumo" }, "title", "O título é obrigatório"],
      [{ title: "   ", excerpt: "Resumo" }, "title", "O título é obrigatório"],
      [{ title: "Sem resumo" }, "excerpt", "O resumo é obrigatório"],
      [{ title: "Resumo vazio", excerpt: " \n " }, "excerpt", "O resumo é obrigatório"],
      [{ ...ok, title: "x".repeat(201) }, "title", "O título deve ter no máximo 200 caracteres"],
      [{ ...ok, excerpt: "x".repeat(501) }, "excerpt", "O resumo deve ter no máximo 500 caracteres"],
      [{ ...ok, content: "x".repeat(200_001) }, "content", "O conteúdo deve ter no máximo 200000 caracteres"],
      [{ ...ok, metaTitle: "x".repeat(101) }, "metaTitle", "O meta título deve ter no máximo 100 caracteres"],
      [{ ...ok, metaDescription: "x".repeat(301) }, "metaDescription", "A meta descrição deve ter no máximo 300 caracteres"],
      [{ ...ok, tags: "gato, cão" }, "tags", "Tags inválidas: envie uma lista JSON de textos"],
      [{ ...ok, tags: "[1]" }, "tags.0", "Tags inválidas: envie uma lista JSON de textos"],
      [{ ...ok, tags: JSON.stringify(["x".repeat(61)]) }, "tags.0", "Cada tag deve ter no máximo 60 caracteres"],
      [{ ...ok, tags: JSON.stringify(Array.from({ length: 51 }, (_, n) => `t${n}`)) }, "tags", "Envie no máximo 50 tags"],
      [{ ...ok, isFeatured: "sim" }, "isFeatured", "Valor inválido para isFeatured: envie true ou false"],
      [{ ...ok, image: "texto" }, "image", "Envie a imagem como arquivo"],
      // PostgreSQL cannot store a NUL: a sentence, never the driver's error.
      [
        { ...ok, content: "texto\u0000nulo" },
        "content",
        "O texto contém um caractere inválido (caractere nulo, de controle ou não imprimível). Remova-o e tente de novo.",
      ],
      // Nor a character XML 1.0 forbids: it would break the RSS feed.
      [
        { ...ok, title: "Gato\uFFFE fofo" },
        "title",
        "O texto contém um caractere inválido (caractere nulo, de controle ou não imprimível). Remova-o e tente de novo.",
      ],
      [
        { ...ok, tags: JSON.stringify(["a", "b\u0000"]) },
        "tags.1",
        "O texto contém um caractere inválido (caractere nulo, de controle ou não imprimível). Remova-o e tente de novo.",
      ],
    ];
    for (const [fields, path, message] of cases) {
      const response = await create(fields);
      expect([path, response.status, response.body.message, response.body.issues?.[0]?.path]).toEqual([path, 422, message, path]);
    }
    const draft = (await article({ title: "Para Editar" })).body;
    const cleared = await patch(draft.id, { title: "", excerpt: "" });
    expect(cleared.status).toBe(422);
    expect(cleared.body.issues).toEqual([
      { path: "title", message: "O título é obrigatório" },
      { path: "excerpt", message: "O resumo é obrigatório" },
    ]);
    expect((await patch(draft.id, { removeImage: "talvez" })).status).toBe(422);
    expect((await api("/api/admin/articles")).body.total).toBe(before + 1);
  });

  it("refuses content the public page could not show with a 422 that says what to change, keeping the saved text", async () => {
    const before = (await api("/api/admin/articles")).body.total;
    const ok = { title: "Conteúdo Hostil", excerpt: "Resumo" };
    const cases: [string, RegExp][] = [
      [">".repeat(3000), /aninhadas em mais de 20 níveis \(linha 1\)\. Reduza o aninhamento\./],
      ["_a".repeat(99_500), /mais de 128 marcas de ênfase .*Divida o parágrafo/],
      ["<div>".repeat(39_000), /aninhados em mais de 64 níveis\. Feche as tags abertas\./],
    ];
    for (const [content, message] of cases) {
      const started = Date.now();
      const response = await create({ ...ok, content });
      expect(response.status).toBe(422);
      expect(response.body.message).toMatch(message);
      expect(response.body.issues).toEqual([{ path: "content", message: response.body.message }]);
      // Refused before any slow step, whatever the size (the render took from 0.2 s to minutes).
      expect(Date.now() - started).toBeLessThan(15_000);
    }
    expect((await api("/api/admin/articles")).body.total).toBe(before);
    const draft = (await article({ title: "Texto Mantido", content: "Texto bom." })).body;
    const refused = await patch(draft.id, { content: `${"> ".repeat(30)}x` });
    expect(refused.status).toBe(422);
    expect((await api(`/api/admin/articles/${draft.id}`)).body.content).toBe("Texto bom.");
  });

  it("lists an article whose stored body cannot be rendered as needing attention, and leaves it off the blog", async () => {
    const db = context().db;
    // Only a row written past the API can hold such a body; PGlite has one opener (the server).
    if (!db) return;
    const draft = (await article({ title: "Envenenado Pelo Banco", content: "Texto bom." })).body;
    await db.db
      .updateTable("blog_articles")
      .set({ content: ">".repeat(3000), status: "published", published_at: new Date() })
      .where("id", "=", draft.id)
      .execute();
    const listed = await api(`/api/admin/articles?search=${encodeURIComponent("Envenenado Pelo Banco")}`);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: draft.id, problem: expect.stringMatching(/aninhadas em mais de 20 níveis/) }),
    ]);
    const good = await api(`/api/admin/articles?limit=100`);
    for (const item of good.body.items) if (item.id !== draft.id) expect(item.problem, item.title).toBeNull();
    expect((await page("/blog/envenenado-pelo-banco")).status).toBe(404);
    expect((await page("/blog")).text).not.toContain("envenenado-pelo-banco");
    await api(`/api/admin/articles/${draft.id}`, { method: "DELETE" });
  });

  it.each([
    [
      "a renamed executable",
      () => fileOf(fixtures.executable(), "capa.png", "image/png"),
      415,
      "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
    ],
    [
      "an SVG (drawings only)",
      () => fileOf(fixtures.svg(), "capa.svg", "image/svg+xml"),
      415,
      "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
    ],
    [
      "a fake PNG",
      () => fileOf(fixtures.fakePng(), "capa.png", "image/png"),
      422,
      "Não foi possível ler a imagem. O arquivo está corrompido ou não é uma imagem válida.",
    ],
    [
      "a 6 MB image",
      () => fileOf(fixtures.oversized(), "capa.png", "image/png"),
      413,
      "O arquivo é muito grande. O tamanho máximo é 5MB.",
    ],
  ])("refuses %s as featured image and creates nothing", async (_label, file, status, message) => {
    const before = (await api("/api/admin/articles")).body.total;
    const response = await article({ title: "Capa Recusada", image: file() });
    expect([response.status, response.body]).toEqual([status, { message }]);
    expect((await api("/api/admin/articles")).body.total).toBe(before);
  });

  it("stores a featured image in blog-images named after the slug, replaces and removes it with its files", async () => {
    const created = await article({
      title: "Capa em WebP",
      image: fileOf(await fixtures.webp(640, 400), "capa.webp", "image/webp"),
    });
    expect(created.status).toBe(201);
    const first = created.body.featuredImageUrl;
    expectNamedAfter(first, "blog-images", "capa-em-webp");
    await expectStoredVariants(context(), first);
    if (context().storageKind === "local") {
      // A draft's image stays private until the article is published (/storage's rule); the bucket's
      // public URLs on Supabase are unguessable names instead (docs/decisions/0008-image-file-names.md).
      expect((await fetchImage(context(), first)).status).toBe(404);
      expect((await api(new URL(first, context().url).pathname)).status).toBe(200);
      expect((await publish(created.body.id)).status).toBe(200);
      expect((await fetchImage(context(), first)).status).toBe(200);
      expect((await unpublish(created.body.id)).status).toBe(200);
      expect((await fetchImage(context(), first)).status).toBe(404);
    } else {
      expect((await fetchImage(context(), first)).status).toBe(200);
    }

    const replaced = await patch(created.body.id, { image: fileOf(await fixtures.jpeg(), "nova.jpg", "image/jpeg") });
    expect(replaced.status).toBe(200);
    const second = replaced.body.featuredImageUrl;
    expectNamedAfter(second, "blog-images", "capa-em-webp");
    expect(second).not.toBe(first);
    await expectStoredVariants(context(), second);
    await expectNoStoredFiles(context(), first);

    const png = await patch(created.body.id, { title: "Capa em PNG", image: fileOf(await fixtures.png(), "p.png", "image/png") });
    expectNamedAfter(png.body.featuredImageUrl, "blog-images", "capa-em-png");
    await expectNoStoredFiles(context(), second);

    // A refused replacement keeps the current image.
    const refused = await patch(created.body.id, { image: fileOf(fixtures.svg(), "x.svg", "image/svg+xml") });
    expect(refused.status).toBe(415);
    await expectStoredVariants(context(), png.body.featuredImageUrl);

    const removed = await patch(created.body.id, { removeImage: "true" });
    expect(removed.body.featuredImageUrl).toBeNull();
    await expectNoStoredFiles(context(), png.body.featuredImageUrl);
    // Other fields left out of a PATCH stay as they were.
    expect(removed.body).toMatchObject({ title: "Capa em PNG", excerpt: "Resumo do artigo.", status: "draft" });
  });

  it("lists in the database: search over title, excerpt and tags ignoring case and accents, status, paging, counts", async () => {
    const lot: string[] = [];
    for (let number = 1; number <= 26; number++) {
      const response = await article({
        title: `Lote ${String(number).padStart(2, "0")}`,
        excerpt: number === 7 ? "Um resumo sobre Geografia Lúdica." : "Resumo.",
        tags: JSON.stringify(["paginação-lote", ...(number % 2 === 0 ? ["par"] : [])]),
      });
      expect(response.status).toBe(201);
      lot.push(response.body.id);
    }
    const tagged = await api("/api/admin/articles?search=PAGINACAO-lote");
    expect(tagged.status).toBe(200);
    expect(tagged.body).toMatchObject({ total: 26, page: 1, limit: 10 });
    // Newest created first.
    expect(tagged.body.items.map((item: Item) => item.title).slice(0, 3)).toEqual(["Lote 26", "Lote 25", "Lote 24"]);
    const third = await api("/api/admin/articles?search=paginação-lote&page=3&limit=10");
    expect(third.body.items.map((item: Item) => item.title)).toEqual([
      "Lote 06",
      "Lote 05",
      "Lote 04",
      "Lote 03",
      "Lote 02",
      "Lote 01",
    ]);
    const pages = [];
    for (const number of [1, 2, 3])
      pages.push(...(await api(`/api/admin/articles?search=lote&page=${number}&limit=10`)).body.items);
    expect(new Set(pages.map((item: Item) => item.id))).toEqual(new Set(lot));
    expect((await api("/api/admin/articles?search=geografia%20ludica")).body.items.map((item: Item) => item.title)).toEqual([
      "Lote 07",
    ]);

    const accents = (await article({ title: "Educação Emocional Única", tags: "[]" })).body;
    for (const term of ["educacao emocional unica", "EDUCAÇÃO", "emocional ÚNICA"]) {
      const found = await api(`/api/admin/articles?search=${encodeURIComponent(term)}`);
      expect([term, found.body.items.map((item: Item) => item.id)]).toEqual([term, [accents.id]]);
    }
    // The content is not searched by the admin list.
    const inContent = (await article({ title: "Busca No Texto", content: "palavrasecretadoconteudo" })).body;
    expect((await api("/api/admin/articles?search=palavrasecretadoconteudo")).body.total).toBe(0);

    await publish(lot[0] ?? "");
    await publish(lot[1] ?? "");
    const published = await api("/api/admin/articles?search=lote&status=published");
    expect(published.body.items.map((item: Item) => item.title)).toEqual(["Lote 02", "Lote 01"]);
    expect((await api("/api/admin/articles?search=lote&status=draft")).body.total).toBe(24);
    expect((await api("/api/admin/articles?search=lote&status=all")).body.total).toBe(26);
    const db = context().db;
    if (db) {
      await db.db.updateTable("blog_articles").set({ status: "archived" }).where("id", "=", inContent.id).execute();
      const archived = await api("/api/admin/articles?status=archived");
      expect(archived.body.items.map((item: Item) => item.id)).toEqual([inContent.id]);
      await db.db
        .updateTable("blog_articles")
        .set({ views: 5 })
        .where("id", "in", [lot[0] ?? "", lot[1] ?? ""])
        .execute();
    } else {
      expect((await api("/api/admin/articles?status=archived")).body).toMatchObject({ total: 0, items: [] });
    }

    // The four cards count every article, whatever the filters.
    const all = await everyArticle();
    const counts = {
      published: all.filter((item) => item.status === "published").length,
      drafts: all.filter((item) => item.status === "draft").length,
      totalViews: all.reduce((sum, item) => sum + item.views, 0),
      featured: all.filter((item) => item.isFeatured).length,
    };
    for (const query of ["", "?search=lote&status=published&page=2&limit=1", "?status=archived"]) {
      expect([query, (await api(`/api/admin/articles${query}`)).body.counts]).toEqual([query, counts]);
    }
    if (db) expect(counts.totalViews).toBeGreaterThanOrEqual(10);
    expect(counts.featured).toBeGreaterThanOrEqual(1);
  });

  it("refuses bad list parameters with 422", async () => {
    const cases: [string, string][] = [
      ["status=active", "Status inválido: use all, draft, published ou archived"],
      ["page=0", "Página inválida"],
      ["page=abc", "Página inválida"],
      ["limit=1000", "O limite deve estar entre 1 e 100"],
      [`search=${"x".repeat(201)}`, "A busca deve ter no máximo 200 caracteres"],
    ];
    for (const [query, message] of cases) {
      const response = await api(`/api/admin/articles?${query}`);
      expect([query, response.status, response.body.message]).toEqual([query, 422, message]);
    }
  });

  it("publishes only drafts and unpublishes only published articles; 404 for unknown ids", async () => {
    const draft = (await article({ title: "Ciclo de Publicação" })).body;
    const before = Date.now();
    const published = await publish(draft.id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: draft.id, status: "published" });
    expect(new Date(published.body.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 60_000);

    const again = await publish(draft.id);
    expect([again.status, again.body]).toEqual([409, { message: "Apenas rascunhos podem ser publicados." }]);
    expect((await api(`/api/admin/articles/${draft.id}`)).body.publishedAt).toBe(published.body.publishedAt);

    const unpublished = await unpublish(draft.id);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ status: "draft", publishedAt: null });
    const twice = await unpublish(draft.id);
    expect([twice.status, twice.body]).toEqual([409, { message: "Apenas artigos publicados podem ser despublicados." }]);

    const db = context().db;
    if (db) {
      await db.db.updateTable("blog_articles").set({ status: "archived" }).where("id", "=", draft.id).execute();
      expect((await publish(draft.id)).status).toBe(409);
      expect((await unpublish(draft.id)).status).toBe(409);
    }

    for (const id of [UNKNOWN, "nao-e-um-id"]) {
      for (const response of [
        await api(`/api/admin/articles/${id}`),
        await patch(id, { title: "x" }),
        await api(`/api/admin/articles/${id}`, { method: "DELETE" }),
        await publish(id),
        await unpublish(id),
      ]) {
        expect([id, response.status, response.body]).toEqual([id, 404, { message: "Artigo não encontrado" }]);
      }
    }
  });

  it("gives a unique slug from the title; a draft follows its title, a published article keeps its slug", async () => {
    const first = (await article({ title: "Horta na Escola" })).body;
    const second = (await article({ title: "Horta na escola!" })).body;
    expect([first.slug, second.slug]).toEqual(["horta-na-escola", "horta-na-escola-1"]);
    expect((await article({ title: "!!!" })).body.slug).toMatch(/^artigo(-\d+)?$/);

    const renamed = await patch(second.id, { title: "Horta em Casa" });
    expect(renamed.body.slug).toBe("horta-em-casa");
    expect((await patch(second.id, { title: "Horta na Escola" })).body.slug).toBe("horta-na-escola-1");

    await publish(second.id);
    const kept = await patch(second.id, { title: "Horta no Quintal", excerpt: "Novo resumo." });
    expect(kept.body).toMatchObject({ title: "Horta no Quintal", slug: "horta-na-escola-1", status: "published" });

    await unpublish(second.id);
    expect((await api(`/api/admin/articles/${second.id}`)).body.slug).toBe("horta-na-escola-1");
    expect((await patch(second.id, { title: "Horta no Quintal" })).body.slug).toBe("horta-no-quintal");
    expect((await patch(first.id, { title: "Horta no Quintal" })).body.slug).toBe("horta-no-quintal-1");
  });

  it("deleting an article keeps its image's files while another article's text shows it", async () => {
    const owner = await article({ title: "Dona da Capa", image: fileOf(await fixtures.png(), "capa.png", "image/png") });
    const imageUrl = owner.body.featuredImageUrl as string;
    const quoting = await article({ title: "Cita a Capa", content: `Veja:\n\n![Capa](${imageUrl})` });
    expect(quoting.status).toBe(201);
    expect((await api(`/api/admin/articles/${owner.body.id}`, { method: "DELETE" })).status).toBe(204);
    await expectStoredVariants(context(), imageUrl);
    expect((await api(`/api/admin/articles/${quoting.body.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("deletes an article into the Lixeira; its image files go when it is purged", async () => {
    const created = (await article({ title: "Para Excluir", image: fileOf(await fixtures.png(), "e.png", "image/png") })).body;
    await expectStoredVariants(context(), created.featuredImageUrl);
    const deleted = await api(`/api/admin/articles/${created.id}`, { method: "DELETE" });
    expect([deleted.status, deleted.text]).toEqual([204, ""]);
    await expectStoredVariants(context(), created.featuredImageUrl);
    expect((await api(`/api/admin/trash/${created.id}`, { method: "DELETE" })).status).toBe(204);
    await expectNoStoredFiles(context(), created.featuredImageUrl);
    expect((await api(`/api/admin/articles/${created.id}`)).status).toBe(404);
    expect((await api(`/api/admin/articles/${created.id}`, { method: "DELETE" })).status).toBe(404);
    const db = context().db;
    if (db) {
      expect(
        await db.db.selectFrom("blog_articles").select("id").where("id", "=", created.id).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it("carries publishing, editing, unpublishing and deleting to /blog, the article page, the feed, the sitemap and the search", async () => {
    const word = "zabumbafolclorica";
    const draft = (
      await article({ title: "Ritmos do Nordeste", excerpt: "Música e cores.", content: `Tocar a ${word} e colorir.` })
    ).body;
    const path = `/blog/${draft.slug}`;
    // The search reads the database: an article is found, or not, the moment its change commits.
    const searched = async (query: string) =>
      (
        (await send(context().url, `/api/search/articles?q=${query}`, { ip: freshIp() })).body as { results: { url: string }[] }
      ).results.map((hit) => hit.url);
    expect(await searched(word)).toEqual([]);
    expect((await page(path)).status).toBe(404);

    await publish(draft.id);
    const shown = await until(
      () => page(path),
      (response) => response.status === 200,
    );
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Ritmos do Nordeste");
    expect(
      (
        await until(
          () => page("/blog"),
          (response) => response.text.includes(`href="${path}"`),
        )
      ).text,
    ).toContain(path);
    expect(
      (
        await until(
          () => page("/blog/rss.xml"),
          (response) => response.text.includes(path),
        )
      ).text,
    ).toContain(path);
    expect(
      (
        await until(
          () => page("/sitemap.xml"),
          (response) => response.text.includes(path),
        )
      ).text,
    ).toContain(path);
    expect(await searched(word)).toEqual([path]);

    await patch(draft.id, { title: "Ritmos do Sertão", content: "Texto revisto." });
    const edited = await until(
      () => page(path),
      (response) => response.text.includes("Ritmos do Sertão"),
    );
    expect(edited.status).toBe(200);
    expect(edited.text).toContain("Texto revisto.");
    expect(await searched(word)).toEqual([]);
    expect(await searched("sertao")).toEqual([path]);

    await unpublish(draft.id);
    expect(
      (
        await until(
          () => page(path),
          (response) => response.status === 404,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await until(
          () => page("/blog"),
          (response) => !response.text.includes(`href="${path}"`),
        )
      ).text,
    ).not.toContain(`href="${path}"`);
    expect(
      (
        await until(
          () => page("/blog/rss.xml"),
          (response) => !response.text.includes(path),
        )
      ).text,
    ).not.toContain(path);
    expect(
      (
        await until(
          () => page("/sitemap.xml"),
          (response) => !response.text.includes(path),
        )
      ).text,
    ).not.toContain(path);

    await publish(draft.id);
    expect(
      (
        await until(
          () => page(path),
          (response) => response.status === 200,
        )
      ).status,
    ).toBe(200);
    expect((await api(`/api/admin/articles/${draft.id}`, { method: "DELETE" })).status).toBe(204);
    // In the Lixeira: its address says it is gone (410), not that it never was.
    expect(
      (
        await until(
          () => page(path),
          (response) => response.status === 410,
        )
      ).status,
    ).toBe(410);
    expect(
      (
        await until(
          () => page("/sitemap.xml"),
          (response) => !response.text.includes(path),
        )
      ).text,
    ).not.toContain(path);
  });

  it("lets no script through any field to the public pages (XSS corpus)", async () => {
    const content = [
      "# Título <script>alert('h1')</script>",
      "`<script>alert('code')</script>`",
      "```html\n<script>alert('block')</script>\n```",
      "> <img src=x onerror=alert('quote')>",
      "<script>alert('script')</script>",
      '<img src="x" onerror="alert(\'img\')">',
      "<img src=x onerror=alert('img2')//",
      "[link](javascript:alert('link'))",
      "[caps](JaVaScRiPt:alert('caps'))",
      "[spaces]( javascript:alert('spaces'))",
      "[entity](&#106;avascript:alert('entity'))",
      "[tab](java\tscript:alert('tab'))",
      "[vb](vbscript:msgbox('vb'))",
      "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "![image](javascript:alert('image'))",
      "<a href=\"javascript:alert('a')\">a</a>",
      "<a href=\"&#x6A;avascript:alert('hex')\">hex</a>",
      "<iframe src=\"javascript:alert('iframe')\"></iframe>",
      "<svg><script>alert('svg')</script></svg>",
      "<svg onload=alert('svgload')>",
      "<div onclick=\"alert('div')\" onmouseover=\"alert('over')\">div</div>",
      "<details open ontoggle=alert('toggle')>x</details>",
      "<form action=\"javascript:alert('form')\"><button formaction=\"javascript:alert('button')\">b</button></form>",
      // An unclosed <style> inside <math>: the sanitiser drops it and all that follows (safe, if lossy).
      "<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>",
      "<style>body{background:url(javascript:alert('style'))}</style>",
      "<object data=\"javascript:alert('object')\"></object>",
      "<embed src=\"javascript:alert('embed')\">",
      '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
      "<base href=\"javascript:alert('base')//\">",
      "<noscript><p title=\"</noscript><img src=x onerror=alert('noscript')>\">",
    ].join("\n\n");
    const fields = {
      title: "<script>alert('title')</script><img src=x onerror=alert('title2')>",
      excerpt: "\"><svg onload=alert('excerpt')></p><script>alert('excerpt2')</script>",
      content,
      metaTitle: "</title><script>alert('metaTitle')</script>",
      metaDescription: "\"><script>alert('metaDescription')</script><meta http-equiv=refresh content=0;url=javascript:alert(1)>",
      tags: JSON.stringify(["<script>alert('tag')</script>", "\" onmouseover=\"alert('tag2')", "javascript:alert('tag3')"]),
      isFeatured: "true",
    };
    const created = await create(fields);
    expect(created.status).toBe(201);
    // Stored as typed: plain text is escaped where it is shown, not mangled when saved.
    expect(created.body).toMatchObject({ title: fields.title, excerpt: fields.excerpt, content, metaTitle: fields.metaTitle });
    expect(created.body.slug).toBe("script-alert-title-script-img-src-x-onerror-alert-title2");
    await publish(created.body.id);

    const path = `/blog/${created.body.slug}`;
    const shown = await until(
      () => page(path),
      (response) => response.status === 200,
    );
    expect(shown.status).toBe(200);
    expectNoScriptFrom(shown.text, path);
    const document = new JSDOM(shown.text).window.document;
    // The text fields are shown as text.
    expect(document.querySelector("h1")?.textContent).toBe(fields.title);
    expect(document.querySelector("[data-testid=article-excerpt]")?.textContent?.trim()).toBe(fields.excerpt);
    expect([...document.querySelectorAll("[data-testid=article-tags] li")].map((tag) => tag.textContent)).toEqual(
      JSON.parse(fields.tags),
    );
    expect(document.title).toContain(fields.metaTitle);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toContain("alert('metaDescription')");
    // The markdown kept its safe parts: the heading, plain links as text, the code as code.
    const body = document.querySelector("[data-testid=article-content]");
    expect(body?.querySelector("h1")).not.toBeNull();
    expect(body?.querySelector("pre code")?.textContent).toContain("<script>alert('block')</script>");

    const blog = await until(
      () => page("/blog"),
      (response) => response.text.includes(`href="${path}"`),
    );
    expectNoScriptFrom(blog.text, "/blog");
    const feed = await until(
      () => page("/blog/rss.xml"),
      (response) => response.text.includes(path),
    );
    expect(feed.text).not.toMatch(/<script|<img|<svg/i);
    const parsed = new JSDOM(feed.text, { contentType: "text/xml" }).window.document;
    expect(parsed.querySelector("parsererror")).toBeNull();

    await api(`/api/admin/articles/${created.body.id}`, { method: "DELETE" });
  });
}
