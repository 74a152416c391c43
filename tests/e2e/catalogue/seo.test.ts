import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { catalogueSite, STATIC_PAGES } from "../../support/catalogue-site.ts";
import { canonicalOf, jsonLd, meta, text, typesOf } from "../../support/html.ts";

/** SEO of the catalogue: canonical links, sitemap and robots.txt, JSON-LD, Open Graph and Twitter tags. */
const { baseUrl, sql, catalogue, get, drawingPath } = catalogueSite();

describe("SEO", () => {
  it("gives every page exactly one absolute canonical link, its own URL on found pages", async () => {
    const found = ["/", "/categorias/todas", `/categorias/${catalogue.category}`, drawingPath(0), "/sobre", "/faq"];
    for (const path of found) {
      const { document } = await get(path);
      expect(canonicalOf(document), path).toBe(path === "/" ? `${baseUrl}/` : `${baseUrl}${path}`);
      expect(meta(document, "og:url"), path).toBe(canonicalOf(document));
    }
    // The home page's title says what the site is.
    expect(text((await get("/")).document.querySelector("title"))).toBe("Desenhos para colorir grátis para imprimir | Rabisco");
    // A page that is not found names no canonical address.
    for (const path of [
      "/categorias/nao-existe",
      `/desenhos/${catalogue.category}/nao-existe`,
      "/nao-existe",
      "/blog/nao-existe",
    ]) {
      const { status, document } = await get(path);
      expect(status, path).toBe(404);
      expect(document.querySelectorAll('link[rel="canonical"]').length, path).toBe(0);
      expect(meta(document, "og:url"), path).toBeNull();
    }
  });

  it("lists every category and every active drawing in sitemap.xml, and robots.txt points to it", async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("xml");
    for (const url of catalogue.urls) expect(url.startsWith(`${baseUrl}/`), url).toBe(true);
    expect(new Set(catalogue.urls).size).toBe(catalogue.urls.length);
    expect(catalogue.urls).toContain(`${baseUrl}/`);
    expect(catalogue.urls).toContain(`${baseUrl}/categorias/todas`);
    for (const id of Object.keys(STATIC_PAGES)) expect(catalogue.urls).toContain(`${baseUrl}/${id}`);

    // Every category the site links to and every drawing its category pages show.
    const { document } = await get("/categorias/todas");
    const linked = [...document.querySelectorAll('[data-testid="all-categories"] a')].map((a) => a.getAttribute("href") ?? "");
    expect(linked.map((href) => href.split("/")[2]).sort()).toEqual([...catalogue.categories].sort());
    for (const slug of catalogue.categories) {
      const page = await get(`/categorias/${slug}`);
      for (const a of page.document.querySelectorAll('[data-testid="category-drawings"] a')) {
        expect(catalogue.urls).toContain(`${baseUrl}${a.getAttribute("href")}`);
      }
    }

    if (sql) {
      const categories = await sql<{ slug: string }[]>`select slug from categories`;
      expect([...catalogue.categories].sort()).toEqual(categories.map((row) => row.slug).sort());
      const active = await sql<{ path: string }[]>`
        select '/desenhos/' || c.slug || '/' || d.slug as path
        from drawings d join categories c on c.id = d.category_id where d.active`;
      expect(catalogue.drawings.map((drawing) => drawing.path).sort()).toEqual(active.map((row) => row.path).sort());
      const [{ inactive }] = (await sql`select count(*)::int as inactive from drawings where not active`) as [
        { inactive: number },
      ];
      if (inactive > 0) {
        // An inactive drawing is neither listed nor served.
        const [hidden] = await sql<{ path: string }[]>`
          select '/desenhos/' || c.slug || '/' || d.slug as path
          from drawings d join categories c on c.id = d.category_id where not d.active limit 1`;
        expect((await fetch(`${baseUrl}${hidden?.path}`)).status).toBe(404);
      }
    }

    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(new RegExp(`^Sitemap: ${baseUrl}/sitemap\\.xml$`, "m"));
  });

  it("describes each template with valid JSON-LD", async () => {
    const home = jsonLd((await get("/")).document);
    const website = home.find((data) => typesOf(data).includes("WebSite"));
    expect(website?.url).toBe(`${baseUrl}/`);
    const action = website?.potentialAction as Record<string, unknown> | undefined;
    expect(action?.["@type"]).toBe("SearchAction");
    expect(JSON.stringify(action?.target)).toContain("{search_term_string}");
    expect(action?.["query-input"]).toBe("required name=search_term_string");

    const path = drawingPath(0);
    const drawing = jsonLd((await get(path)).document);
    const crumbs = drawing.find((data) => typesOf(data).includes("BreadcrumbList"));
    const items = crumbs?.itemListElement as { position: number; item: string; name: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.item)).toEqual([
      `${baseUrl}/`,
      `${baseUrl}/categorias/${catalogue.category}`,
      `${baseUrl}${path}`,
    ]);
    const work = drawing.find((data) => typesOf(data).includes("ImageObject") || typesOf(data).includes("CreativeWork"));
    expect(work).toBeDefined();
    expect(work?.contentUrl).toMatch(new RegExp(`^${baseUrl}/.+\\.webp$`));
    expect(work?.url).toBe(`${baseUrl}${path}`);

    const category = jsonLd((await get(`/categorias/${catalogue.category}`)).document);
    const collection = category.find((data) => typesOf(data).includes("CollectionPage"));
    expect(collection?.url).toBe(`${baseUrl}/categorias/${catalogue.category}`);
    expect((collection?.mainEntity as { numberOfItems?: number } | undefined)?.numberOfItems).toBe(catalogue.drawingPaths.length);
    expect(jsonLd((await get("/categorias/todas")).document).some((data) => typesOf(data).includes("CollectionPage"))).toBe(true);
  });

  it("gives a drawing page Open Graph and Twitter tags with a 1200x630 image", async () => {
    const path = drawingPath(0);
    const { document } = await get(path);
    const title = text(document.querySelector("title"));
    expect(meta(document, "og:title")).toBe(title);
    expect(meta(document, "og:description")).toBeTruthy();
    expect(meta(document, "og:type")).toBe("website");
    expect(meta(document, "og:locale")).toBe("pt_BR");
    expect(meta(document, "og:site_name")).toBe("Rabisco");
    expect(meta(document, "og:url")).toBe(`${baseUrl}${path}`);
    expect(meta(document, "og:image:width")).toBe("1200");
    expect(meta(document, "og:image:height")).toBe("630");
    expect(meta(document, "og:image:alt")).toBeTruthy();
    expect(meta(document, "twitter:card")).toBe("summary_large_image");
    expect(meta(document, "twitter:title")).toBe(title);
    expect(meta(document, "twitter:description")).toBe(meta(document, "og:description"));
    const image = meta(document, "og:image") ?? "";
    expect(meta(document, "twitter:image")).toBe(image);
    expect(image.startsWith(`${baseUrl}/`)).toBe(true);
    expect(image).not.toBe(`${baseUrl}/og-default.jpg`); // the drawing's own card
    const response = await fetch(image);
    expect(response.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });
});
