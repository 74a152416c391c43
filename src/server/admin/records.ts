import type { Article, Category, Drawing } from "#src/lib/domain.ts";
import { type ContentChangeType, type ContentTable, reportContentChange } from "../changes/bus.ts";

/**
 * Domain objects back in the shape of their table rows (snake_case, dates as
 * ISO strings): what a Supabase Database Webhook would carry, so admin writes
 * and webhooks feed the rebuild engine the same records.
 */
export function categoryRecord(category: Category): Record<string, unknown> {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_url: category.imageUrl,
    created_at: category.createdAt.toISOString(),
    updated_at: category.updatedAt.toISOString(),
  };
}

export function drawingRecord(drawing: Drawing): Record<string, unknown> {
  return {
    id: drawing.id,
    title: drawing.title,
    slug: drawing.slug,
    description: drawing.description,
    category_id: drawing.categoryId,
    tags: drawing.tags,
    image_url: drawing.imageUrl,
    active: drawing.active,
    views: drawing.views,
    downloads: drawing.downloads,
    created_at: drawing.createdAt.toISOString(),
    updated_at: drawing.updatedAt.toISOString(),
  };
}

export function articleRecord(article: Article): Record<string, unknown> {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    featured_image_url: article.featuredImageUrl,
    meta_title: article.metaTitle,
    meta_description: article.metaDescription,
    tags: article.tags,
    status: article.status,
    is_featured: article.isFeatured,
    published_at: article.publishedAt?.toISOString() ?? null,
    views: article.views,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}

/** Reports one committed change; call it only after the transaction has committed. */
export function reportChange(
  type: ContentChangeType,
  table: ContentTable,
  record: Record<string, unknown> | null,
  oldRecord: Record<string, unknown> | null,
): void {
  reportContentChange({ type, table, record, oldRecord });
}
