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
