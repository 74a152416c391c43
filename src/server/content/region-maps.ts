import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import nodePath from "node:path";
import { DIFFICULTY_MEASURE_VERSION, hasManyParts } from "#src/lib/colouring/difficulty.ts";
import { REGION_MAP_VERSION } from "#src/lib/colouring/region-map-file.ts";
import { mapLimit } from "#src/lib/concurrency.ts";
import { drawingsOwingRegionMaps, recordRegionMap, type StoredDifficulty } from "#src/server/repositories/drawing-images.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { RegionMetrics } from "../colouring/region-file.ts";
import { regionsPathFor } from "../images/file-names.ts";
import { analyseRegions } from "../images/upload.ts";
import { type Storage, UPLOAD_CACHE_CONTROL_SECONDS } from "../storage/index.ts";
import type { ContentDeps } from "./deps.ts";
import { storedFilesOf } from "./stored-images.ts";

export type AnalysedRegions = { metrics: RegionMetrics; file: Uint8Array };
export type Analyse = (image: Uint8Array) => Promise<AnalysedRegions>;

export type BackfillReport = { mapped: number; failed: number; skipped: number };

/**
 * Makes the region maps that are owed (docs/decisions/0019-colouring-difficulty.md):
 * for each image a drawing shows without a map for it, reads the stored full
 * image, computes the map off the event loop (`analyse`: the image worker
 * pool in the server), stores `{name}.regions.bin` beside the image and
 * records the difficulty on every drawing that shows the image.
 *
 * Runs at start for what is owed (`ids` narrows it to some drawings). A
 * save makes its image's map itself, in its transaction (drawings.ts
 * saveDrawingWithImage), so what is owed here is older data, a map a save
 * could not make, or a new version of the measure. One image at a time; one that
 * cannot be mapped is recorded without metrics (the drawing stays printable)
 * and logged; one that cannot be read now is left for the next run.
 * `concurrency` images at a time (one by default: the server's background
 * backfill leaves the image pool's other worker to uploads).
 */
export async function backfillRegionMaps(
  { db, storage }: ContentDeps,
  analyse: Analyse,
  {
    ids = null,
    batch = 20,
    concurrency = 1,
    log = console.warn,
  }: { ids?: readonly string[] | null; batch?: number; concurrency?: number; log?: (line: string) => void } = {},
): Promise<BackfillReport> {
  const report: BackfillReport = { mapped: 0, failed: 0, skipped: 0 };
  const done = new Set<string>();
  let afterId: string | null = null;
  for (;;) {
    const rows = await drawingsOwingRegionMaps(db, batch, afterId, ids);
    if (rows.length === 0) return report;
    afterId = (rows.at(-1) as (typeof rows)[number]).id;
    // Drawings sharing an image share its map: each image once.
    const images = [...new Set(rows.map((row) => row.imageUrl))].filter((imageUrl) => !done.has(imageUrl));
    for (const imageUrl of images) done.add(imageUrl);
    await mapLimit(images, concurrency, async (imageUrl) => {
      const outcome = await mapOne({ db, storage }, analyse, imageUrl, log);
      report[outcome]++;
    });
  }
}

/** One image's map, made and recorded: "mapped", "failed" (recorded without metrics) or "skipped" (left owed). */
async function mapOne(
  { db, storage }: ContentDeps,
  analyse: Analyse,
  imageUrl: string,
  log: (line: string) => void,
): Promise<keyof BackfillReport> {
  const files = storedFilesOf(storage, imageUrl);
  if (!files || "single" in files) {
    // Not one of this storage's WebP images (an older single file, another host): nothing to map.
    await recordRegionMap(db, imageUrl, null);
    return "failed";
  }
  const image = await storage.get(files.full).catch(() => null);
  if (!image) return "skipped";
  let analysed: AnalysedRegions;
  try {
    analysed = await analyse(image);
  } catch (error) {
    log(`Could not map the regions of ${files.full}: ${(error as Error).message}`);
    await recordRegionMap(db, imageUrl, null);
    return "failed";
  }
  return (await storeRegionMap({ db, storage }, imageUrl, analysed, log)) ? "mapped" : "skipped";
}

/** Where `imageUrl`'s region map is stored: beside its full image; null for an image this storage did not make. */
export function regionsPathOf(storage: Storage, imageUrl: string): string | null {
  const files = storedFilesOf(storage, imageUrl);
  return files && !("single" in files) ? regionsPathFor(files.full) : null;
}

/**
 * Stores `imageUrl`'s region map beside its full image and records its
 * metrics on the drawings that show it (the backfill's way; a save records
 * them in its own single update: src/server/content/drawings.ts). False when
 * the file could not be stored: the map stays owed, for the backfill's next run.
 */
export async function storeRegionMap(
  { db, storage }: { db: Executor; storage: Storage },
  imageUrl: string,
  analysed: AnalysedRegions,
  log: (line: string) => void = console.warn,
): Promise<boolean> {
  if (!(await storeRegionFile(storage, imageUrl, analysed.file, log))) return false;
  await recordRegionMap(db, imageUrl, storedDifficultyOf(analysed.metrics));
  return true;
}

/** Writes `imageUrl`'s region map file beside its full image; its path, or null when it could not be stored (logged). */
export async function storeRegionFile(
  storage: Storage,
  imageUrl: string,
  file: Uint8Array,
  log: (line: string) => void = console.warn,
): Promise<string | null> {
  const path = regionsPathOf(storage, imageUrl);
  if (!path) return null;
  try {
    await storage.put(path, file, { contentType: "application/octet-stream", cacheControlSeconds: UPLOAD_CACHE_CONTROL_SECONDS });
    return path;
  } catch (error) {
    log(`Could not store the region map ${path}, left for the next run: ${(error as Error).message}`);
    return null;
  }
}

/** A region map's metrics as the drawing's row keeps them. */
export function storedDifficultyOf(metrics: RegionMetrics): NonNullable<StoredDifficulty> {
  return {
    regions: metrics.regions,
    score: metrics.score,
    leaks: metrics.leaks,
    manyParts: hasManyParts(metrics),
    dotFigure: metrics.dotFigure,
  };
}

/** An image's name in an analysis cache: its bytes, the map's version and the measure's. */
export function analysisKey(image: Uint8Array): string {
  return `${createHash("sha256").update(image).digest("hex")}-v${REGION_MAP_VERSION}-d${DIFFICULTY_MEASURE_VERSION}`;
}

/**
 * `analyse` behind a cache on disk keyed by the image's bytes and the map's
 * version: the same image always gives the same map, and a catalogue shares
 * images (the seed's 110 pictures behind any number of drawings; a test
 * suite starting servers on the same sample). A cache that cannot be read or
 * written is only skipped.
 */
export function cachedAnalyse(analyse: Analyse, dir = nodePath.join(os.tmpdir(), "rabisco-region-maps")): Analyse {
  return async (image) => {
    const base = nodePath.join(dir, analysisKey(image));
    try {
      const [file, metrics] = await Promise.all([fs.readFile(`${base}.bin`), fs.readFile(`${base}.json`, "utf8")]);
      return { file: new Uint8Array(file), metrics: JSON.parse(metrics) as RegionMetrics };
    } catch {
      // Not cached (or unreadable): computed below.
    }
    const analysed = await analyse(image);
    try {
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${base}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(`${temporary}.bin`, analysed.file);
      await fs.writeFile(`${temporary}.json`, JSON.stringify(analysed.metrics));
      // The map first: a reader that finds the metrics finds the map.
      await fs.rename(`${temporary}.bin`, `${base}.bin`);
      await fs.rename(`${temporary}.json`, `${base}.json`);
    } catch {
      // A cache that cannot be written costs a computation next time, nothing more.
    }
    return analysed;
  };
}

/** The image worker pool's analysis behind the machine's cache (the shipped sample adds its own: sample-content/rendered.ts). */
export const analyseOnServer: Analyse = cachedAnalyse((image) => analyseRegions(image));

/**
 * The region map of an image about to be saved (the server's worker pool,
 * behind the cache); null, logged, when it cannot be made: the drawing is
 * saved all the same and its map stays owed.
 */
export async function analyseNewImage(image: Uint8Array): Promise<AnalysedRegions | null> {
  try {
    return await analyseOnServer(image);
  } catch (error) {
    console.warn(`Could not map the regions of a new image: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The server's backfill: the image worker pool behind the cache by default;
 * never throws (a failure is logged, the drawings stay printable).
 */
export async function mapOwedRegions(
  deps: ContentDeps,
  concurrency = 1,
  analyse: Analyse = analyseOnServer,
): Promise<BackfillReport | null> {
  try {
    return await backfillRegionMaps(deps, analyse, { concurrency });
  } catch (error) {
    console.warn(`Could not make the owed region maps: ${(error as Error).message}`);
    return null;
  }
}
