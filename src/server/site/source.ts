import { DIFFICULTY_TIERS, type DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { Article, Collection, DrawingWithCategory, Page } from "#src/lib/domain.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { getDb } from "#src/server/db/index.ts";
import { processSingleton } from "#src/server/process-singleton.ts";
import {
  type ArticleFilters,
  getArticleById,
  getPublishedArticleBySlug,
  listArticles,
} from "#src/server/repositories/articles.ts";
import { type CategoryWithTiers, listCategoriesWithTiers } from "#src/server/repositories/categories.ts";
import { listCollections } from "#src/server/repositories/collections.ts";
import {
  getDrawingByCategoryAndSlug,
  getDrawingCategoryIds,
  getDrawingsWithCategory,
  listCategoryDrawingIds,
  listTierDrawingIds,
  newestDrawings,
  popularDrawings,
} from "#src/server/repositories/drawings.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import {
  listArticleAddresses,
  listCategorySlugs,
  listDrawingAddresses,
  type PageAddresses,
} from "#src/server/repositories/site-pages.ts";
import { withRenderableBodies } from "./article-bodies.ts";
import { collectingInto, type Dependencies, sharedWithinRun } from "./dependencies.ts";
import { type SitePage, sitePagesOf } from "./pages.ts";

/**
 * The database as the static site's pages read it: the one place the
 * dependency kinds (kinds/) get their data from. A page's loader and the
 * rebuild engine's evaluator read through the same methods, so what a page
 * showed and what the engine computes again can only differ when the
 * database did.
 *
 * Each read runs once per source, and drawings asked for in the same turn of
 * the event loop are read with one query. The evaluator keeps one source for
 * a whole check. A render gets one per page (`pageSource`), whose lists
 * (categories, a category's drawings, the page list, articles) are shared by
 * every page of the same rebuild run: a full build reads each category's
 * list once, not once per drawing page.
 */
export class PageSource {
  readonly db: Executor;
  /** The clock of the run (the footer's year). */
  readonly now: Date;
  private readonly lists: Map<string, Promise<unknown>>;
  private readonly drawingReads = new Map<string, Promise<DrawingWithCategory | null>>();
  private readonly articleReads = new Map<string, Promise<Article | null>>();
  /** Drawings asked for since the last batch was sent, with how to answer each. */
  private drawingBatch: Map<string, (drawing: Promise<DrawingWithCategory | null>) => void> | null = null;

  /** Whether `lists` are a rebuild run's (then drawings read are kept for the run's other pages too). */
  private readonly sharesRunLists: boolean;

  constructor(db: Executor, { now = new Date(), lists }: { now?: Date; lists?: Map<string, Promise<unknown>> } = {}) {
    this.db = db;
    this.now = now;
    this.lists = lists ?? new Map();
    this.sharesRunLists = lists !== undefined;
  }

  private list<T>(name: string, read: () => Promise<T>): Promise<T> {
    let value = this.lists.get(name) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.lists.set(name, value);
    }
    return value;
  }

  /** Every category with its counts of active drawings (in all, by tier), by id, by name then id (listCategories' order). */
  categories(): Promise<ReadonlyMap<string, CategoryWithTiers>> {
    return this.list(
      "categories",
      async () => new Map((await listCategoriesWithTiers(this.db)).map((category) => [category.id, category])),
    );
  }

  /** Every collection, by id, by name then id (listCollections' order): a few dozen at most, read once per run. */
  collections(): Promise<ReadonlyMap<string, Collection>> {
    return this.list("collections", async () => new Map((await listCollections(this.db)).map((item) => [item.id, item])));
  }

  async collectionBySlug(slug: string): Promise<Collection | null> {
    for (const collection of (await this.collections()).values()) if (collection.slug === slug) return collection;
    return null;
  }

  async categoryBySlug(slug: string): Promise<CategoryWithTiers | null> {
    for (const category of (await this.categories()).values()) if (category.slug === slug) return category;
    return null;
  }

  /** Ids of a category's active drawings (of one difficulty tier, or all), in the order its pages list them. */
  categoryDrawingIds(
    categoryId: string,
    order: CategoryOrder = "newest",
    tier: DifficultyTier | null = null,
  ): Promise<readonly string[]> {
    return this.list(`category-drawings:${order}:${tier ?? "all"}:${categoryId}`, () =>
      listCategoryDrawingIds(this.db, categoryId, order, tier),
    );
  }

  /**
   * The newest `limit` active drawings of one difficulty tier (ids): an age
   * band's pages (kinds/age-band.ts).
   */
  tierDrawingIds(tier: DifficultyTier, limit: number): Promise<readonly string[]> {
    return this.list(`tier-drawings:${tier}:${limit}`, () => listTierDrawingIds(this.db, tier, limit));
  }

  /** Where each drawing given is now (null without a category; absent once deleted). */
  drawingCategoryIds(ids: readonly string[]): Promise<Map<string, string | null>> {
    return getDrawingCategoryIds(this.db, ids);
  }

  /** The home page's 'Novos desenhos' (ids, newest first). */
  newestDrawingIds(limit: number): Promise<readonly string[]> {
    return this.list(`newest:${limit}`, async () => this.remember(await newestDrawings(this.db, limit)));
  }

  /** The home page's most downloaded drawings (ids, most downloaded first). */
  popularDrawingIds(limit: number): Promise<readonly string[]> {
    return this.list(`popular:${limit}`, async () => this.remember(await popularDrawings(this.db, limit)));
  }

  /** The active drawing at /desenhos/{categorySlug}/{drawingSlug}, if any (its id; the drawing itself is then read at no cost). */
  async drawingIdAt(categorySlug: string, drawingSlug: string): Promise<string | null> {
    const known = (await this.runDrawings())?.at(categorySlug, drawingSlug);
    if (known) return this.remember([known])[0] ?? null;
    const drawing = await getDrawingByCategoryAndSlug(this.db, categorySlug, drawingSlug, { active: true });
    return drawing ? (this.remember([drawing])[0] ?? null) : null;
  }

  /**
   * Reads the active drawings of `ids` into the run's cache, with one query
   * per thousand: the engine calls it before rendering a batch of drawing
   * pages, so that each page finds its drawing (and its related cards)
   * without a query of its own.
   */
  async prefetchDrawings(ids: readonly string[]): Promise<void> {
    const cache = await this.runDrawings();
    if (!cache) return;
    const missing = ids.filter((id) => !cache.get(id));
    for (const drawing of await getDrawingsWithCategory(this.db, missing, { active: true })) cache.add(drawing);
  }

  /** The drawings read within the current rebuild run (null outside one: a visitor's request reads its own). */
  private runDrawings(): Promise<RunDrawings | null> {
    if (!this.sharesRunLists) return Promise.resolve(null);
    return this.list("run-drawings", async () => new RunDrawings());
  }

  /** An active drawing with its category's name and slug; null when inactive, deleted or malformed. */
  drawing(id: string): Promise<DrawingWithCategory | null> {
    let drawing = this.drawingReads.get(id);
    if (!drawing) {
      drawing = this.readDrawing(id);
      this.drawingReads.set(id, drawing);
    }
    return drawing;
  }

  private async readDrawing(id: string): Promise<DrawingWithCategory | null> {
    const cache = await this.runDrawings();
    const cached = cache?.get(id);
    if (cached) return cached;
    const drawing = await this.batchedDrawing(id);
    if (drawing) cache?.add(drawing);
    return drawing;
  }

  /** The drawing of `id`, read with the others asked for in the same turn of the event loop. */
  private batchedDrawing(id: string): Promise<DrawingWithCategory | null> {
    return new Promise((resolve) => {
      if (!this.drawingBatch) {
        const batch = new Map<string, (drawing: Promise<DrawingWithCategory | null>) => void>();
        this.drawingBatch = batch;
        setImmediate(() => this.readDrawings(batch));
      }
      this.drawingBatch.set(id, resolve);
    });
  }

  private readDrawings(batch: Map<string, (drawing: Promise<DrawingWithCategory | null>) => void>): void {
    this.drawingBatch = null;
    const found = getDrawingsWithCategory(this.db, [...batch.keys()], { active: true }).then(
      (drawings) => new Map(drawings.map((drawing) => [drawing.id, drawing])),
    );
    for (const [id, answer] of batch) answer(found.then((drawings) => drawings.get(id) ?? null));
  }

  /** Keeps drawings read by another query, so that reading them by id costs nothing; returns their ids. */
  private remember(drawings: readonly DrawingWithCategory[]): string[] {
    for (const drawing of drawings)
      if (!this.drawingReads.has(drawing.id)) this.drawingReads.set(drawing.id, Promise.resolve(drawing));
    return drawings.map((drawing) => drawing.id);
  }

  /** An article by id, whatever its status; null when there is none. */
  article(id: string): Promise<Article | null> {
    let article = this.articleReads.get(id);
    if (!article) {
      article = getArticleById(this.db, id);
      this.articleReads.set(id, article);
    }
    return article;
  }

  /** The published article at /blog/{slug}, if any (its id; the article itself is then read at no cost). */
  async publishedArticleIdAt(slug: string): Promise<string | null> {
    const article = await getPublishedArticleBySlug(this.db, slug);
    if (!article) return null;
    if (!this.articleReads.has(article.id)) this.articleReads.set(article.id, Promise.resolve(article));
    return article.id;
  }

  /** A list of articles by its query's filters. */
  articles(filters: ArticleFilters): Promise<Page<Article>> {
    return this.list(`articles:${JSON.stringify(filters)}`, () => listArticles(this.db, filters));
  }

  /** Every page of the site (./pages.ts). */
  sitePages(): Promise<SitePage[]> {
    return this.list("site-pages", async () => {
      const [categories, drawings, articles, collections] = await Promise.all([
        this.categoryAddresses(),
        listDrawingAddresses(this.db),
        this.articleAddresses(),
        this.collectionAddresses(),
      ]);
      return sitePagesOf({ categories, drawings, articles, collections });
    });
  }

  /**
   * The site's pages but for the drawings outside `drawingIds`: what an
   * incremental run compares with the manifest, without reading the address
   * of every drawing.
   */
  async sitePagesWith(drawingIds: readonly string[]): Promise<SitePage[]> {
    const [categories, drawings, articles, collections] = await Promise.all([
      this.categoryAddresses(),
      listDrawingAddresses(this.db, drawingIds),
      this.articleAddresses(),
      this.collectionAddresses(),
    ]);
    return sitePagesOf({ categories, drawings, articles, collections });
  }

  /** Every category's address, date and count of active drawings, by slug (listCategorySlugs). */
  private categoryAddresses(): Promise<PageAddresses["categories"]> {
    return this.list("category-addresses", async () => {
      const [categories, slugs] = await Promise.all([this.categories(), listCategorySlugs(this.db)]);
      const bySlug = new Map([...categories.values()].map((category) => [category.slug, category]));
      return slugs.flatMap((slug) => {
        const category = bySlug.get(slug);
        return category
          ? [{ slug, updatedAt: category.updatedAt, count: category.drawingsCount, tierCounts: category.tierCounts }]
          : [];
      });
    });
  }

  /**
   * Every collection's address and date, by slug, and the tiers of its shown
   * drawings: each has a page of the collection's drawings of that tier (an
   * age band's date filter, `/colecoes/{slug}/nivel/{tier}`).
   */
  private collectionAddresses(): Promise<PageAddresses["collections"]> {
    return this.list("collection-addresses", async () => {
      const collections = [...(await this.collections()).values()];
      const addresses = await Promise.all(
        collections.map(async (collection) => {
          const drawings = await Promise.all(collection.drawingIds.map((id) => this.drawing(id)));
          const tiers = new Set(drawings.flatMap((drawing) => (drawing?.category && drawing.difficulty) || []));
          return {
            slug: collection.slug,
            updatedAt: collection.updatedAt,
            tiers: DIFFICULTY_TIERS.filter((tier) => tiers.has(tier)),
          };
        }),
      );
      return addresses.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    });
  }

  /** An article whose body cannot be rendered has no page (src/server/markdown.ts). */
  private articleAddresses() {
    return this.list("article-addresses", async () => withRenderableBodies(await listArticleAddresses(this.db)));
  }
}

/**
 * The active drawings read within one rebuild run, by id and by address: the
 * related cards every drawing page of a category shows are read once, and
 * the engine reads a batch of pages' drawings before rendering them
 * (prefetchDrawings). Bounded: the oldest go first past MAX_RUN_DRAWINGS.
 * A run's pages see the database as it was when it read them; a change
 * meanwhile makes the next run, which compares every page it touches.
 */
const MAX_RUN_DRAWINGS = 20_000;

class RunDrawings {
  private readonly byId = new Map<string, DrawingWithCategory>();
  private readonly byAddress = new Map<string, string>();

  get(id: string): DrawingWithCategory | undefined {
    return this.byId.get(id);
  }

  at(categorySlug: string, drawingSlug: string): DrawingWithCategory | undefined {
    const id = this.byAddress.get(`${categorySlug}/${drawingSlug}`);
    return id === undefined ? undefined : this.byId.get(id);
  }

  add(drawing: DrawingWithCategory): void {
    this.byId.set(drawing.id, drawing);
    if (drawing.category) this.byAddress.set(`${drawing.category.slug}/${drawing.slug}`, drawing.id);
    if (this.byId.size > MAX_RUN_DRAWINGS) {
      const [oldest] = this.byId.values();
      if (oldest) {
        this.byId.delete(oldest.id);
        const address = oldest.category ? `${oldest.category.slug}/${oldest.slug}` : null;
        if (address && this.byAddress.get(address) === oldest.id) this.byAddress.delete(address);
      }
    }
  }
}

const sources = new WeakMap<object, PageSource>();

/**
 * The source of the page being rendered: one per page while the engine
 * renders (its lists shared within the rebuild run), a new one otherwise
 * (a visitor's request rendered on demand).
 */
export async function pageSource(): Promise<PageSource> {
  const db = await getDb();
  const page = collectingInto();
  if (!page) return new PageSource(db);
  let source = sources.get(page);
  if (!source) {
    source = new PageSource(db, { lists: await runLists(), now: pageClocks().get(page) ?? new Date() });
    sources.set(page, source);
  }
  return source;
}

/**
 * The clock of the run rendering a page, by the page's dependencies: the
 * seasons a page shows (kinds/season.ts) are judged by the run's clock, the
 * one its evaluator judges them by, and not by the moment the page happens
 * to render. A process singleton: the server bundle's copy of this module
 * reads what the engine's copy wrote.
 */
const pageClocks = () => processSingleton("page-clocks", () => new WeakMap<Dependencies, Date>());

/** Inside a page's render (engine/record-page.ts): the run's clock, for every source the page reads through. */
export function usePageClock(now: Date): void {
  const page = collectingInto();
  if (page) pageClocks().set(page, now);
}

/** The lists read within the current rebuild run, shared by its evaluator and its pages (a new map outside a run). */
export function runLists(): Promise<Map<string, Promise<unknown>>> {
  return sharedWithinRun("page-source-lists", async () => new Map());
}
