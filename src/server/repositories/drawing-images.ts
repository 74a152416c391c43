import { sql } from "kysely";
import { DIFFICULTY_MEASURE_VERSION, tierWithAdvice } from "#src/lib/colouring/difficulty.ts";
import type { DifficultyTierValue } from "../db/schema.ts";
import type { Executor } from "./executor.ts";

/**
 * What a drawing's image tells about it, written on the drawing beside its
 * image: the perceptual hash (the duplicate check of uploads) and the region
 * map's metrics (its difficulty). A save records both in its own
 * transaction (src/server/content/drawings.ts), so one save is one change.
 */

const owed = sql<boolean>`(regions_image_url is distinct from image_url or difficulty_measure is distinct from ${DIFFICULTY_MEASURE_VERSION})`;

/**
 * The drawings whose region map is owed (docs/decisions/0019-colouring-difficulty.md):
 * an image whose map was never made, or not for this image, or whose metrics
 * come from another version of the difficulty measure. Keyset-paged by
 * id after `afterId`, so a drawing left owed (its file could not be read)
 * is passed over, not read again in the same run.
 */
export async function drawingsOwingRegionMaps(
  db: Executor,
  limit: number,
  afterId: string | null = null,
  ids: readonly string[] | null = null,
): Promise<{ id: string; imageUrl: string }[]> {
  let query = db
    .selectFrom("drawings")
    .select(["id", "image_url"])
    .where("image_url", "is not", null)
    .where(owed)
    .orderBy("id")
    .limit(limit);
  if (afterId) query = query.where("id", ">", afterId);
  if (ids) query = query.where("id", "in", ids.length > 0 ? [...ids] : ["00000000-0000-0000-0000-000000000000"]);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, imageUrl: row.image_url ?? "" }));
}

/** `manyParts`: the figure's many parts make it at least 'Médio' (src/lib/colouring/difficulty.ts#hasManyParts). */
export type StoredDifficulty = { regions: number; score: number; leaks: number; manyParts?: boolean; dotFigure?: boolean } | null;

/**
 * Records the map of `imageUrl` for every drawing that shows it (the seed
 * shares images), unless the drawing's image changed meanwhile. Each
 * drawing's tier is the score's, with the AI's advice it was published with
 * (`tierWithAdvice`). Null metrics: the image could not be mapped.
 */
export async function recordRegionMap(db: Executor, imageUrl: string, difficulty: StoredDifficulty): Promise<number> {
  const rows = await db
    .selectFrom("drawings")
    .select(["id", "difficulty_ai"])
    .where("image_url", "=", imageUrl)
    .where(owed)
    .execute();
  let recorded = 0;
  for (const { id, difficulty_ai } of rows) {
    const result = await db
      .updateTable("drawings")
      .set(regionColumns(imageUrl, difficulty, difficulty_ai))
      .where("id", "=", id)
      .where("image_url", "=", imageUrl)
      .executeTakeFirst();
    recorded += Number(result.numUpdatedRows);
  }
  return recorded;
}

/** A region map's columns on a drawing: the image it was made from, its metrics and the tier they give with the AI's advice. */
function regionColumns(imageUrl: string, difficulty: StoredDifficulty, ai: DifficultyTierValue | null) {
  return {
    regions_image_url: imageUrl,
    difficulty_regions: difficulty?.regions ?? null,
    difficulty_score: difficulty?.score ?? null,
    difficulty_leaks: difficulty?.leaks ?? null,
    difficulty_tier: difficulty ? tierWithAdvice(difficulty.score, ai, difficulty.manyParts) : null,
    dot_figure: difficulty?.dotFigure ?? null,
    difficulty_measure: DIFFICULTY_MEASURE_VERSION,
  };
}

/** Drawings with an image and no hash yet (older rows), a batch at a time. */
export async function drawingsWithoutImageHash(db: Executor, limit: number): Promise<Array<{ id: string; imageUrl: string }>> {
  const rows = await db
    .selectFrom("drawings")
    .select(["id", "image_url"])
    .where("image_hash", "is", null)
    .where("image_url", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, imageUrl: row.image_url ?? "" }));
}

/**
 * Records a drawing's image hash. "" marks an image that has none (blank, or
 * unreadable) so the backfill does not try it again; the duplicate check skips it.
 */
export async function setDrawingImageHash(db: Executor, id: string, hash: string | null): Promise<void> {
  await db.updateTable("drawings").set({ image_hash: hash }).where("id", "=", id).execute();
}

/**
 * A saved drawing's image and everything it tells, in one update of its row
 * (src/server/content/drawings.ts#saveDrawingWithImage): the image's address,
 * its hash, and its region map's metrics with the tier they give (the AI's
 * advice the drawing was published with included). `hash` undefined: the
 * same picture under a new name, its hash kept. `regions` undefined: no map
 * was stored with it, the backfill makes it later. False when the drawing is gone.
 */
export async function setDrawingImage(
  db: Executor,
  id: string,
  image: { imageUrl: string | null; hash?: string | null | undefined; regions?: StoredDifficulty | undefined },
): Promise<boolean> {
  const { imageUrl, hash, regions } = image;
  // The AI's advice the drawing was published with weighs in its tier.
  const ai =
    regions && imageUrl !== null
      ? ((await db.selectFrom("drawings").select("difficulty_ai").where("id", "=", id).executeTakeFirst())?.difficulty_ai ?? null)
      : null;
  const mapped = regions === undefined || imageUrl === null ? {} : regionColumns(imageUrl, regions, ai);
  const result = await db
    .updateTable("drawings")
    .set({
      image_url: imageUrl,
      ...(hash !== undefined || imageUrl === null ? { image_hash: imageUrl ? hash : null } : {}),
      ...mapped,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
