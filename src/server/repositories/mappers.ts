import type { Selectable } from "kysely";
import { parseYearlyDate } from "#src/lib/calendar/yearly-date-schema.ts";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type {
  Article,
  Category,
  CategoryWithCount,
  Collection,
  Drawing,
  DrawingDifficulty,
  DrawingWithCategory,
} from "#src/lib/domain.ts";
import type {
  AiJobKind,
  AiJobStatus,
  AiJobsTable,
  ArticleRow,
  CategoryRow,
  CollectionRow,
  DrawingRow,
  PendingDrawingsTable,
} from "../db/schema.ts";

/**
 * Rows become domain objects in the repositories, never beyond them: nothing
 * outside src/server/repositories reads a snake_case column (the
 * architecture test checks it). This file maps whole rows of a table and
 * the shapes several repositories share; a query that reads a few columns
 * maps them where it reads them.
 */

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

/** A collection; a yearly date the schema does not accept reads as none (logged by the page that shows it). */
export function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    coverDrawingId: row.cover_drawing_id,
    yearlyDate: parseYearlyDate(row.yearly_date),
    daysBefore: row.days_before,
    drawingIds: row.drawing_ids,
    articleIds: row.article_ids,
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
    dotFigure: row.dot_figure ?? null,
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

/** A public drawing outside its category's pages (favourites, the colouring screen): with its category's address. */
export type DrawingCardRecord = {
  id: string;
  title: string;
  slug: string;
  imageUrl: string | null;
  categorySlug: string;
  categoryName: string;
};

export function toDrawingCard(row: {
  id: string;
  title: string;
  slug: string;
  image_url: string | null;
  category_slug: string;
  category_name: string;
}): DrawingCardRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    imageUrl: row.image_url,
    categorySlug: row.category_slug,
    categoryName: row.category_name,
  };
}

/** An article as a card outside the blog shows it (favourites). */
export type ArticleCardRecord = {
  id: string;
  title: string;
  slug: string;
  featuredImageUrl: string | null;
  excerpt: string | null;
};

export function toArticleCard(row: {
  id: string;
  title: string;
  slug: string;
  featured_image_url: string | null;
  excerpt: string | null;
}): ArticleCardRecord {
  return { id: row.id, title: row.title, slug: row.slug, featuredImageUrl: row.featured_image_url, excerpt: row.excerpt };
}

/** What the colouring screen reads of a public drawing: whether its region map was made from the image it shows, and its tier. */
export type ColouringSheetRecord = DrawingCardRecord & { regionsMapped: boolean; tier: DifficultyTier | null };

export function toColouringSheetRecord(
  row: Parameters<typeof toDrawingCard>[0] & Pick<DrawingRow, "regions_image_url" | "difficulty_tier" | "difficulty_override">,
): ColouringSheetRecord {
  return {
    ...toDrawingCard(row),
    regionsMapped: row.image_url !== null && row.regions_image_url === row.image_url && row.difficulty_tier !== null,
    tier: shownTier(row),
  };
}

/** A drawing on the admin's panel: its category's slug is missing for a drawing without one. */
export type PanelDrawingRecord = {
  id: string;
  title: string;
  slug: string;
  imageUrl: string | null;
  active: boolean;
  categorySlug: string | null;
};

export function toPanelDrawing(row: {
  id: string;
  title: string;
  slug: string;
  image_url: string | null;
  active: boolean;
  category_slug: string | null;
}): PanelDrawingRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    imageUrl: row.image_url,
    active: row.active,
    categorySlug: row.category_slug,
  };
}

/** One background AI request as the admin polls it (supabase/migrations/20261125080000_ai_jobs.sql). */
export type AiJobRow = {
  id: string;
  kind: AiJobKind;
  input: unknown;
  status: AiJobStatus;
  result: unknown;
  error: { status: number; message: string } | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export function toAiJob(row: Selectable<AiJobsTable>): AiJobRow {
  return {
    id: row.id,
    kind: row.kind,
    input: row.input,
    status: row.status,
    result: row.result,
    error: row.error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/**
 * The queue of automatic publishing (issue 13): one row per image waiting in
 * storage drawings-to-publish/, oldest first. The row is the truth (a file
 * is pending while its row exists); see the migration
 * 20261123070000_auto_publish.sql for the crash-safety argument.
 */
export type PendingDrawing = {
  id: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  imageHash: string | null;
  attempts: number;
  lastError: string | null;
  retryAfter: Date | null;
  createdAt: Date;
};

export function toPendingDrawing(row: Selectable<PendingDrawingsTable>): PendingDrawing {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    byteSize: row.byte_size,
    imageHash: row.image_hash,
    attempts: row.attempts,
    lastError: row.last_error,
    retryAfter: row.retry_after ? new Date(row.retry_after) : null,
    createdAt: new Date(row.created_at),
  };
}
