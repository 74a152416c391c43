import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Database } from "../db/schema.ts";
import type { Executor } from "./executor.ts";
import { containsPattern, searchText } from "./search.ts";

/** Drawings left-joined with their category's name and slug, the shape `toDrawingWithCategory` maps. */
export function selectDrawingsWithCategory(db: Executor) {
  return db
    .selectFrom("drawings")
    .leftJoin("categories", "categories.id", "drawings.category_id")
    .selectAll("drawings")
    .select(["categories.name as category_name", "categories.slug as category_slug"]);
}

/**
 * The tier a drawing shows, in SQL, for the drawings table under `table`
 * (its name or alias): the expression of the index drawings_difficulty_idx,
 * and mappers.ts#shownTier's twin.
 */
export function shownTierSql(table = "drawings") {
  return sql<string | null>`coalesce(${sql.ref(`${table}.difficulty_override`)}, ${sql.ref(`${table}.difficulty_tier`)})`;
}

/** The drawings the site shows publicly (active, in a category), joined with their category. */
export function publicDrawings(db: Executor) {
  return db
    .selectFrom("drawings")
    .innerJoin("categories", "categories.id", "drawings.category_id")
    .where("drawings.active", "=", true);
}

/**
 * Newest first, then by id so drawings created in the same instant keep one
 * order: how a category's pages list its drawings and its drawings' related
 * lists pick them. The rebuild engine computes those lists again with it, so
 * they must all use this one order.
 */
export function orderNewestFirst<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB | "drawings", O>,
): SelectQueryBuilder<Database, TB | "drawings", O> {
  // sql.ref: Kysely cannot check column names through a generic set of joined tables.
  return query.orderBy(sql.ref("drawings.created_at"), "desc").orderBy(sql.ref("drawings.id"), "desc");
}

/** Most downloaded first, then newest, then by id: the 'Mais baixados' pages of a category. */
export function orderMostDownloaded<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB | "drawings", O>,
): SelectQueryBuilder<Database, TB | "drawings", O> {
  return query
    .orderBy(sql.ref("drawings.downloads"), "desc")
    .orderBy(sql.ref("drawings.created_at"), "desc")
    .orderBy(sql.ref("drawings.id"), "desc");
}

export type DrawingConditions = {
  categoryId?: string | undefined;
  categorySlug?: string | undefined;
  tags?: readonly string[] | undefined;
  /** The admin list's search: title, slug or category name, ignoring case and accents. */
  adminSearch?: string | undefined;
  active?: boolean | undefined;
  /** The level shown (shownTierSql), or "none": drawings without one yet. */
  level?: DifficultyTier | "none" | undefined;
};

/**
 * SQL conditions for the filters given (an absent filter adds none). They
 * reference `drawings` and `categories`, so the query must join both.
 */
export function drawingConditions(filters: DrawingConditions): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.active !== undefined) conditions.push(sql<SqlBool>`drawings.active = ${filters.active}`);
  if (filters.categoryId !== undefined) {
    // A malformed id matches nothing rather than failing the cast.
    conditions.push(
      isUuid(filters.categoryId) ? sql<SqlBool>`drawings.category_id = ${filters.categoryId}` : sql<SqlBool>`false`,
    );
  }
  if (filters.categorySlug !== undefined) {
    // An unknown slug resolves to null, which no drawing matches.
    conditions.push(sql<SqlBool>`drawings.category_id = (select id from public.categories where slug = ${filters.categorySlug})`);
  }
  if (filters.level === "none") conditions.push(sql<SqlBool>`${shownTierSql()} is null`);
  else if (filters.level !== undefined) conditions.push(sql<SqlBool>`${shownTierSql()} = ${filters.level}`);
  if (filters.tags !== undefined && filters.tags.length > 0) {
    conditions.push(sql<SqlBool>`drawings.tags && ${[...filters.tags]}::text[]`);
  }
  const adminTerm = searchText(filters.adminSearch);
  if (adminTerm !== undefined) {
    const pattern = containsPattern(adminTerm);
    conditions.push(sql<SqlBool>`(public.search_normalize(drawings.title) like ${pattern}
      or drawings.slug like ${pattern}
      or public.search_normalize(coalesce(categories.name, '')) like ${pattern})`);
  }
  return conditions;
}
