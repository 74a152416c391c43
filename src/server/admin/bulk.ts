import type { Kysely } from "kysely";
import { BULK } from "#src/lib/admin-contracts/messages.ts";
import type { BulkResult } from "#src/lib/admin-contracts/responses.ts";
import type { DrawingBulkInput } from "#src/lib/admin-contracts/schemas.ts";
import type { Database } from "#src/server/db/schema.ts";
import { drawingConditions } from "../repositories/drawings-query.ts";
import { notFound } from "./errors.ts";
import { moveToTrash } from "./trash.ts";

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
  if (action === "move" && input.categoryId) {
    const category = await db.selectFrom("categories").select("id").where("id", "=", input.categoryId).executeTakeFirst();
    if (!category) throw notFound(BULK.categoryNotFound);
  }
  const { affected, skipped } = await db.transaction().execute(async (trx) => {
    let chosen = trx.selectFrom("drawings").leftJoin("categories", "categories.id", "drawings.category_id").selectAll("drawings");
    if (input.ids) chosen = chosen.where("drawings.id", "in", input.ids);
    if (input.filter) {
      const { search, categoryId, status } = input.filter;
      const active = status === "active" ? true : status === "inactive" ? false : undefined;
      for (const condition of drawingConditions({ adminSearch: search, categoryId, active })) chosen = chosen.where(condition);
    }
    const rows = await chosen.forUpdate("drawings").execute();
    const targets = action === "activate" ? rows.filter((row) => row.category_id !== null) : rows;
    const ids = targets.map((row) => row.id);
    if (ids.length > 0) {
      if (action === "delete") {
        await moveToTrash(trx, "drawing", ids);
        await trx.deleteFrom("drawings").where("id", "in", ids).execute();
      } else {
        const set =
          action === "activate"
            ? { active: true }
            : action === "deactivate"
              ? { active: false }
              : { category_id: input.categoryId ?? null };
        await trx.updateTable("drawings").set(set).where("id", "in", ids).execute();
      }
    }
    return { affected: targets.length, skipped: rows.length - targets.length };
  });
  return { action, affected, skipped };
}
