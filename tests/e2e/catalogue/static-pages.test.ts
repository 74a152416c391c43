import { describe, expect, it } from "vitest";
import { catalogueSite, STATIC_PAGES } from "../../support/catalogue-site.ts";
import { canonicalOf, meta, text } from "../../support/html.ts";

/** The static pages (about, contact, policies...) and the not-found page. */
const { baseUrl, get } = catalogueSite();

const NOT_FOUND_CATEGORIES = ["minecraft", "pokemons", "animais", "patrulha-canina"];

describe("static pages", () => {
  it.each(Object.entries(STATIC_PAGES))("/%s answers 200 with its title", async (id, title) => {
    const { status, document } = await get(`/${id}`);
    expect(status).toBe(200);
    expect(text(document.querySelector("main h1"))).toBe(title);
    expect(text(document.querySelector("title"))).toBe(`${title} | Rabisco`);
    expect(meta(document, "description")).toBeTruthy();
    expect(canonicalOf(document)).toBe(`${baseUrl}/${id}`);
    expect(text(document.querySelector("main")).length).toBeGreaterThan(500);
  });
});

describe("not-found page", () => {
  it.each(["/pagina-que-nao-existe", "/um/caminho/que/nao/existe"])(
    "%s answers 404 with 'Página não encontrada' and links home and to four categories",
    async (path) => {
      const { status, document } = await get(path);
      expect(status).toBe(404);
      expect(text(document.querySelector("main h1"))).toBe("Página não encontrada");
      expect(document.querySelector('main a[href="/"]')).not.toBeNull();
      for (const slug of NOT_FOUND_CATEGORIES)
        expect(document.querySelector(`main a[href="/categorias/${slug}"]`), slug).not.toBeNull();
      expect(meta(document, "robots")).toContain("noindex");
      // Not found: no canonical address of its own.
      expect(document.querySelectorAll('link[rel="canonical"]').length).toBe(0);
    },
  );
});
