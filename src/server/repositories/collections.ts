import { sql } from "kysely";
import { COLLECTION_MAX_DRAWINGS } from "#src/lib/admin-contracts/limits.ts";
import type { Collection } from "#src/lib/domain.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { type Executor, inTransaction } from "./executor.ts";
import { toCollection } from "./mappers.ts";
import { freeSlug, lockSlugs, slugOnRename } from "./slugs.ts";
import { type CollectionInput, type CollectionPatch, toCollectionRow } from "./writers.ts";

/**
 * Collections (supabase/migrations/20261128000000_collections.sql). Their
 * items are arrays of ids in the row: saving a collection's order is one
 * UPDATE, announced once like any content row.
 */
export type { CollectionInput, CollectionPatch } from "./writers.ts";

/** Every collection, by name then id. */
export async function listCollections(db: Executor): Promise<Collection[]> {
  const rows = await db.selectFrom("collections").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toCollection);
}

export async function getCollectionById(db: Executor, id: string): Promise<Collection | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("collections").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCollection(row) : null;
}

/** Creates a collection whose slug, from its name, is unique among collections. */
export async function createCollection(db: Executor, input: CollectionInput): Promise<Collection> {
  return inTransaction(db, async (trx) => {
    await lockSlugs(trx, "collections");
    const slug = await freeSlug(trx, "collections", input.name, { fallback: "colecao" });
    const row = await trx
      .insertInto("collections")
      .values({ ...toCollectionRow(input), name: input.name, slug })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCollection(row);
  });
}

/** Updates the fields given; a new name gives a new slug (kept when it already derives from the name). Null when unknown. */
export async function updateCollection(db: Executor, id: string, patch: CollectionPatch): Promise<Collection | null> {
  if (!isUuid(id)) return null;
  return inTransaction(db, async (trx) => {
    const changes = toCollectionRow(patch);
    if (patch.name !== undefined) {
      const renamed = await slugOnRename(trx, "collections", id, patch.name, "colecao");
      if (!renamed) return null;
      if (renamed.slug) changes.slug = renamed.slug;
    }
    if (Object.keys(changes).length === 0) return getCollectionById(trx, id);
    const row = await trx.updateTable("collections").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
    return row ? toCollection(row) : null;
  });
}

export async function deleteCollection(db: Executor, id: string): Promise<Collection | null> {
  if (!isUuid(id)) return null;
  const row = await db.deleteFrom("collections").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toCollection(row) : null;
}

/** The collections a drawing is in, by name (the drawing form). */
export async function collectionsOfDrawing(db: Executor, drawingId: string): Promise<{ id: string; name: string }[]> {
  if (!isUuid(drawingId)) return [];
  return db
    .selectFrom("collections")
    .select(["id", "name"])
    .where(sql<boolean>`drawing_ids @> array[${drawingId}]::uuid[]`)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/**
 * Puts a drawing in exactly the collections of `collectionIds`: appended at
 * the end of those it joins, taken out of those it leaves, left in place in
 * the others. Unknown ids are ignored. In the caller's transaction.
 */
export async function setDrawingCollections(trx: Executor, drawingId: string, collectionIds: readonly string[]): Promise<void> {
  const wanted = collectionIds.filter(isUuid);
  await sql`
    update public.collections
       set drawing_ids = array_remove(drawing_ids, ${drawingId}::uuid)
     where drawing_ids @> array[${drawingId}]::uuid[] and not (id = any(${wanted}::uuid[]))`.execute(trx);
  if (wanted.length === 0) return;
  await sql`
    update public.collections
       set drawing_ids = array_append(drawing_ids, ${drawingId}::uuid)
     where id = any(${wanted}::uuid[]) and not (drawing_ids @> array[${drawingId}]::uuid[])
       and cardinality(drawing_ids) < ${COLLECTION_MAX_DRAWINGS}`.execute(trx);
}

/** The drawings and articles a collection names, as its form lists them, in the order given; ids of deleted rows are left out. */
export async function collectionItems(
  db: Executor,
  drawingIds: readonly string[],
  articleIds: readonly string[],
): Promise<{
  drawings: { id: string; title: string; imageUrl: string | null; categoryName: string | null; active: boolean }[];
  articles: { id: string; title: string; published: boolean }[];
}> {
  const drawings = drawingIds.length
    ? await db
        .selectFrom("drawings")
        .leftJoin("categories", "categories.id", "drawings.category_id")
        .select(["drawings.id", "drawings.title", "drawings.image_url", "drawings.active", "categories.name as category_name"])
        .where("drawings.id", "in", drawingIds.filter(isUuid))
        .execute()
    : [];
  const articles = articleIds.length
    ? await db
        .selectFrom("blog_articles")
        .select(["id", "title", "status"])
        .where("id", "in", articleIds.filter(isUuid))
        .execute()
    : [];
  const drawingById = new Map(drawings.map((row) => [row.id, row]));
  const articleById = new Map(articles.map((row) => [row.id, row]));
  return {
    drawings: drawingIds.flatMap((id) => {
      const row = drawingById.get(id);
      return row ? [{ id, title: row.title, imageUrl: row.image_url, categoryName: row.category_name, active: row.active }] : [];
    }),
    articles: articleIds.flatMap((id) => {
      const row = articleById.get(id);
      return row ? [{ id, title: row.title, published: row.status === "published" }] : [];
    }),
  };
}
