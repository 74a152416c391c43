import type { Kysely } from "kysely";
import { BULK } from "#src/lib/admin-contracts/messages.ts";
import type { BulkResult } from "#src/lib/admin-contracts/responses.ts";
import type { DrawingBulkInput } from "#src/lib/admin-contracts/schemas.ts";
import type { Database } from "#src/server/db/schema.ts";
import { getCategoryById } from "#src/server/repositories/categories.ts";
import { deleteDrawings, lockDrawingsForBulk, setDrawingsFields } from "#src/server/repositories/drawings.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { notFound } from "../errors.ts";

/**
 * Bulk actions on the drawings list (issue 21): activate, deactivate, move
 * to a category or delete (into the Lixeira) the drawings chosen by id, or
 * every drawing the list's filter matches. One transaction, with the rows
 * locked; then every changed row is reported at once, so the rebuild engine
 * takes them as one batch. A drawing without a category is not activated
 * (it would have no page): it is counted as skipped.
 */
export async function bulkDrawings({ db }: { db: Kysely<Database> }, input: DrawingBulkInput): Promise<BulkResult> {
  const { action } = input;
  if (action === "move" && input.categoryId && !(await getCategoryById(db, input.categoryId)))
    throw notFound(BULK.categoryNotFound);
  const { affected, skipped } = await db.transaction().execute(async (trx) => {
    const rows = await lockDrawingsForBulk(trx, input);
    const targets = action === "activate" ? rows.filter((row) => row.categoryId !== null) : rows;
    const ids = targets.map((row) => row.id);
    if (ids.length > 0) {
      if (action === "delete") {
        await copyToTrash(trx, "drawing", ids);
        await deleteDrawings(trx, ids);
      } else {
        const change =
          action === "activate"
            ? { active: true }
            : action === "deactivate"
              ? { active: false }
              : { categoryId: input.categoryId ?? null };
        await setDrawingsFields(trx, ids, change);
      }
    }
    return { affected: targets.length, skipped: rows.length - targets.length };
  });
  return { action, affected, skipped };
}
