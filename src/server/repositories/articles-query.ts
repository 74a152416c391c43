import { type Expression, type SqlBool, sql } from "kysely";
import type { ArticleStatus } from "#src/lib/domain.ts";
import { containsPattern, searchText } from "./search.ts";

export type ArticleConditions = {
  status?: ArticleStatus | undefined;
  isFeatured?: boolean | undefined;
  tags?: readonly string[] | undefined;
  /** The admin list's search: title, excerpt or any tag, ignoring case and accents. */
  adminSearch?: string | undefined;
  /** Inclusive bounds on published_at. */
  publishedFrom?: Date | undefined;
  publishedTo?: Date | undefined;
};

/** SQL conditions for the filters given over `blog_articles` (an absent filter adds none). */
export function articleConditions(filters: ArticleConditions): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.status !== undefined) conditions.push(sql<SqlBool>`blog_articles.status = ${filters.status}`);
  if (filters.isFeatured !== undefined) conditions.push(sql<SqlBool>`blog_articles.is_featured = ${filters.isFeatured}`);
  if (filters.tags !== undefined && filters.tags.length > 0) {
    conditions.push(sql<SqlBool>`blog_articles.tags && ${[...filters.tags]}::text[]`);
  }
  if (filters.publishedFrom !== undefined) {
    conditions.push(sql<SqlBool>`blog_articles.published_at >= ${filters.publishedFrom}`);
  }
  if (filters.publishedTo !== undefined) conditions.push(sql<SqlBool>`blog_articles.published_at <= ${filters.publishedTo}`);
  const adminTerm = searchText(filters.adminSearch);
  if (adminTerm !== undefined) {
    const pattern = containsPattern(adminTerm);
    conditions.push(sql<SqlBool>`(public.search_normalize(blog_articles.title) like ${pattern}
      or public.search_normalize(blog_articles.excerpt) like ${pattern}
      or exists (select 1 from unnest(blog_articles.tags) as tag where public.search_normalize(tag) like ${pattern}))`);
  }
  return conditions;
}
