import type { ColumnType, Generated, Selectable } from "kysely";

/** Table types: the shape of each row as the database stores it. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * A bigint counter column. postgres.js returns int8 as a string and PGlite
 * as a number (or bigint): read it through `toCount` (mappers.ts).
 */
export type Counter = ColumnType<number | string | bigint, number | undefined, number>;

/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface DrawingsTable {
  id: Generated<string>;
  title: string;
  slug: string;
  description: string | null;
  category_id: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  image_url: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  views: Counter;
  downloads: Counter;
  /** Perceptual hash of the image (src/server/images/perceptual-hash.ts); no page shows it. */
  image_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The image_url the region map and difficulty below were made from (docs/decisions/0019-colouring-difficulty.md). */
  regions_image_url: Optional<string>;
  difficulty_regions: Optional<number>;
  difficulty_score: Optional<number>;
  difficulty_leaks: Optional<number>;
  /** The version of the difficulty measure the metrics and tier come from (DIFFICULTY_MEASURE_VERSION). */
  difficulty_measure: Optional<number>;
  difficulty_tier: Optional<DifficultyTierValue>;
  /** The tier an administrator chose by hand; wins over difficulty_tier. */
  difficulty_override: Optional<DifficultyTierValue>;
  /** The tier the AI proposed when it published the drawing (advice for the administrator only). */
  difficulty_ai: Optional<DifficultyTierValue>;
  /** Whether its region map has a main figure for 'Ligue os pontos' (issue 48); null until measured. */
  dot_figure: Optional<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type DifficultyTierValue = "facil" | "medio" | "dificil" | "desafio";

export type ArticleStatus = "draft" | "published" | "archived";

export interface BlogArticlesTable {
  id: Generated<string>;
  title: string;
  slug: string;
  excerpt: ColumnType<string, string | undefined, string>;
  content: ColumnType<string, string | undefined, string>;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  views: Counter;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type AiUsageKind = "reformulate-drawing" | "reformulate-category" | "generate-article" | "publish-drawing";

/** One call to the AI provider (supabase/migrations/20261123060000_ai_usage.sql). */
export interface AiUsageTable {
  id: Generated<string>;
  kind: AiUsageKind;
  model: string;
  input_tokens: ColumnType<number, number | undefined, never>;
  output_tokens: ColumnType<number, number | undefined, never>;
  /** numeric: postgres.js and PGlite both return it as a string. */
  cost: ColumnType<string | number, number | undefined, never>;
  duration_ms: ColumnType<number, number | undefined, never>;
  success: boolean;
  error: string | null;
  created_at: CreatedAt;
}

/** The raw text of one AI-generated article (supabase/migrations/20261125010000_generated_articles.sql). */
export interface GeneratedArticlesTable {
  id: Generated<string>;
  topic: string;
  content: string;
  word_count: ColumnType<number, number | undefined, never>;
  /** numeric: postgres.js and PGlite both return it as a string. */
  cost: ColumnType<string | number, number | undefined, never>;
  file_path: string | null;
  created_at: CreatedAt;
}

/** An image waiting in storage drawings-to-publish/ (supabase/migrations/20261123070000_auto_publish.sql). */
export interface PendingDrawingsTable {
  id: Generated<string>;
  file_name: string;
  content_type: string;
  byte_size: number;
  image_hash: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  retry_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claim_token: string | null;
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** The scheduled publisher's single row. */
export interface AutoPublishStateTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  next_run_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_run_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_outcome: string | null;
  consecutive_failures: ColumnType<number, number | undefined, number>;
}

export type AutoPublishMode = "review" | "live";

/** Automatic publishing's one settings row (supabase/migrations/20261125030000_auto_publish_mode.sql). */
export interface AutoPublishSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  publish_mode: ColumnType<AutoPublishMode, AutoPublishMode | undefined, AutoPublishMode>;
  /** Null: AUTO_PUBLISH_EVERY decides; 'off'; or an interval ('6h'). */
  schedule_every: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type AiJobKind = "generate-article";
export type AiJobStatus = "queued" | "running" | "done" | "failed";

/** AI work run in the background, polled by the admin (supabase/migrations/20261125080000_ai_jobs.sql). */
export interface AiJobsTable {
  id: Generated<string>;
  kind: AiJobKind;
  input: ColumnType<unknown, string, never>;
  status: ColumnType<AiJobStatus, AiJobStatus | undefined, AiJobStatus>;
  result: ColumnType<unknown, never, string | null>;
  error: ColumnType<{ status: number; message: string } | null, never, string | null>;
  created_at: CreatedAt;
  started_at: ColumnType<Date | null, never, Date | string | null>;
  finished_at: ColumnType<Date | null, never, Date | string | null>;
}

/** Slugs items had before, for their old addresses' redirects (supabase/migrations/20261125040000_former_slugs.sql). */
export interface FormerSlugsTable {
  kind: "drawing" | "category" | "article" | "collection";
  slug: string;
  target_id: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Deleted items kept for 30 days (supabase/migrations/20261125050000_trash.sql). */
export interface TrashTable {
  id: string;
  kind: "drawing" | "category" | "article" | "collection";
  title: string;
  slug: string;
  image_url: string | null;
  row: ColumnType<Record<string, unknown>, string, string>;
  deleted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Downloads per drawing and São Paulo day (supabase/migrations/20261125060000_download_days.sql). */
export interface DrawingDownloadDaysTable {
  drawing_id: string;
  day: ColumnType<string, string, string>;
  downloads: ColumnType<string | number, number | undefined, number>;
}

/** Coleções (supabase/migrations/20261128000000_collections.sql): items in order, as arrays of ids. */
export interface CollectionsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: ColumnType<string, string | undefined, string>;
  /** Its cover: one of its drawings (src/lib/collections/cover.ts), or null for the first shown one. */
  cover_drawing_id: Optional<string>;
  /** A YearlyDate (src/lib/calendar/yearly-date.ts) as jsonb; read through the mapper, which validates it. */
  yearly_date: ColumnType<unknown, string | null | undefined, string | null>;
  days_before: ColumnType<number, number | undefined, number>;
  drawing_ids: ColumnType<string[], string[] | undefined, string[]>;
  article_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A drawing's reference painting (supabase/migrations/20261202000000_drawing_reference_paintings.sql). */
export interface DrawingReferencePaintingsTable {
  drawing_id: string;
  /** [[x, y, colour], ...] as jsonb; read through src/lib/activities/reference-painting.ts, which validates it. */
  points: ColumnType<unknown, string, string>;
  painted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  categories: CategoriesTable;
  collections: CollectionsTable;
  drawings: DrawingsTable;
  drawing_reference_paintings: DrawingReferencePaintingsTable;
  blog_articles: BlogArticlesTable;
  ai_usage: AiUsageTable;
  generated_articles: GeneratedArticlesTable;
  pending_drawings: PendingDrawingsTable;
  auto_publish_state: AutoPublishStateTable;
  auto_publish_settings: AutoPublishSettingsTable;
  former_slugs: FormerSlugsTable;
  ai_jobs: AiJobsTable;
  trash: TrashTable;
  drawing_download_days: DrawingDownloadDaysTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type DrawingRow = Selectable<DrawingsTable>;
export type ArticleRow = Selectable<BlogArticlesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
