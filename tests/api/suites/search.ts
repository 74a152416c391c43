import { beforeAll, expect, it } from "vitest";
import { freshIp, type ServerContext } from "../servers.ts";
import { formOf, send } from "../support.ts";
import { client } from "./categories.ts";

/**
 * GET /api/search and /api/search/articles through the real server
 * (docs/search.md): answers from the database, fresh the moment an edit
 * commits; bad queries get a 400 in Portuguese; an address that asks too
 * often gets a 429; answers are cacheable by the CDN for a few seconds.
 */
type Answer = {
  query: string;
  correctedQuery: string | null;
  total: number;
  page: number;
  pageSize: number;
  results: { url: string; title: string; image: string | null; category: string }[];
};

export function searchTests(context: () => ServerContext): void {
  const api = client(context);
  const search = (query: string, extra = "") =>
    send(context().url, `/api/search?q=${encodeURIComponent(query)}${extra}`, { ip: freshIp() });
  let categoryId = "";

  beforeAll(async () => {
    categoryId = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Bichos do Cerrado" }) })).body.id;
  });

  it("finds a drawing the moment it is created, edited, hidden and deleted through the admin", async () => {
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({
        title: "Lobo-guará",
        description: "Um lobo de pernas compridas.",
        categoryId,
        tags: JSON.stringify(["cerrado", "lobo"]),
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // No waiting: the answer right after the write has it.
    const found = (await search("lobo guara")).body as Answer;
    expect(found).toMatchObject({ query: "lobo guara", correctedQuery: null, total: 1, page: 1, pageSize: 24 });
    expect(found.results).toEqual([
      {
        url: `/desenhos/bichos-do-cerrado/${created.body.slug}`,
        title: "Lobo-guará",
        image: null,
        category: "Bichos do Cerrado",
        difficulty: null,
      },
    ]);
    // A typo is corrected, and said.
    expect((await search("loob-guara")).body).toMatchObject({ correctedQuery: "lobo guara", total: 1 });

    expect(
      (await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ title: "Tamanduá-bandeira" }) })).status,
    ).toBe(200);
    expect(((await search("lobo guara")).body as Answer).total).toBe(0);
    expect(((await search("tamandua")).body as Answer).results.map((hit) => hit.title)).toEqual(["Tamanduá-bandeira"]);

    expect((await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ active: "false" }) })).status).toBe(200);
    expect(((await search("tamandua")).body as Answer).total).toBe(0);
    expect((await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ active: "true" }) })).status).toBe(200);
    expect(((await search("tamandua")).body as Answer).total).toBe(1);
    expect((await api(`/api/admin/drawings/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(((await search("tamandua")).body as Answer).total).toBe(0);
  });

  it("answers with headers a CDN can cache for a few seconds, keyed on q, page and the level only", async () => {
    const response = await search("gato", "&page=1&utm_source=x");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=5");
    expect(response.headers["netlify-cdn-cache-control"]).toBe("public, s-maxage=5");
    expect(response.headers["netlify-vary"]).toBe("query=q|page|nivel");
    expect(String(response.headers["server-timing"])).toMatch(/^db;dur=[\d.]+, total;dur=[\d.]+$/);
    const articles = await send(context().url, "/api/search/articles?q=colorir", { ip: freshIp() });
    expect(articles.status).toBe(200);
    expect(articles.headers["netlify-vary"]).toBe("query=q");
  });

  it.each([
    ["", "Informe o que buscar."],
    ["?q=", "Informe o que buscar."],
    ["?q=%20%20", "Informe o que buscar."],
    [`?q=${"a".repeat(101)}`, "A busca pode ter no máximo 100 caracteres."],
    ["?q=gato%00", "A busca tem caracteres inválidos."],
    ["?q=gato%0Apreto", "A busca tem caracteres inválidos."],
    ["?q=gato&page=0", "Página inválida."],
    ["?q=gato&page=abc", "Página inválida."],
    ["?q=gato&page=1.5", "Página inválida."],
    ["?q=gato&page=51", "A busca mostra no máximo 50 páginas."],
    ["?q=gato&nivel=impossivel", "Nível de dificuldade inválido."],
    ["?q=&nivel=", "Nível de dificuldade inválido."],
  ])("answers 400 in Portuguese, not cacheable, for %s", async (query, message) => {
    const response = await send(context().url, `/api/search${query}`, { ip: freshIp() });
    expect([response.status, response.body]).toEqual([400, { message }]);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("filters by level, and lists a whole level without a query", async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Níveis" }) })).body;
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Capivara zen", categoryId: category.id, difficulty: "desafio" }),
    });
    expect(created.status).toBe(201);
    const found = async (query: string) =>
      ((await send(context().url, `/api/search${query}`, { ip: freshIp() })).body as Answer).results.map((hit) => hit.title);
    expect(await found("?q=capivara&nivel=desafio")).toEqual(["Capivara zen"]);
    expect(await found("?q=capivara&nivel=facil")).toEqual([]);
    expect(await found("?q=&nivel=desafio")).toContain("Capivara zen");
    // The articles' search takes no level: a blank query stays a bad one.
    const articles = await send(context().url, "/api/search/articles?q=&nivel=desafio", { ip: freshIp() });
    expect([articles.status, articles.body]).toEqual([400, { message: "Informe o que buscar." }]);
    expect((await api(`/api/admin/drawings/${created.body.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("answers odd but harmless queries: punctuation, SQL, tsquery operators, stop words only", async () => {
    for (const query of ["' or 1=1 --", "gato & !cão | (leão", "a:* & b", "de da do", "🐱🐶", "gato\u00a0brincalhão"]) {
      const response = await search(query);
      expect(response.status, query).toBe(200);
      expect((response.body as Answer).query).toBe(query.trim());
    }
  });

  it("limits each address: past the limit it answers 429 with Retry-After, other addresses still search", async () => {
    const ip = freshIp();
    let limited = null;
    // SEARCH_RATE_LIMIT_PER_MINUTE defaults to 120.
    for (let request = 1; request <= 121 && !limited; request++) {
      const response = await send(context().url, `/api/search?q=gato${request}`, { ip });
      if (response.status === 429) limited = { request, response };
      else expect(response.status).toBe(200);
    }
    expect(limited?.request).toBe(121);
    expect(limited?.response.body).toEqual({ message: "Muitas buscas seguidas. Espere um pouco e tente de novo." });
    expect(Number(limited?.response.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited?.response.headers["cache-control"]).toBe("no-store");
    expect((await search("gato")).status).toBe(200);
  });
}
