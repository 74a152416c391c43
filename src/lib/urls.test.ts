import { describe, expect, it } from "vitest";
import { DIFFICULTY_TIERS } from "./colouring/difficulty.ts";
import {
  ALL_CATEGORIES_PATH,
  articlePath,
  BLOG_PATH,
  BLOG_RSS_PATH,
  cardUrlFor,
  categoryPath,
  drawingPath,
  drawingPathOf,
  HOME_PATH,
  ogUrlFor,
  parseCategoryPath,
  parseCategorySegments,
  pdfUrlFor,
  SEARCH_PATH,
  searchFormPath,
  searchPath,
  searchQueryOfPath,
} from "./urls.ts";

describe("page paths", () => {
  it("fixes the site's constant addresses", () => {
    expect([HOME_PATH, ALL_CATEGORIES_PATH, BLOG_PATH, BLOG_RSS_PATH, SEARCH_PATH]).toEqual([
      "/",
      "/categorias/todas",
      "/blog",
      "/blog/rss.xml",
      "/busca",
    ]);
  });

  it("addresses page 1 of a category by the category alone, later pages by number", () => {
    expect(categoryPath("animais")).toBe("/categorias/animais");
    expect(categoryPath("animais", 1)).toBe("/categorias/animais");
    expect(categoryPath("animais", 0)).toBe("/categorias/animais");
    expect(categoryPath("animais", 2)).toBe("/categorias/animais/pagina/2");
    expect(categoryPath("animais", 1, "downloads")).toBe("/categorias/animais/mais-baixados");
    expect(categoryPath("animais", 3, "downloads")).toBe("/categorias/animais/mais-baixados/pagina/3");
    expect(categoryPath("animais", 1, "newest", "facil")).toBe("/categorias/animais/nivel/facil");
    expect(categoryPath("animais", 1, "downloads", "facil")).toBe("/categorias/animais/mais-baixados/nivel/facil");
    expect(categoryPath("animais", 2, "downloads", "medio")).toBe("/categorias/animais/mais-baixados/nivel/medio/pagina/2");
  });

  it("puts a drawing under its category", () => {
    expect(drawingPath("animais", "gato-fofo")).toBe("/desenhos/animais/gato-fofo");
    expect(drawingPathOf({ slug: "gato-fofo", category: { slug: "animais" } })).toBe("/desenhos/animais/gato-fofo");
    expect(drawingPathOf({ slug: "gato-fofo", category: null })).toBeNull();
  });

  it("puts an article under the blog", () => {
    expect(articlePath("como-colorir")).toBe("/blog/como-colorir");
  });
});

describe("search paths", () => {
  it("encodes the query as one path segment", () => {
    expect(searchPath("gato fofo")).toBe("/busca/gato%20fofo");
    expect(searchPath("coração/ç?#")).toBe("/busca/cora%C3%A7%C3%A3o%2F%C3%A7%3F%23");
    expect(searchFormPath("gato fofo")).toBe("/search/gato%20fofo");
    expect(searchFormPath("a/b")).toBe("/search/a%2Fb");
  });

  it("gives the bare search page for a blank query", () => {
    expect(searchPath("")).toBe("/busca");
  });

  it("reads the query back from either address, decoded once, whatever it holds", () => {
    for (const query of ["gato fofo", "a/b", "x=1&y=2", "50%", "100%25", "coração?#", "%E0%A4%A"]) {
      expect(searchQueryOfPath(searchPath(query)), query).toBe(query);
      expect(searchQueryOfPath(searchFormPath(query)), query).toBe(query);
    }
    expect(searchQueryOfPath("/busca")).toBe("");
    expect(searchQueryOfPath("/search/")).toBe("");
    // A malformed escape typed into the address bar stays as typed.
    expect(searchQueryOfPath("/busca/50%")).toBe("50%");
    expect(searchQueryOfPath("/busca/%E0%A4")).toBe("%E0%A4");
    expect(searchQueryOfPath("/busca/a%2Fb%3Dc%26d")).toBe("a/b=c&d");
  });
});

describe("cardUrlFor / ogUrlFor", () => {
  it("derive variant URLs from a full image URL", () => {
    expect(cardUrlFor("/storage/drawings/gato.webp")).toBe("/storage/drawings/gato.card.webp");
    expect(ogUrlFor("https://x.supabase.co/storage/v1/object/public/drawings/drawings/gato.webp")).toBe(
      "https://x.supabase.co/storage/v1/object/public/drawings/drawings/gato.og.jpg",
    );
    expect(cardUrlFor("/storage/drawings/gato.webp?v=2")).toBe("/storage/drawings/gato.card.webp?v=2");
    expect(ogUrlFor("/storage/drawings/gato.webp#x")).toBe("/storage/drawings/gato.og.jpg#x");
  });

  it("leave other URLs unchanged", () => {
    expect(cardUrlFor(null)).toBeNull();
    expect(ogUrlFor(null)).toBeNull();
    expect(cardUrlFor("https://example.com/gato.png")).toBe("https://example.com/gato.png");
    expect(ogUrlFor("/storage/drawings/gato.card.webp")).toBe("/storage/drawings/gato.card.webp");
    expect(cardUrlFor("/storage/drawings/gato.webp.png")).toBe("/storage/drawings/gato.webp.png");
  });
});

describe("pdfUrlFor", () => {
  it("maps a full image URL to its PDF", () => {
    expect(pdfUrlFor("/storage/drawings/gato.webp")).toBe("/storage/drawings/gato.pdf");
    expect(pdfUrlFor("https://x.supabase.co/storage/v1/object/public/drawings/drawings/gato.webp?v=2")).toBe(
      "https://x.supabase.co/storage/v1/object/public/drawings/drawings/gato.pdf?v=2",
    );
  });

  it.each([null, "", "/storage/drawings/gato.card.webp", "/storage/drawings/gato.og.webp", "/x/gato.png"])(
    "has no PDF for %s",
    (url) => {
      expect(pdfUrlFor(url)).toBeNull();
    },
  );
});

describe("cardUrlFor, as the admin list's thumbnails use it", () => {
  it("points a stored WebP at its card variant", () => {
    expect(cardUrlFor("/storage/drawings/gato.webp")).toBe("/storage/drawings/gato.card.webp");
    expect(cardUrlFor("/storage/drawings/gato.webp?v=2")).toBe("/storage/drawings/gato.card.webp?v=2");
  });

  it("leaves other URLs alone", () => {
    expect(cardUrlFor("/storage/drawings/gato.card.webp")).toBe("/storage/drawings/gato.card.webp");
    expect(cardUrlFor("https://example.com/gato.png")).toBe("https://example.com/gato.png");
  });
});

describe("parseCategorySegments / parseCategoryPath", () => {
  it("reads back every address categoryPath builds", () => {
    for (const order of ["newest", "downloads"] as const)
      for (const tier of [null, ...DIFFICULTY_TIERS])
        for (const page of [1, 2, 37]) {
          const path = categoryPath("animais-da-fazenda", page, order, tier);
          expect(parseCategoryPath(path), path).toEqual({
            slug: "animais-da-fazenda",
            order,
            tier,
            pageParam: page === 1 ? undefined : String(page),
          });
        }
  });

  it("refuses what is no category address", () => {
    for (const rest of [
      undefined,
      "",
      "animais/nivel/impossivel",
      "animais/nivel",
      "animais/pagina",
      "animais/nivel/facil/mais-baixados",
      "animais/pagina/2/nivel/facil",
      "animais/outra-coisa",
      "animais/pagina/2/sobra",
    ])
      expect(parseCategorySegments(rest), String(rest)).toBeNull();
    expect(parseCategoryPath("/blog/animais")).toBeNull();
    expect(parseCategoryPath("/categorias")).toBeNull();
  });

  it("leaves the page number as written, for the route to judge", () => {
    expect(parseCategorySegments("animais/pagina/1")?.pageParam).toBe("1");
    expect(parseCategorySegments("animais/pagina/abc")?.pageParam).toBe("abc");
  });
});
