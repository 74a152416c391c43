import { sql } from "kysely";
import type { SortDirection } from "#src/lib/admin-contracts/schemas.ts";
import type { Article, Page } from "#src/lib/domain.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { type ArticleConditions, articleConditions } from "./articles-query.ts";
import { type Executor, inTransaction } from "./executor.ts";
import { toArticle } from "./mappers.ts";
import { type PagingInput, resolvePaging, resolveSortColumn, resolveSortOrder } from "./paging.ts";
import { freeSlug, lockSlugs } from "./slugs.ts";
import { type ArticleInput, type ArticlePatch, toArticleRow } from "./writers.ts";

const SORT_COLUMNS = {
  created_at: "blog_articles.created_at",
  updated_at: "blog_articles.updated_at",
  published_at: "blog_articles.published_at",
  // Accent- and case-free, so 'Cão' sorts before 'Carro' whatever the database collation (PGlite only has C).
  title: sql<string>`public.search_normalize(blog_articles.title)`,
  views: "blog_articles.views",
} as const;

export type ArticleSortField = keyof typeof SORT_COLUMNS;

export type ArticleFilters = ArticleConditions &
  PagingInput & {
    sortBy?: ArticleSortField | undefined;
    sortOrder?: SortDirection | undefined;
  };

/** One page of articles and the number matching (counted in SQL). Unpublished articles sort last by publication date. */
export async function listArticles(db: Executor, filters: ArticleFilters = {}): Promise<Page<Article>> {
  const paging = resolvePaging(filters);
  const column = resolveSortColumn(SORT_COLUMNS, filters.sortBy, "created_at");
  const order = resolveSortOrder(filters.sortOrder);
  const conditions = articleConditions(filters);
  const itemsQuery = db
    .selectFrom("blog_articles")
    .selectAll()
    .where((eb) => eb.and(conditions))
    .orderBy(column, (ob) => (order === "asc" ? ob.asc() : ob.desc()).nullsLast())
    // Ties keep one order across pages.
    .orderBy("blog_articles.id", order)
    .$if(paging.limit !== undefined, (qb) => qb.limit(paging.limit ?? 0).offset(paging.offset));
  const totalQuery = db
    .selectFrom("blog_articles")
    .select(sql<number>`count(*)::int`.as("total"))
    .where((eb) => eb.and(conditions));
  const [rows, count] = await Promise.all([itemsQuery.execute(), totalQuery.executeTakeFirstOrThrow()]);
  return { items: rows.map(toArticle), total: count.total, page: paging.page, limit: paging.limit ?? count.total };
}

/** The filters of the published articles, newest publication first (the blog page puts featured ones first itself). */
export function publishedArticleFilters(paging: PagingInput = {}): ArticleFilters {
  return { ...paging, status: "published", sortBy: "published_at", sortOrder: "desc" };
}

/** Counts for the admin summary cards. */
export async function countArticles(
  db: Executor,
): Promise<{ total: number; published: number; drafts: number; archived: number; featured: number; totalViews: number }> {
  return db
    .selectFrom("blog_articles")
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`count(*) filter (where status = 'published')::int`.as("published"),
      sql<number>`count(*) filter (where status = 'draft')::int`.as("drafts"),
      sql<number>`count(*) filter (where status = 'archived')::int`.as("archived"),
      sql<number>`count(*) filter (where is_featured)::int`.as("featured"),
      // float8: a bigint sum would arrive as a string from postgres.js.
      sql<number>`coalesce(sum(views), 0)::float8`.as("totalViews"),
    ])
    .executeTakeFirstOrThrow();
}

/** The article, its row locked until the transaction ends (two clicks cannot both pass a status check); null when there is none. */
export async function lockArticle(trx: Executor, id: string): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const locked = await trx.selectFrom("blog_articles").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
  return locked ? getArticleById(trx, id) : null;
}

export async function getArticleById(db: Executor, id: string): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("blog_articles").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** The most ids one request may ask about (a blog page lists all articles, but no more than this). */
export const MAX_VIEW_IDS = 200;

/**
 * Current view counts of published articles, by id, for the browser to fill
 * into static pages (GET /api/articles/views). Unknown, malformed or
 * unpublished ids are simply absent; at most MAX_VIEW_IDS are looked up.
 */
export async function publishedArticleViews(db: Executor, ids: readonly string[]): Promise<Record<string, number>> {
  const wanted = [...new Set(ids)].filter(isUuid).slice(0, MAX_VIEW_IDS);
  if (wanted.length === 0) return {};
  const rows = await db
    .selectFrom("blog_articles")
    .select(["id", "views"])
    .where("status", "=", "published")
    .where("id", "in", wanted)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.views)]));
}

export async function getPublishedArticleBySlug(db: Executor, slug: string): Promise<Article | null> {
  const row = await db
    .selectFrom("blog_articles")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

const SLUG_FALLBACK = "artigo";

/** Creates an article; its slug always comes from the title, unique among articles. */
export async function createArticle(db: Executor, input: ArticleInput): Promise<Article> {
  return inTransaction(db, async (trx) => {
    await lockSlugs(trx, "blog_articles");
    const slug = await freeSlug(trx, "blog_articles", input.title, { fallback: SLUG_FALLBACK });
    const status = input.status ?? "draft";
    const row = await trx
      .insertInto("blog_articles")
      .values({
        ...toArticleRow(input),
        title: input.title,
        slug,
        status,
        published_at: input.publishedAt !== undefined ? input.publishedAt : status === "published" ? sql`now()` : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toArticle(row);
  });
}

/**
 * Updates the fields given. Saving as published without a date stamps it now.
 * Null when unknown.
 *
 * The slug follows the title (kept when it already derives from it), except
 * while the article is published: the spec regenerates it on every save, but
 * a published article's address may already be shared, bookmarked or
 * indexed, and the static site keeps no redirects, so a new title there
 * keeps the slug (README, "Where the spec left a choice"). A draft, or an
 * article this same save publishes or takes back to draft, follows its title
 * again. The row is locked while the rule is applied, so a concurrent
 * publish cannot slip in between.
 */
export async function updateArticle(db: Executor, id: string, patch: ArticlePatch): Promise<Article | null> {
  if (!isUuid(id)) return null;
  return inTransaction(db, async (trx) => {
    const changes = toArticleRow(patch);
    if (patch.title !== undefined) {
      await lockSlugs(trx, "blog_articles");
      const current = await trx
        .selectFrom("blog_articles")
        .select(["slug", "status"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return null;
      const staysPublished = current.status === "published" && (patch.status ?? current.status) === "published";
      if (!staysPublished) {
        changes.slug = await freeSlug(trx, "blog_articles", patch.title, {
          fallback: SLUG_FALLBACK,
          current: current.slug,
        });
      }
    }
    if (patch.publishedAt === undefined && patch.status === "published") {
      changes.published_at = sql`coalesce(published_at, now())`;
    }
    if (Object.keys(changes).length === 0) return getArticleById(trx, id);
    const row = await trx.updateTable("blog_articles").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
    return row ? toArticle(row) : null;
  });
}

/** Deletes an article and returns it (the caller may still need its image path), or null when unknown. */
export async function deleteArticle(db: Executor, id: string): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const row = await db.deleteFrom("blog_articles").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toArticle(row) : null;
}

/**
 * Publishes an article, dated now. Publishing one already published keeps its
 * date, so a repeated click does not move it up the blog.
 */
export async function publishArticle(db: Executor, id: string): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .updateTable("blog_articles")
    .set({
      status: "published",
      published_at: sql`case when status = 'published' and published_at is not null then published_at else now() end`,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}

/** Takes an article back to draft, with no publication date. */
export async function unpublishArticle(db: Executor, id: string): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .updateTable("blog_articles")
    .set({ status: "draft", published_at: null })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toArticle(row) : null;
}
