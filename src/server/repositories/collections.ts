import { sql } from "kysely";
import { COLLECTION_MAX_DRAWINGS } from "#src/lib/admin-contracts/limits.ts";
import type { Collection } from "#src/lib/domain.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Executor } from "./executor.ts";
import { toCollection } from "./mappers.ts";
import { namedRows } from "./named-rows.ts";
import type { CollectionInput } from "./writers.ts";

/**
 * Collections (supabase/migrations/20261128000000_collections.sql). Their
 * items are arrays of ids in the row: saving a collection's order is one
 * UPDATE, announced once like any content row.
 */

/** Every collection, by name then id. */
export async function listCollections(db: Executor): Promise<Collection[]> {
  const rows = await db.selectFrom("collections").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toCollection);
}

/** Collections by id; a new name gives a new slug, unique among collections (kept when it already derives from it). */
const collectionRows = namedRows("collections");
export const getCollectionById = collectionRows.byId;
export const createCollection = (db: Executor, input: CollectionInput) => collectionRows.create(db, input);
export const updateCollection = collectionRows.update;
export const deleteCollection = collectionRows.remove;

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
