import { describe, expect, it } from "vitest";
import type { Category, DrawingWithCategory } from "./domain.ts";
import { categorySeo, drawingSeo, searchSeo, staticPageSeo } from "./page-seo.ts";

const SITE = "https://rabisco.test";
const animals: Category = {
  id: "c1",
  name: "Animais",
  slug: "animais",
  description: null,
  imageUrl: "/storage/categories/animais.webp",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-02T00:00:00Z"),
};
const cat: DrawingWithCategory = {
  id: "d1",
  title: "Gato",
  slug: "gato",
  description: "Um gato dormindo.\nSegunda linha.",
  categoryId: "c1",
  tags: ["gato", "animais"],
  imageUrl: "/storage/drawings/gato.webp",
  active: true,
  views: 10,
  downloads: 3,
  createdAt: new Date("2026-01-03T00:00:00Z"),
  updatedAt: new Date("2026-01-04T00:00:00Z"),
  category: { id: "c1", name: "Animais", slug: "animais" },
} as DrawingWithCategory;

describe("each page kind's SEO", () => {
  it("indexes a category's 'Novos' pages only, numbering the pages after the first, with its drawings as an ItemList", () => {
    const tierCounts = { facil: 5, medio: 30, dificil: 6, desafio: 0 };
    const page = {
      found: true as const,
      category: animals,
      drawings: [cat],
      total: 41,
      tierCounts,
      page: 2,
      pageCount: 2,
      tier: null,
    };
    const newest = categorySeo(SITE, { ...page, order: "newest" }, "/x");
    expect(newest).toMatchObject({
      title: "Desenhos de Animais para colorir (página 2)",
      description: "41 desenhos de Animais para imprimir e colorir grátis, em folha A4.",
      path: "/categorias/animais/pagina/2",
      noindex: false,
    });
    expect(JSON.stringify(newest.jsonLd)).toContain(`"url":"${SITE}/desenhos/animais/gato"`);
    expect(categorySeo(SITE, { ...page, order: "downloads" }, "/x").noindex).toBe(true);
    // A difficulty level's pages: their own address and title, indexable.
    expect(categorySeo(SITE, { ...page, total: 30, page: 1, order: "newest", tier: "medio" }, "/x")).toMatchObject({
      title: "Desenhos de Animais para colorir: Médio (6 a 8 anos)",
      description: "30 desenhos de Animais de nível médio, para crianças de 6 a 8 anos: imprima e pinte grátis.",
      path: "/categorias/animais/nivel/medio",
      noindex: false,
    });
    expect(categorySeo(SITE, { found: false }, "/categorias/nada")).toEqual({
      title: "Categoria não encontrada",
      description: "A categoria que você procura não existe.",
      path: "/categorias/nada",
      noindex: true,
    });
  });

  it("describes a drawing by its first paragraph, and never by its counters", () => {
    const seo = drawingSeo(SITE, cat);
    expect(seo).toMatchObject({ title: "Gato para colorir", description: "Um gato dormindo.", path: "/desenhos/animais/gato" });
    expect(JSON.stringify(seo.jsonLd)).not.toMatch(/"(views|downloads|interactionStatistic)"/);
  });

  it("keeps the search page out of the index and names a missing static page", () => {
    expect(searchSeo("gato")).toMatchObject({ title: "Resultados para: gato", noindex: true });
    expect(staticPageSeo(null, "/nada")).toMatchObject({ title: "Página não encontrada", path: "/nada", noindex: true });
  });
});
