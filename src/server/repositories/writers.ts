import type { UpdateObject } from "kysely";
import { normalizeTags } from "#src/lib/admin-contracts/tags.ts";
import type { YearlyDate } from "#src/lib/calendar/yearly-date.ts";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { ArticleStatus } from "#src/lib/domain.ts";
import type { Database } from "../db/schema.ts";
import { jsonb } from "./jsonb.ts";

/**
 * The write half of each table's codec (ADR 0027; mappers.ts is the read
 * half): the fields a save names become the columns it writes, so a new
 * column is spelt once each way. A field left undefined is left out: an
 * update keeps the column, an insert takes its default. Slugs are not here:
 * they come from the name or title by the rules in slugs.ts.
 */

/** The fields a save may give, each optional: what it leaves undefined stays as it was. */
type PatchOf<Input> = { [Field in keyof Input]?: Input[Field] | undefined };

export type CategoryInput = { name: string; description?: string | null; imageUrl?: string | null };
export type CategoryPatch = PatchOf<CategoryInput>;

export type CollectionInput = {
  name: string;
  description?: string | undefined;
  coverDrawingId?: string | null | undefined;
  yearlyDate?: YearlyDate | null | undefined;
  daysBefore?: number | undefined;
  drawingIds?: readonly string[] | undefined;
  articleIds?: readonly string[] | undefined;
};
export type CollectionPatch = PatchOf<CollectionInput>;

export type DrawingInput = {
  title: string;
  description?: string | null | undefined;
  categoryId?: string | null | undefined;
  tags?: readonly string[] | undefined;
  imageUrl?: string | null | undefined;
  /** New drawings are active unless told otherwise, or without a category (an active drawing has a page, so it needs one). */
  active?: boolean | undefined;
  /** The difficulty tier an administrator chose by hand (null: the computed one shows). */
  difficultyOverride?: DifficultyTier | null | undefined;
  /** The tier the AI proposed when it published the drawing (advice, never shown publicly). */
  difficultyAi?: DifficultyTier | null | undefined;
};
export type DrawingPatch = PatchOf<DrawingInput>;

export type ArticleInput = {
  title: string;
  excerpt?: string | undefined;
  content?: string | undefined;
  featuredImageUrl?: string | null | undefined;
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  tags?: readonly string[] | undefined;
  /** Draft unless given. */
  status?: ArticleStatus | undefined;
  isFeatured?: boolean | undefined;
  /** Defaults to now when the article is saved as published without one. */
  publishedAt?: Date | null | undefined;
};
export type ArticlePatch = PatchOf<ArticleInput>;

/** The columns a save writes to a table (values or SQL expressions). */
export type Columns<Table extends keyof Database> = UpdateObject<Database, Table>;

type Writers<Patch, Columns> = { [Field in keyof Patch]-?: (value: Exclude<Patch[Field], undefined>) => Columns };

/** The columns for the fields a patch gives, each through its writer. */
function columnsOf<Patch extends object, Columns extends object>(patch: Patch, writers: Writers<Patch, Columns>): Columns {
  const columns = {} as Columns;
  for (const field of Object.keys(writers) as (keyof Patch)[]) {
    const value = patch[field];
    if (value !== undefined) Object.assign(columns, writers[field](value as Exclude<Patch[keyof Patch], undefined>));
  }
  return columns;
}

/** Each id once, in the order given: a list sent twice over keeps its first place. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

export function toCategoryRow(patch: CategoryPatch): Columns<"categories"> {
  return columnsOf<CategoryPatch, Columns<"categories">>(patch, {
    name: (name) => ({ name }),
    description: (description) => ({ description }),
    imageUrl: (image_url) => ({ image_url }),
  });
}

export function toCollectionRow(patch: CollectionPatch): Columns<"collections"> {
  return columnsOf<CollectionPatch, Columns<"collections">>(patch, {
    name: (name) => ({ name }),
    description: (description) => ({ description }),
    coverDrawingId: (cover_drawing_id) => ({ cover_drawing_id }),
    yearlyDate: (rule) => ({ yearly_date: rule ? jsonb(rule) : null }),
    daysBefore: (days_before) => ({ days_before }),
    drawingIds: (ids) => ({ drawing_ids: distinct(ids) }),
    articleIds: (ids) => ({ article_ids: distinct(ids) }),
  });
}

export function toDrawingRow(patch: DrawingPatch): Columns<"drawings"> {
  return columnsOf<DrawingPatch, Columns<"drawings">>(patch, {
    title: (title) => ({ title }),
    description: (description) => ({ description }),
    categoryId: (category_id) => ({ category_id }),
    tags: (tags) => ({ tags: normalizeTags(tags) }),
    imageUrl: (image_url) => ({ image_url }),
    active: (active) => ({ active }),
    difficultyOverride: (difficulty_override) => ({ difficulty_override }),
    difficultyAi: (difficulty_ai) => ({ difficulty_ai }),
  });
}

export function toArticleRow(patch: ArticlePatch): Columns<"blog_articles"> {
  return columnsOf<ArticlePatch, Columns<"blog_articles">>(patch, {
    title: (title) => ({ title }),
    excerpt: (excerpt) => ({ excerpt }),
    content: (content) => ({ content }),
    featuredImageUrl: (featured_image_url) => ({ featured_image_url }),
    metaTitle: (meta_title) => ({ meta_title }),
    metaDescription: (meta_description) => ({ meta_description }),
    tags: (tags) => ({ tags: normalizeTags(tags) }),
    status: (status) => ({ status }),
    isFeatured: (is_featured) => ({ is_featured }),
    publishedAt: (published_at) => ({ published_at }),
  });
}
