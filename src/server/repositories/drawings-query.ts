import { type Expression, type SqlBool, sql } from "kysely";
import type { Executor } from "./executor.ts";
import { isUuid } from "./ids.ts";
import { containsPattern, searchText } from "./search.ts";

/** Drawings left-joined with their category's name and slug, the shape `toDrawingWithCategory` maps. */
export function selectDrawingsWithCategory(db: Executor) {
  return db
    .selectFrom("drawings")
    .leftJoin("categories", "categories.id", "drawings.category_id")
    .selectAll("drawings")
    .select(["categories.name as category_name", "categories.slug as category_slug"]);
}

export type DrawingConditions = {
  categoryId?: string | undefined;
  categorySlug?: string | undefined;
  tags?: readonly string[] | undefined;
  /** The admin list's search: title, slug or category name, ignoring case and accents. */
  adminSearch?: string | undefined;
  active?: boolean | undefined;
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
