import type { Executor } from "./executor.ts";

export type SluggedKind = "drawing" | "category" | "article" | "collection";

/**
 * The id of the item that had `slug` before its current one (kept by the
 * remember_former_slug trigger, supabase/migrations/20261125040000_former_slugs.sql),
 * or null.
 */
export async function formerSlugTarget(db: Executor, kind: SluggedKind, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom("former_slugs")
    .select("target_id")
    .where("kind", "=", kind)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.target_id ?? null;
}

/**
 * Where an item now lives, for an address that names its current or a former
 * slug (the 301 of a renamed drawing, category or article): the public slugs
 * of the item, or null when it is not public (an inactive drawing, an
 * unpublished article).
 */
export async function currentDrawingSlugs(db: Executor, slug: string): Promise<{ slug: string; categorySlug: string } | null> {
  const query = db
    .selectFrom("drawings")
    .innerJoin("categories", "categories.id", "drawings.category_id")
    .select(["drawings.slug", "categories.slug as category_slug"])
    .where("drawings.active", "=", true);
  const current = await query.where("drawings.slug", "=", slug).executeTakeFirst();
  const id = current ? null : await formerSlugTarget(db, "drawing", slug);
  const found = current ?? (id ? await query.where("drawings.id", "=", id).executeTakeFirst() : undefined);
  return found ? { slug: found.slug, categorySlug: found.category_slug } : null;
}

/** The slug of the category a former slug names now. */
export async function renamedCategorySlug(db: Executor, formerSlug: string): Promise<string | null> {
  const id = await formerSlugTarget(db, "category", formerSlug);
  if (!id) return null;
  const category = await db.selectFrom("categories").select("slug").where("id", "=", id).executeTakeFirst();
  return category?.slug ?? null;
}

/** The slug of the published article a former slug names now. */
export async function renamedArticleSlug(db: Executor, formerSlug: string): Promise<string | null> {
  const id = await formerSlugTarget(db, "article", formerSlug);
  if (!id) return null;
  const article = await db
    .selectFrom("blog_articles")
    .select("slug")
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  return article?.slug ?? null;
}

/** The slug of the collection a former slug names now. */
export async function renamedCollectionSlug(db: Executor, formerSlug: string): Promise<string | null> {
  const id = await formerSlugTarget(db, "collection", formerSlug);
  if (!id) return null;
  const collection = await db.selectFrom("collections").select("slug").where("id", "=", id).executeTakeFirst();
  return collection?.slug ?? null;
}
