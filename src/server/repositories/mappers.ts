import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { Article, Category, CategoryWithCount, Drawing, DrawingDifficulty, DrawingWithCategory } from "#src/lib/domain.ts";
import type { ArticleRow, CategoryRow, DrawingRow } from "../db/schema.ts";

/** The one place rows become domain objects: nothing outside the repositories sees snake_case. */

/**
 * `updated_at` is typed `Generated<Timestamp>` in schema.ts, which Kysely's
 * Selectable leaves as a ColumnType rather than Date; both drivers do return
 * a Date, and this keeps the mapping honest if one ever returns text.
 */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/**
 * A bigint counter as a JS number, whatever the driver made of it (string
 * from postgres.js, number or bigint from PGlite). Exact up to 2^53, far
 * beyond any count this site will see.
 */
export function toCount(value: number | string | bigint): number {
  return Number(value);
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.image_url,
    createdAt: row.created_at,
    updatedAt: toDate(row.updated_at),
  };
}

export type CategoryWithCountRow = CategoryRow & { drawings_count: number | null };

export function toCategoryWithCount(row: CategoryWithCountRow): CategoryWithCount {
  return { ...toCategory(row), drawingsCount: row.drawings_count ?? 0 };
}

export function toDrawing(row: DrawingRow): Drawing {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    categoryId: row.category_id,
    tags: row.tags,
    imageUrl: row.image_url,
    active: row.active,
    views: toCount(row.views),
    downloads: toCount(row.downloads),
    createdAt: row.created_at,
    updatedAt: toDate(row.updated_at),
    difficulty: shownTier(row),
  };
}

/**
 * The tier a drawing shows: the one an administrator set by hand, else the
 * one computed from its region map (SQL's twin: drawings-query.ts#shownTierSql).
 */
export function shownTier(row: Pick<DrawingRow, "difficulty_override" | "difficulty_tier">): DifficultyTier | null {
  return row.difficulty_override ?? row.difficulty_tier ?? null;
}

export function toDrawingDifficulty(row: DrawingRow): DrawingDifficulty {
  return {
    computed: row.difficulty_tier,
    override: row.difficulty_override,
    ai: row.difficulty_ai,
    regions: row.difficulty_regions,
    score: row.difficulty_score,
    leaks: row.difficulty_leaks,
  };
}

/** A drawing row left-joined with the name and slug of its category (null when it has none). */
export type DrawingWithCategoryRow = DrawingRow & { category_name: string | null; category_slug: string | null };

export function toDrawingWithCategory(row: DrawingWithCategoryRow): DrawingWithCategory {
  const category =
    row.category_id !== null && row.category_name !== null && row.category_slug !== null
      ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
      : null;
  return { ...toDrawing(row), category };
}

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    featuredImageUrl: row.featured_image_url,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    tags: row.tags,
    status: row.status,
    isFeatured: row.is_featured,
    publishedAt: row.published_at,
    views: toCount(row.views),
    createdAt: row.created_at,
    updatedAt: toDate(row.updated_at),
  };
}
