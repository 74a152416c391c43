import type { Transaction } from "kysely";
import { DRAWINGS, FIELDS } from "#src/lib/admin-contracts/messages.ts";
import type { DrawingListResult, RenameSummary } from "#src/lib/admin-contracts/responses.ts";
import type {
  DifficultyChoice,
  DrawingCreateInput,
  DrawingListQuery,
  DrawingUpdateInput,
} from "#src/lib/admin-contracts/schemas.ts";
import type { Drawing, DrawingWithCategory, DrawingWithDifficulty } from "#src/lib/domain.ts";
import type { Database } from "#src/server/db/schema.ts";
import { printImage } from "#src/server/images/pdf.ts";
import { perceptualHash } from "#src/server/images/perceptual-hash.ts";
import { type PreparedImage, prepareUpload } from "#src/server/images/upload.ts";
import { countCategories, getCategoryById } from "#src/server/repositories/categories.ts";
import { setDrawingCollections } from "#src/server/repositories/collections.ts";
import { setDrawingImage } from "#src/server/repositories/drawing-images.ts";
import {
  countDrawings,
  createDrawing,
  deleteDrawing,
  getDrawingById,
  getDrawingWithCategory,
  getDrawingWithDifficulty,
  listDrawings,
  listDrawingsWithImages,
  updateDrawing,
} from "#src/server/repositories/drawings.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { invalid, notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";
import { type AnalysedRegions, analyseNewImage, storedDifficultyOf, storeRegionFile } from "./region-maps.ts";
import {
  copyImageToSlug,
  type ImageBytes,
  removeImageFiles,
  removeQuietly,
  saveWithFiles,
  storeVariants,
} from "./stored-images.ts";

const FOLDER = "drawings";

async function requireDrawing(db: Executor, id: string): Promise<Drawing> {
  const drawing = await getDrawingById(db, id);
  if (!drawing) throw notFound(DRAWINGS.notFound);
  return drawing;
}

async function withCategory(db: Executor, id: string): Promise<DrawingWithCategory> {
  const drawing = await getDrawingWithCategory(db, id);
  if (!drawing) throw notFound(DRAWINGS.notFound);
  return drawing;
}

/** A drawing as its admin form reads it: with its category, and its difficulty's details. */
async function adminView(db: Executor, id: string): Promise<DrawingWithDifficulty> {
  const drawing = await getDrawingWithDifficulty(db, id);
  if (!drawing) throw notFound(DRAWINGS.notFound);
  return drawing;
}

/** The form's choice as stored: "auto" clears the tier set by hand. */
const overrideOf = (choice: DifficultyChoice) => (choice === "auto" ? null : choice);

/** The category must exist: the form's select only offers existing ones. */
async function assertCategory(db: Executor, categoryId: string): Promise<void> {
  if (!(await getCategoryById(db, categoryId))) {
    throw invalid(FIELDS.selectCategory, [{ path: "categoryId", message: FIELDS.selectCategory }]);
  }
}

/**
 * A drawing's new image, made ready before its save's transaction opens: its
 * stored variants, its perceptual hash (the duplicate check of automatic
 * publishing's uploads) and its region map (the colouring screen and the
 * difficulty). A hash or map that cannot be made is null and only logged:
 * the drawing is saved, and the backfills make them later.
 */
export type DrawingImage = { variants: ImageBytes; hash: string | null; regions: AnalysedRegions | null };

export async function drawingImageOf(prepared: PreparedImage, knownHash?: string): Promise<DrawingImage> {
  const full = prepared.variants.full.bytes;
  const [hash, regions] = await Promise.all([
    knownHash ??
      perceptualHash(full).catch((error: Error) => {
        console.warn(`Could not compute the hash of a new drawing image: ${error.message}`);
        return null;
      }),
    analyseNewImage(full),
  ]);
  return { variants: prepared.variants, hash, regions };
}

async function uploadedImage(file: File | undefined): Promise<DrawingImage | null> {
  return file ? drawingImageOf(await prepareUpload(new Uint8Array(await file.arrayBuffer()), "drawing")) : null;
}

/**
 * Saves a drawing with its image (src/server/content/stored-images.ts#saveWithImage)
 * and, in the same transaction, what the image tells about it: its hash and
 * its region map's metrics. The database announces the drawing once, at
 * commit, with its final tier: one save, one change, one rebuild.
 */
export async function saveDrawingWithImage(
  { db, storage }: ContentDeps,
  options: {
    previousImageUrl: string | null;
    image: DrawingImage | null;
    removeImage?: boolean | undefined;
    save: (trx: Transaction<Database>) => Promise<Drawing>;
  },
): Promise<Drawing> {
  const { image, removeImage = false } = options;
  // The image work first, out of the transaction: the print image (a JPEG encode of up to seconds).
  const print = image ? await printImage(image.variants.full.bytes) : null;
  const replacesImage = image !== null || removeImage;
  return saveWithFiles(
    { db, storage },
    { table: "drawings", previousImageUrl: options.previousImageUrl, replacesImage },
    async (trx, wrote) => {
      const row = await options.save(trx);
      if (!replacesImage) return row;
      // Then, given the slug, its files and its region map, and one update of the row with all the image tells.
      const stored =
        image && print ? await storeVariants(storage, FOLDER, row.slug, image.variants, { title: row.title, print }) : null;
      wrote(stored?.paths ?? []);
      const regions = stored && image?.regions ? await storeRegionFile(storage, stored.imageUrl, image.regions.file) : null;
      if (regions) wrote([regions]);
      await setDrawingImage(trx, row.id, {
        imageUrl: stored?.imageUrl ?? null,
        hash: image?.hash ?? null,
        regions: regions && image?.regions ? storedDifficultyOf(image.regions.metrics) : undefined,
      });
      return { ...row, imageUrl: stored?.imageUrl ?? null };
    },
  );
}

/** One page of drawings, filtered and counted in SQL, with the summary counters. */
export async function listAdminDrawings({ db }: Pick<ContentDeps, "db">, query: DrawingListQuery): Promise<DrawingListResult> {
  const active = query.status === "active" ? true : query.status === "inactive" ? false : undefined;
  const [page, counts, categories] = await Promise.all([
    listDrawings(db, {
      adminSearch: query.search,
      categoryId: query.categoryId,
      active,
      level: query.level === "all" ? undefined : query.level,
      page: query.page,
      limit: query.limit,
      sortBy: query.sort,
      sortOrder: query.order,
    }),
    countDrawings(db),
    countCategories(db),
  ]);
  return { ...page, counts: { ...counts, categories } };
}

export async function getAdminDrawing({ db }: Pick<ContentDeps, "db">, id: string): Promise<DrawingWithDifficulty> {
  return adminView(db, id);
}

/**
 * Creates a drawing (active unless sent active=false); its image, checked and
 * rendered first, is stored under the new slug in the same transaction.
 */
export async function createAdminDrawing(
  { db, storage }: ContentDeps,
  input: DrawingCreateInput,
): Promise<DrawingWithDifficulty> {
  await assertCategory(db, input.categoryId);
  const image = await uploadedImage(input.image);
  const drawing = await saveDrawingWithImage(
    { db, storage },
    {
      previousImageUrl: null,
      image,
      save: async (trx) => {
        const drawing = await createDrawing(trx, {
          title: input.title,
          categoryId: input.categoryId,
          description: input.description ?? null,
          tags: input.tags ?? [],
          active: input.active,
          difficultyOverride: input.difficulty ? overrideOf(input.difficulty) : null,
        });
        // Its collections, in the same transaction: the save is whole or nothing.
        if (input.collectionIds) await setDrawingCollections(trx, drawing.id, input.collectionIds);
        return drawing;
      },
    },
  );
  return adminView(db, drawing.id);
}

/**
 * Updates the fields sent, `active` as sent (the old admin forced it to true:
 * a defect). Image replacement and removal as for categories.
 */
export async function updateAdminDrawing(
  { db, storage }: ContentDeps,
  id: string,
  input: DrawingUpdateInput,
): Promise<DrawingWithDifficulty> {
  const current = await requireDrawing(db, id);
  if (input.categoryId !== undefined) await assertCategory(db, input.categoryId);
  const image = await uploadedImage(input.image);
  await saveDrawingWithImage(
    { db, storage },
    {
      previousImageUrl: current.imageUrl,
      image,
      removeImage: input.removeImage,
      save: async (trx) => {
        const drawing = await updateDrawing(trx, id, {
          title: input.title,
          categoryId: input.categoryId,
          description: input.description,
          tags: input.tags,
          active: input.active,
          difficultyOverride: input.difficulty === undefined ? undefined : overrideOf(input.difficulty),
        });
        if (!drawing) throw notFound(DRAWINGS.notFound);
        if (input.collectionIds) await setDrawingCollections(trx, id, input.collectionIds);
        return drawing;
      },
    },
  );
  return adminView(db, id);
}

/**
 * Deletes the drawing into the trash (src/server/content/trash.ts): its row is
 * kept there, and its files until it is purged.
 */
export async function deleteAdminDrawing({ db }: ContentDeps, id: string): Promise<void> {
  await requireDrawing(db, id);
  const deleted = await db.transaction().execute(async (trx) => {
    await copyToTrash(trx, "drawing", id);
    return deleteDrawing(trx, id);
  });
  if (!deleted) throw notFound(DRAWINGS.notFound);
}

/** The spec's "rename image": the image files take the drawing's current slug. */
export async function renameAdminDrawingImage({ db, storage }: ContentDeps, id: string): Promise<DrawingWithCategory> {
  const current = await requireDrawing(db, id);
  if (!current.imageUrl) throw invalid(DRAWINGS.withoutImage);
  const copied = await copyImageToSlug(storage, FOLDER, current.imageUrl, current);
  if (!copied) return withCategory(db, id);
  // The same image under a new name: its map comes from the cache (region-maps.ts#cachedAnalyse).
  const full = await storage.get(storage.pathFromUrl(copied.imageUrl) ?? "").catch(() => null);
  const regions = full ? await analyseNewImage(full) : null;
  const regionsPath = regions ? await storeRegionFile(storage, copied.imageUrl, regions.file) : null;
  let found: boolean;
  try {
    // The new address and its map in one update: one announced change.
    found = await setDrawingImage(db, id, {
      imageUrl: copied.imageUrl,
      regions: regionsPath && regions ? storedDifficultyOf(regions.metrics) : undefined,
    });
  } catch (error) {
    await removeQuietly(storage, regionsPath ? [...copied.paths, regionsPath] : copied.paths, "after a failed rename");
    throw error;
  }
  if (!found) throw notFound(DRAWINGS.notFound);
  await removeImageFiles({ db, storage }, current.imageUrl, { table: "drawings", id }, "(renamed image)");
  return withCategory(db, id);
}

/** Renames the image of every drawing that has one; one failure does not stop the others. */
export async function renameAllDrawingImages(deps: ContentDeps): Promise<RenameSummary> {
  const drawings = await listDrawingsWithImages(deps.db);
  const summary: RenameSummary = { succeeded: 0, failed: [] };
  for (const drawing of drawings) {
    try {
      await renameAdminDrawingImage(deps, drawing.id);
      summary.succeeded++;
    } catch (error) {
      summary.failed.push({ id: drawing.id, name: drawing.title, message: (error as Error).message });
    }
  }
  return summary;
}
