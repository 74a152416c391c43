import type { Executor } from "./executor.ts";
import type { SluggedKind } from "./former-slugs.ts";

/**
 * Whether a drawing, category or article with this slug is in the trash
 * (src/server/admin/trash.ts): its address answers 410 Gone until it is
 * restored or purged.
 */
export async function isTrashedSlug(db: Executor, kind: SluggedKind, slug: string): Promise<boolean> {
  const row = await db.selectFrom("trash").select("id").where("kind", "=", kind).where("slug", "=", slug).executeTakeFirst();
  return row !== undefined;
}
