import type { DifficultyTier, TierCounts } from "#src/lib/colouring/difficulty.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Executor } from "./executor.ts";

/**
 * What the static site's page list is made from (src/server/site/pages.ts):
 * every category with its count of active drawings, every active drawing's
 * address, every published article's address (with its body: one that
 * cannot be rendered has no page). Sorted by slug, so the list is stable.
 */
export type PageAddresses = {
  /** `tierCounts`: its active drawings of each difficulty tier, each tier's filter pages. */
  categories: { slug: string; updatedAt: Date; count: number; tierCounts: TierCounts }[];
  drawings: DrawingAddress[];
  articles: { slug: string; updatedAt: Date; content: string }[];
  /** `tiers`: the difficulty tiers its shown drawings have, each a page of its own (the age bands' date filter). */
  collections: { slug: string; updatedAt: Date; tiers: readonly DifficultyTier[] }[];
};

export type DrawingAddress = { id: string; slug: string; categorySlug: string; updatedAt: Date };

/**
 * Every category's slug, in the database's order of slugs: the page list
 * takes each category's date and count from the categories the pages read
 * anyway (PageSource#categories), so a run counts the drawings once.
 */
export async function listCategorySlugs(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("categories").select("slug").orderBy("slug").execute();
  return rows.map((row) => row.slug);
}

/**
 * The addresses of every active drawing with a category, sorted; or of those
 * among `ids` (an incremental run's), in no particular order.
 */
export async function listDrawingAddresses(db: Executor, ids?: readonly string[]): Promise<DrawingAddress[]> {
  const query = () =>
    db
      .selectFrom("drawings")
      .innerJoin("categories", "categories.id", "drawings.category_id")
      .select(["drawings.id", "drawings.slug", "drawings.updated_at", "categories.slug as category_slug"])
      .where("drawings.active", "=", true);
  const rows = [];
  if (!ids) rows.push(...(await query().orderBy("categories.slug").orderBy("drawings.slug").execute()));
  else {
    const wanted = ids.filter(isUuid);
    // A thousand ids per query keeps each statement far from PostgreSQL's parameter limit.
    for (let start = 0; start < wanted.length; start += 1000)
      rows.push(
        ...(await query()
          .where("drawings.id", "in", wanted.slice(start, start + 1000))
          .execute()),
      );
  }
  return rows.map((row) => ({ id: row.id, slug: row.slug, categorySlug: row.category_slug, updatedAt: row.updated_at }));
}

export async function listArticleAddresses(db: Executor): Promise<PageAddresses["articles"]> {
  const rows = await db
    .selectFrom("blog_articles")
    .select(["slug", "updated_at", "content"])
    .where("status", "=", "published")
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at, content: row.content }));
}
