import type { Executor } from "./executor.ts";

/**
 * What the static site's page list is made from (src/server/site/pages.ts):
 * every category with its count of active drawings, every active drawing's
 * address, every published article's address (with its body: one that
 * cannot be rendered has no page). Sorted by slug, so the list is stable.
 */
export type PageAddresses = {
  categories: { slug: string; updatedAt: Date; count: number }[];
  drawings: { slug: string; categorySlug: string; updatedAt: Date }[];
  articles: { slug: string; updatedAt: Date; content: string }[];
};

export async function listPageAddresses(db: Executor): Promise<PageAddresses> {
  const [categories, drawings, articles] = await Promise.all([
    db
      .selectFrom("categories")
      .leftJoin("drawings", (join) => join.onRef("drawings.category_id", "=", "categories.id").on("drawings.active", "=", true))
      .select(({ fn }) => ["categories.slug", "categories.updated_at", fn.count<number>("drawings.id").as("count")])
      .groupBy(["categories.id", "categories.slug", "categories.updated_at"])
      .orderBy("categories.slug")
      .execute(),
    db
      .selectFrom("drawings")
      .innerJoin("categories", "categories.id", "drawings.category_id")
      .select(["drawings.slug", "drawings.updated_at", "categories.slug as category_slug"])
      .where("drawings.active", "=", true)
      .orderBy("categories.slug")
      .orderBy("drawings.slug")
      .execute(),
    db
      .selectFrom("blog_articles")
      .select(["slug", "updated_at", "content"])
      .where("status", "=", "published")
      .orderBy("slug")
      .execute(),
  ]);
  return {
    categories: categories.map((row) => ({ slug: row.slug, updatedAt: row.updated_at, count: Number(row.count) })),
    drawings: drawings.map((row) => ({ slug: row.slug, categorySlug: row.category_slug, updatedAt: row.updated_at })),
    articles: articles.map((row) => ({ slug: row.slug, updatedAt: row.updated_at, content: row.content })),
  };
}
