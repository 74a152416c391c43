import { CATEGORIES } from "#src/lib/admin-contracts/messages.ts";
import type { CategoryListResult, RenameSummary } from "#src/lib/admin-contracts/responses.ts";
import type { CategoryCreateInput, CategoryUpdateInput } from "#src/lib/admin-contracts/schemas.ts";
import type { Category, CategoryWithCount } from "#src/lib/domain.ts";
import { prepareUpload } from "#src/server/images/upload.ts";
import {
  countCategoryDrawings,
  createCategory,
  deleteCategory,
  getCategoryById,
  listCategories,
  lockCategoryDrawingIds,
  moveCategoryDrawings,
  updateCategory,
} from "#src/server/repositories/categories.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { conflict, invalid, notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";
import { copyImageToSlug, removeImageFiles, removeQuietly, saveWithImage } from "./stored-images.ts";

const FOLDER = "categories";

async function withCount(db: Executor, category: Category): Promise<CategoryWithCount> {
  return { ...category, drawingsCount: await countCategoryDrawings(db, category.id) };
}

async function requireCategory(db: Executor, id: string): Promise<Category> {
  const category = await getCategoryById(db, id);
  if (!category) throw notFound(CATEGORIES.notFound);
  return category;
}

/** Every category by name, counting all its drawings (active or not), and the summary counters. */
export async function listAdminCategories({ db }: Pick<ContentDeps, "db">): Promise<CategoryListResult> {
  const items = await listCategories(db, { includeInactive: true });
  const withDescription = items.filter((category) => category.description?.trim()).length;
  return {
    items,
    counts: {
      total: items.length,
      withDescription,
      withoutDescription: items.length - withDescription,
      withImage: items.filter((category) => category.imageUrl).length,
    },
  };
}

export async function getAdminCategory({ db }: Pick<ContentDeps, "db">, id: string): Promise<CategoryWithCount> {
  return withCount(db, await requireCategory(db, id));
}

/**
 * Creates a category; its image (checked and rendered before anything is
 * written) is stored under the new slug in the same transaction, so a failed
 * upload leaves no category behind.
 */
export async function createAdminCategory({ db, storage }: ContentDeps, input: CategoryCreateInput): Promise<CategoryWithCount> {
  const prepared = input.image ? await prepareUpload(new Uint8Array(await input.image.arrayBuffer()), "category") : null;
  const category = await saveWithImage(
    { db, storage },
    {
      table: "categories",
      previousImageUrl: null,
      images: prepared?.variants ?? null,
      save: (trx) => createCategory(trx, { name: input.name, description: input.description ?? null }),
    },
  );
  return { ...category, drawingsCount: 0 };
}

/**
 * Updates the fields sent. A new image replaces the old one (whose files are
 * removed afterwards, a failure only logged); removeImage=true drops it. A
 * new name gives a new slug (the repository's rule); the image keeps its file
 * name until "rename image".
 */
export async function updateAdminCategory(
  { db, storage }: ContentDeps,
  id: string,
  input: CategoryUpdateInput,
): Promise<CategoryWithCount> {
  const current = await requireCategory(db, id);
  const prepared = input.image ? await prepareUpload(new Uint8Array(await input.image.arrayBuffer()), "category") : null;
  const updated = await saveWithImage(
    { db, storage },
    {
      table: "categories",
      previousImageUrl: current.imageUrl,
      images: prepared?.variants ?? null,
      removeImage: input.removeImage,
      save: async (trx) => {
        const category = await updateCategory(trx, id, {
          name: input.name,
          description: input.description,
        });
        if (!category) throw notFound(CATEGORIES.notFound);
        return category;
      },
    },
  );
  return withCount(db, updated);
}

/**
 * Deletes the category into the trash (src/server/content/trash.ts; its files
 * stay until it is purged). Its drawings first move to `moveTo`, each
 * reported as updated; with drawings and no `moveTo`, 409 says how many
 * (an active drawing always has a category, and so a page).
 */
export async function deleteAdminCategory({ db }: ContentDeps, id: string, moveTo?: string): Promise<void> {
  await requireCategory(db, id);
  if (moveTo !== undefined && (moveTo === id || !(await getCategoryById(db, moveTo)))) {
    throw invalid(CATEGORIES.moveTargetInvalid, [{ path: "moveTo", message: CATEGORIES.moveTargetInvalid }]);
  }
  const deleted = await db.transaction().execute(async (trx) => {
    // Its drawings first: moved to the category chosen, or the deletion waits (a drawing is never active without a page).
    const drawings = await lockCategoryDrawingIds(trx, id);
    if (drawings.length > 0) {
      if (moveTo === undefined) throw conflict(CATEGORIES.hasDrawings(drawings.length));
      await moveCategoryDrawings(trx, id, moveTo);
    }
    await copyToTrash(trx, "category", id);
    return deleteCategory(trx, id);
  });
  if (!deleted) throw notFound(CATEGORIES.notFound);
}

/** The spec's "rename image": the image files take the category's current slug. */
export async function renameAdminCategoryImage({ db, storage }: ContentDeps, id: string): Promise<CategoryWithCount> {
  const current = await requireCategory(db, id);
  if (!current.imageUrl) throw invalid(CATEGORIES.withoutImage);
  const copied = await copyImageToSlug(storage, FOLDER, current.imageUrl, current);
  if (!copied) return withCount(db, current);
  let updated: Category | null;
  try {
    updated = await updateCategory(db, id, { imageUrl: copied.imageUrl });
  } catch (error) {
    await removeQuietly(storage, copied.paths, "after a failed rename");
    throw error;
  }
  if (!updated) throw notFound(CATEGORIES.notFound);
  await removeImageFiles({ db, storage }, current.imageUrl, { table: "categories", id }, "(renamed image)");
  return withCount(db, updated);
}

/** Renames the image of every category that has one; one failure does not stop the others. */
export async function renameAllCategoryImages(deps: ContentDeps): Promise<RenameSummary> {
  const categories = (await listCategories(deps.db, { includeInactive: true })).filter((category) => category.imageUrl);
  const summary: RenameSummary = { succeeded: 0, failed: [] };
  for (const category of categories) {
    try {
      await renameAdminCategoryImage(deps, category.id);
      summary.succeeded++;
    } catch (error) {
      summary.failed.push({ id: category.id, name: category.name, message: (error as Error).message });
    }
  }
  return summary;
}
