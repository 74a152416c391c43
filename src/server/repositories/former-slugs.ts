import type { Executor } from "./executor.ts";

export type SluggedKind = "drawing" | "category" | "article";

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
