import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { Article, Category, CategoryWithCount, DrawingWithCategory } from "../../lib/domain.ts";
import { processSingleton } from "../process-singleton.ts";

/**
 * What a page was built from. While the rebuild engine renders a page, the
 * loaders (and the article repository) record each piece of data the page
 * shows as a dependency: a key naming the data and the value the page used.
 * The manifest keeps a fingerprint of each value; after a content change the
 * engine computes the same values again from the database and re-renders
 * exactly the pages whose values differ.
 *
 * Keys are `<group>` or `<group>|<detail>`. The group is what a content
 * change points at (`drawing:<id>`, `related:<categoryId>`...); the detail
 * tells pages of one group apart (`related:<categoryId>|<drawingId>`).
 * Outside a render (visitors' requests, the admin) recording does nothing.
 *
 * Counters (views, downloads) are never part of a value: they change with
 * every visit and the static HTML does not show them. The popular list's
 * order depends on downloads, so it is recorded as its own key.
 */
export type Dependencies = Map<string, string>;

const storage = () => processSingleton("rebuild-dependencies", () => new AsyncLocalStorage<Dependencies>());

/** A short, stable fingerprint of any JSON-able value (Dates as ISO strings). */
export function fingerprint(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url")
    .slice(0, 16);
}

/** Records that the page being rendered shows `value` under `key`; a no-op outside a render. */
export function recordDependency(key: string, value: unknown): void {
  const dependencies = storage().getStore();
  if (dependencies) dependencies.set(key, fingerprint(value));
}

/** Whether a render is collecting dependencies (lets callers skip computing values). */
export function isCollecting(): boolean {
  return storage().getStore() !== undefined;
}

const runScopes = () => processSingleton("rebuild-run-scope", () => new AsyncLocalStorage<Map<string, Promise<unknown>>>());

/** Runs one rebuild run: reads made through `sharedWithinRun` happen once inside it. */
export function inRunScope<T>(work: () => Promise<T>): Promise<T> {
  return runScopes().run(new Map(), work);
}

/**
 * Within a rebuild run, the first call reads and later ones share its
 * result (the page list, read by the engine and by the sitemap's render);
 * outside a run, it just reads.
 */
export function sharedWithinRun<T>(name: string, read: () => Promise<T>): Promise<T> {
  const scope = runScopes().getStore();
  if (!scope) return read();
  let value = scope.get(name) as Promise<T> | undefined;
  if (!value) {
    value = read();
    scope.set(name, value);
  }
  return value;
}

/** Runs `render` collecting the dependencies every loader it calls records. */
export async function collectDependencies<T>(render: () => Promise<T>): Promise<{ result: T; dependencies: Dependencies }> {
  const dependencies: Dependencies = new Map();
  const result = await storage().run(dependencies, render);
  return { result, dependencies };
}

/** The group of a key: what a change invalidates. */
export function groupOf(key: string): string {
  const bar = key.indexOf("|");
  return bar === -1 ? key : key.slice(0, bar);
}

// ---------------------------------------------------------------------------
// Keys and the values pages show. Loaders record them; the engine's evaluator
// computes them again from the database with these very functions.
// ---------------------------------------------------------------------------

export const keys = {
  /** Everything a drawing's own page shows of it (and of its category's name and slug). */
  drawing: (id: string) => `drawing:${id}`,
  /** What a drawing card shows: title, slug, image, category name and slug. */
  drawingCard: (id: string) => `drawing-card:${id}`,
  /** The related drawings a drawing page shows (ids, in order). */
  related: (categoryId: string, drawingId: string) => `related:${categoryId}|${drawingId}`,
  /** A category page: the category, its count, page count and the drawings on that page (ids). */
  categoryPage: (categoryId: string, page: number) => `category-page:${categoryId}|${page}`,
  /** The home page's popular drawings (ids, in order of downloads). */
  popular: (limit: number) => `popular|${limit}`,
  /** The home page's featured categories (cards, in order). */
  featured: (limit: number) => `featured|${limit}`,
  /** Every category's card, by name (the all-categories page). */
  categoriesList: () => "categories-list",
  /** A published article, by id (null once it is not published). */
  article: (id: string) => `article:${id}`,
  /** A list of articles, by the filters of the query. */
  articles: (filters: unknown) => `articles|${JSON.stringify(filters ?? {})}`,
  /** The list of the site's pages (the sitemap). */
  sitePages: () => "site-pages",
  /** The year in Brasília, which the footer prints. */
  year: () => "year",
} as const;

export const groups = {
  drawing: (id: string) => `drawing:${id}`,
  drawingCard: (id: string) => `drawing-card:${id}`,
  related: (categoryId: string) => `related:${categoryId}`,
  categoryPage: (categoryId: string) => `category-page:${categoryId}`,
  popular: "popular",
  featured: "featured",
  categoriesList: "categories-list",
  article: (id: string) => `article:${id}`,
  articles: "articles",
  sitePages: "site-pages",
  year: "year",
} as const;

type Counters = "views" | "downloads";

export function drawingValue(drawing: DrawingWithCategory): Omit<DrawingWithCategory, Counters> {
  const { views: _views, downloads: _downloads, ...shown } = drawing;
  return shown;
}

export function drawingCardValue(drawing: DrawingWithCategory) {
  return {
    title: drawing.title,
    slug: drawing.slug,
    imageUrl: drawing.imageUrl,
    category: drawing.category ? { name: drawing.category.name, slug: drawing.category.slug } : null,
  };
}

export function categoryCardValue(category: CategoryWithCount) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    imageUrl: category.imageUrl,
    count: category.drawingsCount,
  };
}

export type CategoryPageValue = { category: Category; total: number; pageCount: number; ids: string[] };

export function categoryPageValue({ category, total, pageCount, ids }: CategoryPageValue) {
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageUrl: category.imageUrl,
    },
    total,
    pageCount,
    ids,
  };
}

export function articleValue(article: Article | null): Omit<Article, "views"> | null {
  if (!article) return null;
  const { views: _views, ...shown } = article;
  return shown;
}

export function articlesValue(page: { items: Article[]; total: number; page: number; limit: number }) {
  return { items: page.items.map(articleValue), total: page.total, page: page.page, limit: page.limit };
}

export function yearValue(now = new Date()): string {
  return new Intl.DateTimeFormat("pt-BR", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(now);
}

// ---------------------------------------------------------------------------
// Recording helpers the loaders call.
// ---------------------------------------------------------------------------

export function recordDrawingCards(drawings: readonly DrawingWithCategory[]): void {
  if (!isCollecting()) return;
  for (const drawing of drawings) recordDependency(keys.drawingCard(drawing.id), drawingCardValue(drawing));
}

export function recordDrawingPage(drawing: DrawingWithCategory, related: readonly DrawingWithCategory[]): void {
  if (!isCollecting()) return;
  recordDependency(keys.drawing(drawing.id), drawingValue(drawing));
  if (drawing.categoryId !== null) {
    recordDependency(
      keys.related(drawing.categoryId, drawing.id),
      related.map((item) => item.id),
    );
  }
  recordDrawingCards(related);
}

export function recordCategoryPage(value: CategoryPageValue, drawings: readonly DrawingWithCategory[], page: number): void {
  if (!isCollecting()) return;
  recordDependency(keys.categoryPage(value.category.id, page), categoryPageValue(value));
  recordDrawingCards(drawings);
}

export function recordHomePage(
  featured: readonly CategoryWithCount[],
  featuredLimit: number,
  popular: readonly DrawingWithCategory[],
  popularLimit: number,
): void {
  if (!isCollecting()) return;
  recordDependency(keys.featured(featuredLimit), featured.map(categoryCardValue));
  recordDependency(
    keys.popular(popularLimit),
    popular.map((drawing) => drawing.id),
  );
  recordDrawingCards(popular);
}

export function recordCategoriesList(categories: readonly CategoryWithCount[]): void {
  if (!isCollecting()) return;
  recordDependency(keys.categoriesList(), categories.map(categoryCardValue));
}

/** The site's page list as the sitemap shows it (paths, indexability, last modification). */
export function sitePagesValue(pages: readonly { path: string; indexable: boolean; lastModified?: Date | undefined }[]) {
  return pages.map((page) => [page.path, page.indexable, page.lastModified?.toISOString() ?? null]);
}
