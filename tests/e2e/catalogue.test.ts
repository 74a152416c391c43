import { JSDOM } from "jsdom";
import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkA11y, launchBrowser, type NewPageOptions, newPage } from "../support/browser.ts";

/**
 * The public catalogue end to end, on the built and served site: every route
 * and its not-found view, SEO (canonical, sitemap, robots, JSON-LD, social
 * tags), the drawing page's download, print, PDF and counters, the card grids'
 * images and accessibility of every template at phone and desktop widths.
 */
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const sql = databaseUrl ? postgres(databaseUrl, { max: 2, onnotice: () => {} }) : null;
let browser: Browser;

const STATIC_PAGES: Record<string, string> = {
  sobre: "Sobre o Rabisco",
  contato: "Contato",
  privacidade: "Política de Privacidade",
  cookies: "Política de Cookies",
  faq: "Perguntas Frequentes",
  termos: "Termos de Uso",
  dmca: "Direitos Autorais",
};
const NOT_FOUND_CATEGORIES = ["minecraft", "pokemons", "animais", "patrulha-canina"];

/** What the sitemap says the site is made of; the fixture every test picks its pages from. */
type Catalogue = {
  urls: string[];
  categories: string[];
  drawings: { category: string; slug: string; path: string }[];
  /** A category with at least 5 drawings (so its drawings have 4 related ones), the one with the most. */
  category: string;
  /** Drawings of that category, in sitemap order. */
  drawingPaths: string[];
};
let catalogue: Catalogue;

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const paths = urls.map((url) => new URL(url).pathname);
  const categories = paths
    .filter((p) => /^\/categorias\/[^/]+$/.test(p) && p !== "/categorias/todas")
    .map((p) => p.split("/")[2] as string);
  const drawings = paths
    .filter((p) => p.startsWith("/desenhos/"))
    .map((p) => {
      const [, , category, slug] = p.split("/") as [string, string, string, string];
      return { category, slug, path: p };
    });
  const counts = new Map<string, number>();
  for (const drawing of drawings) counts.set(drawing.category, (counts.get(drawing.category) ?? 0) + 1);
  const [category] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  if (!category || (counts.get(category) ?? 0) < 5)
    throw new Error("The sample catalogue needs a category with at least 5 drawings");
  catalogue = {
    urls,
    categories,
    drawings,
    category,
    drawingPaths: drawings.filter((drawing) => drawing.category === category).map((drawing) => drawing.path),
  };
});

afterAll(async () => {
  await browser?.close();
  await sql?.end();
});

// ------------------------------------------------------------------ helpers

async function get(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; html: string; document: Document; response: Response }> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document, response };
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
/** Text without the decoration hidden from assistive technology (emoji icons). */
function spokenText(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
}
const drawingPath = (index = 0) => catalogue.drawingPaths[index] as string;
const slugOf = (path: string) => path.split("/").pop() as string;

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}

const typesOf = (data: Record<string, unknown>) => [data["@type"]].flat() as string[];

function canonicalOf(document: Document): string {
  const links = document.querySelectorAll('link[rel="canonical"]');
  expect(links.length).toBe(1);
  const href = links[0]?.getAttribute("href") ?? "";
  expect(href).toMatch(/^https?:\/\//);
  return href;
}

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

async function open(path: string, options: NewPageOptions = {}): Promise<{ page: Page; status: number }> {
  const page = await newPage(browser, { baseUrl, consent: "accepted", ...options });
  const response = await page.goto(path);
  return { page, status: response?.status() ?? 0 };
}

/** Closes the page with its context, awaited (so nothing is still closing when the browser goes). */
async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

// views and downloads are bigint: postgres.js reads them as strings.
type DrawingRow = { id: string; title: string; description: string | null; tags: string[]; views: string; downloads: string };

async function drawingRow(slug: string): Promise<DrawingRow> {
  if (!sql) throw new Error("no database");
  const [row] = await sql<DrawingRow[]>`select id, title, description, tags, views, downloads from drawings where slug = ${slug}`;
  if (!row) throw new Error(`no drawing ${slug}`);
  return row;
}

/** Waits for the page's POST to a drawing counter. */
function counterResponse(page: Page, counter: "view" | "download") {
  return page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/${counter}`));
}

// ------------------------------------------------------------------ routes

describe("home", () => {
  it("answers 200 with the hero, up to 8 featured categories and the 8 most downloaded drawings", async () => {
    const { status, document } = await get("/");
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).not.toBe("");
    expect(document.querySelector('main a[href="/categorias/todas"]')).not.toBeNull();
    const categories = document.querySelectorAll('[data-testid="featured-categories"] a[href^="/categorias/"]');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(8);
    for (const card of categories) expect(text(card)).toMatch(/\d+ desenhos?$/);
    const popular = [...document.querySelectorAll('[data-testid="popular-drawings"] a[href^="/desenhos/"]')];
    expect(popular.length).toBe(Math.min(8, catalogue.drawings.length));
    if (sql) {
      // Sorted by downloads, most first (the download test below runs later).
      const slugs = popular.map((card) => slugOf(card.getAttribute("href") ?? ""));
      const rows = await sql<
        { slug: string; downloads: number }[]
      >`select slug, downloads::float8 as downloads from drawings where slug in ${sql(slugs)}`;
      const downloads = slugs.map((slug) => rows.find((row) => row.slug === slug)?.downloads ?? -1);
      expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
      const [{ max }] =
        (await sql`select coalesce(max(downloads), 0)::int as max from drawings where active and slug not in ${sql(slugs)}`) as [
          { max: number },
        ];
      expect(Math.min(...downloads)).toBeGreaterThanOrEqual(max);
    }
  });
});

describe("all categories", () => {
  it("answers 200 with every category, sorted by name", async () => {
    const { status, document } = await get("/categorias/todas");
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).toBe("Todas as Categorias");
    const names = [...document.querySelectorAll('[data-testid="all-categories"] li')].map((item) =>
      text(item.querySelector("h2")),
    );
    expect(names.length).toBe(catalogue.categories.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    // The age guide: 2-4, 5-7, 8-10 and 11+.
    for (const band of [/2\s*[-–a]\s*4/, /5\s*[-–a]\s*7/, /8\s*[-–a]\s*10/, /11\s*\+|11 anos ou mais/])
      expect(text(document.body)).toMatch(band);
  });

  it("narrows the grid as the visitor types and echoes the text when nothing matches", async () => {
    const { page } = await open("/categorias/todas");
    const input = page.getByPlaceholder("Buscar categorias...");
    const cards = page.locator('[data-testid="all-categories"] li:visible');
    const total = await cards.count();
    expect(total).toBe(catalogue.categories.length);

    const first = (await page.locator('[data-testid="all-categories"] li h2').first().textContent())?.trim() ?? "";
    await input.fill(first.slice(0, Math.max(3, Math.ceil(first.length / 2))).toUpperCase());
    await expect.poll(() => cards.count()).toBeLessThan(total);
    expect(await cards.count()).toBeGreaterThan(0);
    for (const name of await cards.locator("h2").allTextContents()) {
      expect(name.normalize("NFD").toLowerCase()).toContain(first.slice(0, 3).normalize("NFD").toLowerCase());
    }

    await input.fill("xyzzy dragão");
    const empty = page.locator("[data-filter-empty]");
    await empty.waitFor({ state: "visible" });
    expect(await empty.textContent()).toContain("Nenhuma categoria encontrada");
    expect(await empty.textContent()).toContain("xyzzy dragão");
    expect(await cards.count()).toBe(0);

    await input.fill("");
    await expect.poll(() => cards.count()).toBe(total);
    expect(await empty.isVisible()).toBe(false);
    await closePage(page);
  });
});

describe("category page", () => {
  it("answers 200 with the breadcrumb, heading, count and the category's drawings", async () => {
    const { status, document } = await get(`/categorias/${catalogue.category}`);
    expect(status).toBe(200);
    expect(text(document.querySelector("h1"))).toMatch(/^Desenhos de .+ para colorir$/);
    const count = Number(text(document.querySelector('[data-testid="drawings-count"]')).match(/^(\d+) desenhos?$/)?.[1]);
    expect(count).toBe(catalogue.drawingPaths.length);
    const links = [...document.querySelectorAll('[data-testid="category-drawings"] a')].map((link) => link.getAttribute("href"));
    expect(links.length).toBe(Math.min(count, 40));
    for (const link of links) expect(catalogue.drawingPaths).toContain(link);
    expect(document.querySelector('nav[aria-label="Trilha de navegação"] a[href="/"]')).not.toBeNull();
  });

  it("answers 404 with 'Categoria não encontrada' for an unknown slug", async () => {
    const { status, document } = await get("/categorias/categoria-que-nao-existe");
    expect(status).toBe(404);
    expect(text(document.querySelector("main h1"))).toBe("Categoria não encontrada");
    expect(document.querySelector('main a[href="/"]')).not.toBeNull();
    expect(meta(document, "robots")).toContain("noindex");
  });

  it("answers 404 for a page number past the end and for /pagina/1 (page 1 is the category's own address)", async () => {
    const pages = Math.ceil(catalogue.drawingPaths.length / 40);
    for (const path of [`/categorias/${catalogue.category}/pagina/${pages + 1}`, `/categorias/${catalogue.category}/pagina/1`]) {
      const { status, document } = await get(path);
      expect(status, path).toBe(404);
      expect(text(document.querySelector("main h1"))).toBe("Categoria não encontrada");
    }
  });
});

describe("drawing page", () => {
  it("answers 200 with breadcrumb, title, image, buttons, description, tags and 4 related drawings", async () => {
    const path = drawingPath(0);
    const { status, document } = await get(path);
    expect(status).toBe(200);
    const crumbs = [...document.querySelectorAll('nav[aria-label="Trilha de navegação"] li')];
    expect(crumbs.length).toBe(3);
    expect(crumbs[0]?.querySelector("a")?.getAttribute("href")).toBe("/");
    expect(crumbs[1]?.querySelector("a")?.getAttribute("href")).toBe(`/categorias/${catalogue.category}`);
    const title = text(document.querySelector("main h1"));
    expect(text(crumbs[2])).toContain(title);
    expect(crumbs[2]?.querySelector('[aria-current="page"]')).not.toBeNull();

    const image = document.querySelector("figure img");
    expect(image?.getAttribute("src")).toMatch(/\.webp$/);
    expect(image?.getAttribute("alt")).toContain(title);
    const buttons = [...document.querySelectorAll("drawing-actions button")].map(spokenText);
    expect(buttons).toEqual(["Baixar Desenho", "Imprimir Desenho"]);
    expect(spokenText(document.querySelector('drawing-actions a[data-action="pdf"]'))).toBe("Baixar PDF (A4)");

    const paragraphs = [...document.querySelectorAll('[data-testid="drawing-description"] p')].map(text);
    expect(paragraphs.length).toBeGreaterThan(0);
    const tags = [...document.querySelectorAll('[data-testid="drawing-tags"] li')].map(text);
    expect(tags.length).toBeGreaterThan(0);
    if (sql) {
      const row = await drawingRow(slugOf(path));
      expect(title).toBe(row.title);
      const lines = (row.description ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      expect(paragraphs).toEqual(lines);
      expect(tags).toEqual(row.tags.map((tag) => `#${tag}`));
    }

    const related = [...document.querySelectorAll('[data-testid="related-drawings"] a')].map((link) => link.getAttribute("href"));
    expect(related.length).toBe(4);
    expect(new Set(related).size).toBe(4);
    expect(related).not.toContain(path);
    for (const link of related) expect(link).toMatch(new RegExp(`^/desenhos/${catalogue.category}/`));
  });

  it("answers 404 with 'Desenho não encontrado' and a link home for an unknown drawing", async () => {
    for (const path of [`/desenhos/${catalogue.category}/desenho-que-nao-existe`, "/desenhos/categoria-que-nao-existe/desenho"]) {
      const { status, document } = await get(path);
      expect(status, path).toBe(404);
      expect(text(document.querySelector("main h1"))).toBe("Desenho não encontrado");
      expect(document.querySelector('main a[href="/"]')).not.toBeNull();
    }
  });

  it("moves permanently from /desenho/{slug} to /desenhos/{category}/{slug}", async () => {
    const path = drawingPath(1);
    const response = await fetch(`${baseUrl}/desenho/${slugOf(path)}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe(path);
    const unknown = await fetch(`${baseUrl}/desenho/desenho-que-nao-existe`, { redirect: "manual" });
    expect(unknown.status).toBe(404);
  });
});

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
      canonicalOf(document);
    },
  );
});

// ------------------------------------------------------------------ SEO

describe("SEO", () => {
  it("gives every page exactly one absolute canonical link, its own URL on found pages", async () => {
    const found = ["/", "/categorias/todas", `/categorias/${catalogue.category}`, drawingPath(0), "/sobre", "/faq"];
    for (const path of found) {
      const { document } = await get(path);
      expect(canonicalOf(document), path).toBe(path === "/" ? `${baseUrl}/` : `${baseUrl}${path}`);
      expect(meta(document, "og:url"), path).toBe(canonicalOf(document));
    }
    for (const path of ["/categorias/nao-existe", `/desenhos/${catalogue.category}/nao-existe`, "/nao-existe"]) {
      const { document } = await get(path);
      expect(new URL(canonicalOf(document)).origin).toBe(baseUrl);
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

// ------------------------------------------------------------------ drawing actions

describe("drawing actions", () => {
  it("downloads {slug}.webp, shows 'Download iniciado!' and counts one download", async () => {
    const path = drawingPath(2);
    const slug = slugOf(path);
    const { page } = await open(path);
    const before = sql ? Number((await drawingRow(slug)).downloads) : null;
    const counted = counterResponse(page, "download");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar Desenho" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}.webp`);
    const file = await download.path();
    expect((await sharp(file).metadata()).format).toBe("webp");
    const toast = page.locator("[data-toast]");
    await toast.getByText("Download iniciado!").waitFor({ state: "visible" });
    const response = await counted;
    expect(response.status()).toBe(200);
    if (sql && before !== null) {
      await page.waitForTimeout(300); // no second request may follow
      expect(Number((await drawingRow(slug)).downloads)).toBe(before + 1);
    } else {
      console.warn("Skipped: the downloads counter was not read back (no database URL; run with TEST_DATABASE_URL set).");
    }
    await closePage(page);
  });

  it("sends one view per page load, counted once per visitor and period", async () => {
    const path = drawingPath(3);
    const slug = slugOf(path);
    const before = sql ? Number((await drawingRow(slug)).views) : null;
    const page = await newPage(browser, { baseUrl, consent: "accepted" });
    const views: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/view")) views.push(request.url());
    });
    for (let load = 1; load <= 2; load++) {
      const counted = counterResponse(page, "view");
      // The request must also finish: a body left unread keeps it open and the page never goes network-idle.
      const finished = page.waitForEvent("requestfinished", {
        predicate: (request) => request.url().endsWith("/view"),
        timeout: 10_000,
      });
      await (load === 1 ? page.goto(path) : page.reload());
      expect((await counted).status()).toBe(200);
      await finished;
      await page.waitForTimeout(500); // no second request may follow
      expect(views.length).toBe(load);
      // The reload comes from the same address: it is sent, but the count moved once (README "Counters").
      if (sql && before !== null) expect(Number((await drawingRow(slug)).views)).toBe(before + 1);
    }
    expect(new Set(views).size).toBe(1);
    if (!sql) console.warn("Skipped: the views counter was not read back (no database URL; run with TEST_DATABASE_URL set).");
    await closePage(page);
  });

  it("answers 400 to a malformed id and 404 JSON to an unknown one", async () => {
    // Same-origin POSTs, as the page sends them (Astro refuses cross-site ones).
    const init = { method: "POST", headers: { origin: baseUrl } };
    for (const counter of ["view", "download"]) {
      const malformed = await fetch(`${baseUrl}/api/drawings/nao-e-um-uuid/${counter}`, init);
      expect(malformed.status).toBe(400);
      expect(malformed.headers.get("content-type")).toContain("application/json");
      const unknown = await fetch(`${baseUrl}/api/drawings/00000000-0000-4000-8000-000000000000/${counter}`, init);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("content-type")).toContain("application/json");
      expect(((await unknown.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it("offers a real A4 PDF", async () => {
    const path = drawingPath(0);
    const { document } = await get(path);
    const link = document.querySelector('a[data-action="pdf"]');
    expect(spokenText(link)).toBe("Baixar PDF (A4)");
    expect(link?.getAttribute("download")).toBe(`${slugOf(path)}.pdf`);
    const response = await fetch(new URL(link?.getAttribute("href") ?? "", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it("prints through a hidden frame that goes away about 1 s after the dialog", async () => {
    const page = await newPage(browser, { baseUrl, consent: "accepted" });
    // Every frame (the print frame too) gets a print() that only records the call.
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { __printedAt?: number[] };
        top.__printedAt = [...(top.__printedAt ?? []), top.performance.now()];
      };
    });
    await page.goto(drawingPath(0));
    await page.evaluate(() => {
      const w = window as Window & { __frameRemovedAt?: number };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLIFrameElement && node.hasAttribute("data-print-frame"))
              w.__frameRemovedAt = performance.now();
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Imprimir Desenho" }).click();
    await page.locator("[data-toast]").getByText("Preparando para imprimir...").waitFor({ state: "visible" });
    const frame = page.locator("iframe[data-print-frame]");
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("aria-hidden")).toBe("true");
    expect(await frame.isVisible()).toBe(false);
    await frame.waitFor({ state: "detached", timeout: 5_000 });
    const times = await page.evaluate(() => {
      const w = window as Window & { __printedAt?: number[]; __frameRemovedAt?: number };
      return { printed: w.__printedAt ?? [], removed: w.__frameRemovedAt ?? null };
    });
    expect(times.printed.length).toBe(1);
    expect(times.removed).not.toBeNull();
    const delay = (times.removed as number) - (times.printed[0] as number);
    expect(delay).toBeGreaterThanOrEqual(950);
    expect(delay).toBeLessThan(2_000);
    expect(await page.getByText("Não foi possível preparar a impressão.").count()).toBe(0);
    await closePage(page);
  });

  it("prints only the drawing with the print stylesheet", async () => {
    const { page } = await open(drawingPath(0));
    await page.emulateMedia({ media: "print" });
    const outside = await page.evaluate(() => {
      const figure = document.querySelector("figure.drawing-print-target");
      if (!figure) return ["no figure"];
      const shown: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        if (figure === element || figure.contains(element) || element.contains(figure)) continue;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const paints =
          style.visibility === "visible" &&
          style.display !== "none" &&
          box.width > 0 &&
          box.height > 0 &&
          (element instanceof HTMLImageElement ||
            element instanceof SVGElement ||
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()));
        if (paints) shown.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
      }
      return shown;
    });
    expect(outside).toEqual([]);
    expect(await page.locator("figure.drawing-print-target img").isVisible()).toBe(true);
    expect(await page.locator("main h1").isVisible()).toBe(false);
    expect(await page.locator("header").first().isVisible()).toBe(false);
    await closePage(page);
  });
});

// ------------------------------------------------------------------ images

describe("grid images", () => {
  it("uses card-size images with dimensions, lazy below the fold, and never a full-size drawing on a category page", async () => {
    const page = await newPage(browser, { baseUrl, consent: "accepted" });
    const fullSize: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".webp") && !url.pathname.endsWith(".card.webp")) fullSize.push(url.pathname);
    });
    await page.goto(`/categorias/${catalogue.category}`);
    const images = await page.locator('[data-testid="category-drawings"] img').evaluateAll((items) =>
      items.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    const fold = page.viewportSize()?.height ?? 800;
    for (const image of images) {
      expect(image.src).toMatch(/\.card\.webp$/);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      if (image.top >= fold) expect(image.loading, image.src).toBe("lazy");
    }
    // Scroll to the end so every lazy image loads; none of them is full size.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    expect(fullSize).toEqual([]);
    await closePage(page);
  });

  it("uses card-size images on the home and all-categories grids and for related drawings", async () => {
    for (const [path, selector] of [
      ["/", '[data-testid="featured-categories"] img, [data-testid="popular-drawings"] img'],
      ["/categorias/todas", '[data-testid="all-categories"] img'],
      [drawingPath(0), '[data-testid="related-drawings"] img'],
    ] as const) {
      const { document } = await get(path);
      const images = [...document.querySelectorAll(selector)];
      expect(images.length, path).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.getAttribute("src"), path).toMatch(/\.card\.webp$|\.svg$/);
        expect(image.getAttribute("width")).toBeTruthy();
        expect(image.getAttribute("height")).toBeTruthy();
      }
    }
  });
});

// ------------------------------------------------------------------ accessibility

describe("accessibility", () => {
  const templates = () => [
    ["home", "/"],
    ["all categories", "/categorias/todas"],
    ["category", `/categorias/${catalogue.category}`],
    ["drawing", drawingPath(0)],
    ["static page", "/privacidade"],
    ["not found", "/pagina-que-nao-existe"],
  ];
  for (const mobile of [true, false]) {
    it(`has no serious or critical axe violations on any template (${mobile ? "mobile" : "desktop"})`, async () => {
      for (const [, path] of templates()) {
        // A first visit: the cookie banner is on screen too.
        const page = await newPage(browser, { baseUrl, mobile });
        await page.goto(path as string);
        await checkA11y(page);
        await closePage(page);
      }
    });
  }
});
