import { DRAWINGS, FIELDS } from "#src/lib/admin-contracts/messages.ts";
import type { DrawingListResult, RenameSummary } from "#src/lib/admin-contracts/responses.ts";
import type {
  DifficultyChoice,
  DrawingCreateInput,
  DrawingListQuery,
  DrawingUpdateInput,
} from "#src/lib/admin-contracts/schemas.ts";
import type { Drawing, DrawingWithCategory, DrawingWithDifficulty } from "#src/lib/domain.ts";
import { perceptualHash } from "#src/server/images/perceptual-hash.ts";
import { type PreparedImage, prepareUpload } from "#src/server/images/upload.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import {
  countCategories,
  countDrawings,
  createDrawing,
  deleteDrawing,
  getCategoryById,
  getDrawingById,
  getDrawingWithCategory,
  getDrawingWithDifficulty,
  listDrawings,
  listDrawingsWithImages,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import { setDrawingImageHash } from "#src/server/repositories/pending-drawings.ts";
import { invalid, notFound } from "../errors.ts";
import { copyToTrash } from "../repositories/trash.ts";
import type { ContentDeps } from "./deps.ts";
import { mapOwedRegions } from "./region-maps.ts";
import { copyImageToSlug, removeImageFiles, removeQuietly, saveWithImage } from "./stored-images.ts";

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
 * Records the perceptual hash of a drawing's new image (the duplicate check of
 * automatic publishing's uploads), or clears it with the image. Only logged
 * when it fails: the drawing is saved either way.
 */
async function recordImageHash(db: Executor, id: string, prepared: PreparedImage | null, removed: boolean): Promise<void> {
  if (!prepared && !removed) return;
  try {
    const hash = prepared ? await perceptualHash(prepared.variants.full.bytes) : null;
    await setDrawingImageHash(db, id, hash);
  } catch (error) {
    console.warn(`Could not record the image hash of drawing ${id}: ${(error as Error).message}`);
  }
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
  const prepared = input.image ? await prepareUpload(new Uint8Array(await input.image.arrayBuffer()), "drawing") : null;
  const drawing = await saveWithImage(
    { db, storage },
    {
      folder: FOLDER,
      table: "drawings",
      previousImageUrl: null,
      images: prepared?.variants ?? null,
      save: (trx) =>
        createDrawing(trx, {
          title: input.title,
          categoryId: input.categoryId,
          description: input.description ?? null,
          tags: input.tags ?? [],
          active: input.active,
          difficultyOverride: input.difficulty ? overrideOf(input.difficulty) : null,
        }),
      setImage: (trx, id, imageUrl) => updateDrawing(trx, id, { imageUrl }),
    },
  );
  await recordImageHash(db, drawing.id, prepared, false);
  // Its region map and difficulty (the colouring screen, the labels): half a second, off the event loop.
  if (prepared) await mapOwedRegions({ db, storage }, [drawing.id]);
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
  const prepared = input.image ? await prepareUpload(new Uint8Array(await input.image.arrayBuffer()), "drawing") : null;
  await saveWithImage(
    { db, storage },
    {
      folder: FOLDER,
      table: "drawings",
      previousImageUrl: current.imageUrl,
      images: prepared?.variants ?? null,
      removeImage: input.removeImage,
      save: async (trx) => {
        const drawing = await updateDrawing(trx, id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.tags !== undefined ? { tags: input.tags } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.difficulty !== undefined ? { difficultyOverride: overrideOf(input.difficulty) } : {}),
        });
        if (!drawing) throw notFound(DRAWINGS.notFound);
        return drawing;
      },
      setImage: (trx, drawingId, imageUrl) => updateDrawing(trx, drawingId, { imageUrl }),
    },
  );
  await recordImageHash(db, id, prepared, Boolean(input.removeImage) && !prepared);
  if (prepared) await mapOwedRegions({ db, storage }, [id]);
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
  let updated: Drawing | null;
  try {
    updated = await updateDrawing(db, id, { imageUrl: copied.imageUrl });
  } catch (error) {
    await removeQuietly(storage, copied.paths, "after a failed rename");
    throw error;
  }
  if (!updated) throw notFound(DRAWINGS.notFound);
  await removeImageFiles({ db, storage }, current.imageUrl, { table: "drawings", id }, "(renamed image)");
  // The same image under a new name: its map comes from the cache (backfill.ts#cachedAnalyse).
  await mapOwedRegions({ db, storage }, [id]);
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
