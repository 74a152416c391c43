import { COLLECTIONS, DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import type { CollectionCreateInput, CollectionUpdateInput } from "#src/lib/admin-contracts/schemas.ts";
import { collectionCover } from "#src/lib/collections/cover.ts";
import type { Collection } from "#src/lib/domain.ts";
import { isUuid } from "#src/lib/uuid.ts";
import {
  collectionItems,
  collectionsOfDrawing,
  createCollection,
  deleteCollection,
  getCollectionById,
  listCollections,
  updateCollection,
} from "#src/server/repositories/collections.ts";
import { getDrawingById } from "#src/server/repositories/drawings.ts";
import { shownDrawingImages } from "#src/server/repositories/full-text-search.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { invalid, notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";

/**
 * The admin's collections (issue 36): list, read with their items, create,
 * update (name, text, date, the order of drawings and articles), delete into
 * the Lixeira; and which collections a drawing is in. Each save is one
 * UPDATE of one row, so one change for the rebuild engine.
 */
type Deps = Pick<ContentDeps, "db">;

async function requireCollection({ db }: Deps, id: string): Promise<Collection> {
  const collection = await getCollectionById(db, id);
  if (!collection) throw notFound(COLLECTIONS.notFound);
  return collection;
}

export async function listAdminCollections({ db }: Deps): Promise<{ items: (Collection & { coverUrl: string | null })[] }> {
  const collections = await listCollections(db);
  const shown = await shownDrawingImages(db, [...new Set(collections.flatMap((collection) => collection.drawingIds))]);
  const byId = new Map(shown.map((drawing) => [drawing.id, drawing]));
  return {
    items: collections.map((collection) => {
      const drawings = collection.drawingIds.flatMap((id) => byId.get(id) ?? []);
      return { ...collection, coverUrl: collectionCover(collection, drawings) };
    }),
  };
}

export async function getAdminCollection(deps: Deps, id: string) {
  const collection = await requireCollection(deps, id);
  return { ...collection, ...(await collectionItems(deps.db, collection.drawingIds, collection.articleIds)) };
}

export async function createAdminCollection({ db }: Deps, input: CollectionCreateInput): Promise<Collection> {
  await checkCover(db, input.coverDrawingId, input.drawingIds ?? []);
  return createCollection(db, input);
}

export async function updateAdminCollection({ db }: Deps, id: string, input: CollectionUpdateInput): Promise<Collection> {
  const current = await requireCollection({ db }, id);
  if (input.coverDrawingId !== undefined || input.drawingIds !== undefined) {
    const drawingIds = input.drawingIds ?? current.drawingIds;
    const cover = input.coverDrawingId !== undefined ? input.coverDrawingId : current.coverDrawingId;
    // A cover whose drawing left the collection goes with it: back to the first shown drawing's image.
    if (input.coverDrawingId === undefined && cover && !drawingIds.includes(cover)) input = { ...input, coverDrawingId: null };
    else await checkCover(db, cover, drawingIds);
  }
  const updated = await updateCollection(db, id, input);
  if (!updated) throw notFound(COLLECTIONS.notFound);
  return updated;
}

/**
 * A collection's cover is one of its own active drawings with an image:
 * public pages show its image, so an unpublished drawing cannot be chosen.
 * Pages judge it again as they render (src/lib/collections/cover.ts), since
 * a drawing may change afterwards (a new image, deactivated, deleted).
 */
async function checkCover(
  db: Deps["db"],
  coverDrawingId: string | null | undefined,
  drawingIds: readonly string[],
): Promise<void> {
  if (!coverDrawingId) return;
  const { drawings } = await collectionItems(db, drawingIds, []);
  if (!drawings.some((drawing) => drawing.id === coverDrawingId && drawing.active && drawing.imageUrl))
    throw invalid(COLLECTIONS.coverInvalid, [{ path: "coverDrawingId", message: COLLECTIONS.coverInvalid }]);
}

/** Into the Lixeira, row and order: 'Restaurar' puts it back as it was. */
export async function deleteAdminCollection({ db }: Deps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(COLLECTIONS.notFound);
  const deleted = await db.transaction().execute(async (trx) => {
    await copyToTrash(trx, "collection", id);
    return deleteCollection(trx, id);
  });
  if (!deleted) throw notFound(COLLECTIONS.notFound);
}

/** Every collection by name, and those that hold the drawing. */
export async function drawingCollections({ db }: Deps, drawingId: string) {
  if (!(await getDrawingById(db, drawingId))) throw notFound(DRAWINGS.notFound);
  const [all, holding] = await Promise.all([listCollections(db), collectionsOfDrawing(db, drawingId)]);
  return {
    collections: all.map(({ id, name }) => ({ id, name })),
    collectionIds: holding.map((collection) => collection.id),
  };
}
