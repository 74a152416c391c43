import type { Browser, Page } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { CATEGORY_PAGE_SIZE } from "#src/lib/site.ts";
import { launchBrowser, type NewPageOptions, newPage, waitForIslands } from "./browser.ts";
import { type FetchedPage, fetchPage } from "./html.ts";

/**
 * What the public catalogue's end-to-end tests (tests/e2e/catalogue/) share:
 * the served site and, on PostgreSQL runs, its database; a browser, launched
 * on first use; and the catalogue as the sitemap describes it, which every
 * test picks its pages from rather than naming sample drawings.
 */

/** The static pages and their titles. */
export const STATIC_PAGES: Record<string, string> = {
  sobre: "Sobre o Rabisco",
  contato: "Contato",
  privacidade: "Política de Privacidade",
  cookies: "Política de Cookies",
  faq: "Perguntas Frequentes",
  termos: "Termos de Uso",
  dmca: "Direitos Autorais",
};

/** What the sitemap says the site is made of. */
export type Catalogue = {
  urls: string[];
  categories: string[];
  drawings: { category: string; slug: string; path: string }[];
  /** A category with at least 5 drawings (so its drawings have 4 related ones), the one with the most that fit on one page. */
  category: string;
  /** Drawings of that category, in sitemap order. */
  drawingPaths: string[];
};

// views and downloads are bigint: postgres.js reads them as strings.
export type DrawingRow = {
  id: string;
  title: string;
  description: string | null;
  tags: string[];
  views: string;
  downloads: string;
};

export type CatalogueSite = {
  baseUrl: string;
  /** The served site's database, or null when it runs on the embedded one (no TEST_DATABASE_URL). */
  sql: postgres.Sql | null;
  /** Read from the sitemap before the file's first test. */
  catalogue: Catalogue;
  browser(): Promise<Browser>;
  /** Fetches a path of the site and parses the HTML. */
  get(path: string, init?: RequestInit): Promise<FetchedPage>;
  /** A fresh page on the site (relative paths resolve against it). */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** A fresh page with the cookie choice made, already at `path`. */
  open(path: string, options?: NewPageOptions): Promise<{ page: Page; status: number }>;
  /** The index-th drawing of `catalogue.category`. */
  drawingPath(index?: number): string;
  /** A page of every public template: home, categories, a category, a drawing, the blog and an article, favourites, colouring, search, collections, a 404. */
  templatePaths(): string[];
  drawingRow(slug: string): Promise<DrawingRow>;
};

async function readCatalogue(baseUrl: string): Promise<Catalogue> {
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
  // The largest whose drawings all fit on its first page (CATEGORY_PAGE_SIZE): what the tests see of it is all of it.
  const [category] =
    [...counts].filter(([, count]) => count <= CATEGORY_PAGE_SIZE).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ??
    [];
  if (!category || (counts.get(category) ?? 0) < 5)
    throw new Error("The sample catalogue needs a category with at least 5 drawings");
  return {
    urls,
    categories,
    drawings,
    category,
    drawingPaths: drawings.filter((drawing) => drawing.category === category).map((drawing) => drawing.path),
  };
}

/** The catalogue site of one test file: call at its top level (it registers the file's beforeAll and afterAll). */
export function catalogueSite(): CatalogueSite {
  const baseUrl = inject("baseUrl");
  const databaseUrl = inject("databaseUrl");
  const sql = databaseUrl ? postgres(databaseUrl, { max: 2, onnotice: () => {} }) : null;
  const catalogue = {} as Catalogue;
  let browser: Promise<Browser> | undefined;

  beforeAll(async () => {
    Object.assign(catalogue, await readCatalogue(baseUrl));
  });
  afterAll(async () => {
    await (await browser)?.close();
    await sql?.end();
  });

  const site: CatalogueSite = {
    baseUrl,
    sql,
    catalogue,
    browser: () => {
      browser ??= launchBrowser();
      return browser;
    },
    get: (path, init = {}) => fetchPage(`${baseUrl}${path}`, init),
    newPage: async (options = {}) => newPage(await site.browser(), { baseUrl, ...options }),
    open: async (path, options = {}) => {
      const page = await site.newPage({ consent: "accepted", ...options });
      const response = await page.goto(path);
      await waitForIslands(page);
      return { page, status: response?.status() ?? 0 };
    },
    drawingPath: (index = 0) => catalogue.drawingPaths[index] as string,
    templatePaths: () => {
      const article = catalogue.urls.map((url) => new URL(url).pathname).find((path) => /^\/blog\/[^/]+$/.test(path));
      if (!article) throw new Error("the sample content has no article");
      return [
        "/",
        "/categorias/todas",
        `/categorias/${catalogue.category}`,
        site.drawingPath(0),
        "/blog",
        article,
        "/favoritos",
        "/pintar",
        "/minhas-pinturas",
        "/busca/gato",
        "/colecoes",
        "/colecoes/natal",
        "/pagina-que-nao-existe",
      ];
    },
    drawingRow: async (slug) => {
      if (!sql) throw new Error("no database");
      const [row] = await sql<
        DrawingRow[]
      >`select id, title, description, tags, views, downloads from drawings where slug = ${slug}`;
      if (!row) throw new Error(`no drawing ${slug}`);
      return row;
    },
  };
  return site;
}

/** The last segment of a drawing's path. */
export const slugOf = (path: string) => path.split("/").pop() as string;

/** Closes the page with its context, awaited (so nothing is still closing when the browser goes). */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Waits for the page's POST to a drawing counter. */
export function counterResponse(page: Page, counter: "view" | "download") {
  return page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/${counter}`));
}
