import type { Executor } from "./executor.ts";

/**
 * What the search index is built from (src/server/search/index-builder.ts):
 * the active drawings that have a category (the only ones with a page) and
 * the published articles, in a stable order.
 */
export async function searchableDrawings(db: Executor) {
  return db
    .selectFrom("drawings")
    .innerJoin("categories", "categories.id", "drawings.category_id")
    .select([
      "drawings.slug",
      "drawings.title",
      "drawings.description",
      "drawings.tags",
      "drawings.image_url",
      "categories.slug as category_slug",
      "categories.name as category_name",
    ])
    .where("drawings.active", "=", true)
    .orderBy("categories.slug")
    .orderBy("drawings.slug")
    .execute();
}

export async function searchableArticles(db: Executor) {
  return db
    .selectFrom("blog_articles")
    .select(["slug", "title", "excerpt", "content", "tags", "featured_image_url", "published_at"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("slug")
    .execute();
}
