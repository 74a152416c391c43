import { publicDrawings } from "./drawings-query.ts";
import type { Executor } from "./executor.ts";
import { type ArticleCardRecord, type DrawingCardRecord, toArticleCard, toDrawingCard } from "./mappers.ts";

/**
 * What a favourite's card shows, for the ids a visitor saved: only what the
 * site shows publicly (active drawings in a category, published articles);
 * other ids are simply absent.
 */
export async function publicDrawingCards(db: Executor, ids: readonly string[]): Promise<DrawingCardRecord[]> {
  if (ids.length === 0) return [];
  const rows = await publicDrawings(db)
    .select([
      "drawings.id",
      "drawings.title",
      "drawings.slug",
      "drawings.image_url",
      "categories.slug as category_slug",
      "categories.name as category_name",
    ])
    .where("drawings.id", "in", [...ids])
    .execute();
  return rows.map(toDrawingCard);
}

export async function publishedArticleCards(db: Executor, ids: readonly string[]): Promise<ArticleCardRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("blog_articles")
    .select(["id", "title", "slug", "featured_image_url", "excerpt"])
    .where("status", "=", "published")
    .where("id", "in", [...ids])
    .execute();
  return rows.map(toArticleCard);
}
