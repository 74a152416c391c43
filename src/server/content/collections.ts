import { COLLECTIONS, DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import type { CollectionCreateInput, CollectionUpdateInput } from "#src/lib/admin-contracts/schemas.ts";
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
import { invalid, notFound } from "../errors.ts";
import { copyToTrash } from "../repositories/trash.ts";
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

export async function listAdminCollections({ db }: Deps): Promise<{ items: Collection[] }> {
  return { items: await listCollections(db) };
}

export async function getAdminCollection(deps: Deps, id: string) {
  const collection = await requireCollection(deps, id);
  return { ...collection, ...(await collectionItems(deps.db, collection.drawingIds, collection.articleIds)) };
}

export async function createAdminCollection({ db }: Deps, input: CollectionCreateInput): Promise<Collection> {
  await checkCover(db, input.imageUrl, input.drawingIds ?? []);
  return createCollection(db, input);
}

export async function updateAdminCollection({ db }: Deps, id: string, input: CollectionUpdateInput): Promise<Collection> {
  const current = await requireCollection({ db }, id);
  if (input.imageUrl !== undefined || input.drawingIds !== undefined) {
    const drawingIds = input.drawingIds ?? current.drawingIds;
    const imageUrl = input.imageUrl !== undefined ? input.imageUrl : current.imageUrl;
    // A cover whose drawing left the collection goes with it: back to the first drawing's image.
    if (input.imageUrl === undefined && imageUrl && !(await isCoverOf(db, imageUrl, drawingIds)))
      input = { ...input, imageUrl: null };
    else await checkCover(db, imageUrl, drawingIds);
  }
  const updated = await updateCollection(db, id, input);
  if (!updated) throw notFound(COLLECTIONS.notFound);
  return updated;
}

/**
 * A collection's cover is the image of one of its own active drawings:
 * public pages show it, so no other address (another site's, a private
 * file's, an unpublished drawing's) gets in, and the image-file rules keep a
 * file a collection names. Pages check it again as they render
 * (src/lib/collections/cover.ts), since a drawing may change afterwards.
 */
async function checkCover(db: Deps["db"], imageUrl: string | null | undefined, drawingIds: readonly string[]): Promise<void> {
  if (!imageUrl) return;
  if (!(await isCoverOf(db, imageUrl, drawingIds)))
    throw invalid(COLLECTIONS.coverInvalid, [{ path: "imageUrl", message: COLLECTIONS.coverInvalid }]);
}

async function isCoverOf(db: Deps["db"], imageUrl: string, drawingIds: readonly string[]): Promise<boolean> {
  const { drawings } = await collectionItems(db, drawingIds, []);
  return drawings.some((drawing) => drawing.active && drawing.imageUrl === imageUrl);
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
