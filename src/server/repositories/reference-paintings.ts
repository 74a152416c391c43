import { parseReferencePoints, type ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import type { Executor } from "./executor.ts";
import { jsonb } from "./jsonb.ts";

/**
 * Drawings' reference paintings (issue 48;
 * supabase/migrations/20261202000000_drawing_reference_paintings.sql): one a
 * drawing at most, replaced as a whole.
 */
export type ReferencePainting = { points: ReferencePoint[]; paintedAt: Date };

/** Whether the drawing exists (in any state: a painting may be made before it is shown). */
export async function drawingExists(db: Executor, drawingId: string): Promise<boolean> {
  return (await db.selectFrom("drawings").select("id").where("id", "=", drawingId).executeTakeFirst()) !== undefined;
}

export async function referencePaintingOf(db: Executor, drawingId: string): Promise<ReferencePainting | null> {
  const row = await db
    .selectFrom("drawing_reference_paintings")
    .select(["points", "painted_at"])
    .where("drawing_id", "=", drawingId)
    .executeTakeFirst();
  if (!row) return null;
  return { points: parseReferencePoints(row.points), paintedAt: new Date(row.painted_at) };
}

/** Stores `points` as the drawing's painting, replacing any; false when the drawing does not exist. */
export async function saveReferencePainting(
  db: Executor,
  drawingId: string,
  points: readonly ReferencePoint[],
): Promise<boolean> {
  if (!(await drawingExists(db, drawingId))) return false;
  await db
    .insertInto("drawing_reference_paintings")
    .values({ drawing_id: drawingId, points: jsonb(points), painted_at: new Date() })
    .onConflict((conflict) =>
      conflict.column("drawing_id").doUpdateSet((update) => ({
        points: update.ref("excluded.points"),
        painted_at: update.ref("excluded.painted_at"),
      })),
    )
    .execute();
  return true;
}

export async function deleteReferencePainting(db: Executor, drawingId: string): Promise<void> {
  await db.deleteFrom("drawing_reference_paintings").where("drawing_id", "=", drawingId).execute();
}
