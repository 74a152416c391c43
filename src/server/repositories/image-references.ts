import { sql } from "kysely";
import type { Executor } from "./executor.ts";
import { escapeLike } from "./search.ts";

/** The rows that can point at a stored image, and the column that does. */
export type ImageOwner = { table: "drawings" | "categories" | "blog_articles" | "collections"; id: string };

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
 * Every image URL (drawings, categories, articles' featured images, and the
 * items in the trash, which may be restored) that contains `fragment`, except
 * the one of `except`: the candidates that may still need a file about to be
 * deleted. Deleting is rare, so an unindexed `%fragment%` scan is fine here.
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
      where featured_image_url like ${pattern} and id is distinct from ${not("blog_articles")}::uuid
    union all
    select image_url from public.trash
      where image_url like ${pattern} and id is distinct from ${except?.id ?? null}::uuid`.execute(db);
  return rows.rows.map((row) => row.url);
}

/**
 * Whether an article names a stored image: in its markdown by the image's
 * stem (its path without `.webp`, which each of its variants starts with),
 * or as its featured image by `featuredUrl`. One query for the two questions
 * below. Rare (a delete, or a file no cache holds yet) and unindexed.
 */
async function anArticleNames(
  db: Executor,
  image: { stem: string; featuredUrl?: string },
  among: { publishedOnly: boolean; except: ImageOwner | null },
): Promise<boolean> {
  let query = db
    .selectFrom("blog_articles")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("content", "like", `%${escapeLike(image.stem)}%`),
        ...(image.featuredUrl ? [eb("featured_image_url", "like", `${escapeLike(image.featuredUrl)}%`)] : []),
      ]),
    )
    .limit(1);
  if (among.publishedOnly) query = query.where("status", "=", "published");
  if (among.except?.table === "blog_articles") query = query.where("id", "!=", among.except.id);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Whether an article's markdown, other than `except`'s, names the image whose
 * stem is `stem`: an article may show another one's featured image, or any
 * stored image, in its text.
 */
export function isImageInArticleContent(db: Executor, stem: string, except: ImageOwner | null): Promise<boolean> {
  return anArticleNames(db, { stem }, { publishedOnly: false, except });
}

/**
 * Whether a published article shows the image at `url` (stem `stem`): as its
 * featured image, or in its text. A draft's images stay private until it is
 * published.
 */
export function isArticleImageShown(db: Executor, url: string, stem: string): Promise<boolean> {
  return anArticleNames(db, { stem, featuredUrl: url }, { publishedOnly: true, except: null });
}
