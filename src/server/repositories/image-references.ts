import { sql } from "kysely";
import type { Executor } from "./executor.ts";
import { escapeLike } from "./search.ts";

/** The rows that can point at a stored image, and the column that does. */
export type ImageOwner = { table: "drawings" | "categories" | "blog_articles"; id: string };

/** An image URL without its `?v=` version (older uploads carry one). */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * Whether a visible row shows the image at `url` (with or without a query):
 * an active drawing, or any category. A prefix LIKE, so the
 * `*_image_url_lookup_idx` indexes (text_pattern_ops) answer it with one
 * index probe; the exact comparison then drops longer names.
 */
export async function isImageShown(db: Executor, table: "drawings" | "categories", url: string): Promise<boolean> {
  const prefix = `${escapeLike(url)}%`;
  const rows =
    table === "drawings"
      ? await db
          .selectFrom("drawings")
          .select("image_url")
          .where("image_url", "like", prefix)
          .where("active", "=", true)
          .execute()
      : await db.selectFrom("categories").select("image_url").where("image_url", "like", prefix).execute();
  return rows.some((row) => row.image_url !== null && withoutQuery(row.image_url) === url);
}

/**
 * Every image URL (drawings, categories, articles' featured images) that
 * contains `fragment`, except the one of `except`: the candidates that may
 * still need a file about to be deleted. Deleting is rare, so an unindexed
 * `%fragment%` scan is fine here.
 */
export async function imageUrlsContaining(db: Executor, fragment: string, except: ImageOwner | null): Promise<string[]> {
  const pattern = `%${escapeLike(fragment)}%`;
  const not = (table: ImageOwner["table"]) => (except?.table === table ? except.id : null);
  const rows = await sql<{ url: string }>`
    select image_url as url from public.drawings
      where image_url like ${pattern} and id is distinct from ${not("drawings")}::uuid
    union all
    select image_url from public.categories
      where image_url like ${pattern} and id is distinct from ${not("categories")}::uuid
    union all
    select featured_image_url from public.blog_articles
      where featured_image_url like ${pattern} and id is distinct from ${not("blog_articles")}::uuid`.execute(db);
  return rows.rows.map((row) => row.url);
}

/**
 * Whether an article's markdown, other than `except`'s, names `fragment` (an
 * image's stored name without its extension): an article may show another
 * one's featured image, or any stored image, in its text. Rare and unindexed.
 */
export async function isImageInArticleContent(db: Executor, fragment: string, except: ImageOwner | null): Promise<boolean> {
  const exceptId = except?.table === "blog_articles" ? except.id : null;
  const row = await sql<{ found: number }>`
    select 1 as found from public.blog_articles
      where content like ${`%${escapeLike(fragment)}%`} and id is distinct from ${exceptId}::uuid
      limit 1`.execute(db);
  return row.rows.length > 0;
}

/**
 * Whether a published article shows the image at `url`: as its featured
 * image, or in its text (by the image's stored name, `fragment`). A draft's
 * images stay private until it is published.
 */
export async function isArticleImageShown(db: Executor, url: string, fragment: string): Promise<boolean> {
  const row = await sql<{ found: number }>`
    select 1 as found from public.blog_articles
      where status = 'published'
        and (featured_image_url like ${`${escapeLike(url)}%`} or content like ${`%${escapeLike(fragment)}%`})
      limit 1`.execute(db);
  return row.rows.length > 0;
}
