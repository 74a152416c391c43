/**
 * `npm run bench:colouring`: the region maps of the online colouring
 * (issue 25; not a test). Seeds the sample catalogue into a throwaway
 * embedded database, then computes every drawing's region map from its
 * stored image with the server's own code (src/server/colouring), and writes
 * bench/results/colouring.json:
 * - time and file size of each map, and their medians and maxima;
 * - each drawing's metrics (large, useful, fine fields, details, score, leaks)
 *   and tier, how many drawings of each category land in each tier, and the
 *   agreement with a teacher's levels (sample-content/judged-levels.ts): a
 *   confusion matrix, the share on the same level and how many are two levels
 *   apart, the calibration of docs/decisions/0022-difficulty-a-teacher-agrees-with.md;
 * - the colouring screen's raster (src/browser/colouring/raster.ts) in Node: the
 *   region index built once per drawing, and the repaint of a region;
 * - tap to pixels in Chromium: the served site's colouring screen on a
 *   desktop viewport at 4× CPU slowdown (the condition), from a real
 *   mouse press and release to the first animation frame after the repaint,
 *   over taps on many regions of several drawings.
 *
 * Option: --skip-browser (no tap-to-pixels run; its previous results are kept).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ColourRaster } from "#src/browser/colouring/raster.ts";
import {
  DIFFICULTY_TIERS,
  type DifficultyMetrics,
  type DifficultyTier,
  hasManyParts,
  measuredTier,
  TIER_THRESHOLDS,
} from "#src/lib/colouring/difficulty.ts";
import { REGION_MAP_A4 } from "#src/lib/colouring/region-map-file.ts";
import { analyseDrawing } from "#src/server/colouring/region-file.ts";
import { IN_MEMORY, openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import { JUDGED_LEVELS } from "../sample-content/judged-levels.ts";
import { seedDatabase } from "../sample-content/seed.ts";
import { hasFlag } from "./lib/args.ts";
import { loadAverages, median, round } from "./lib/stats.ts";
import { measureTapToPixels, type TapToPixels } from "./lib/tap-to-pixels.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/colouring.json");
const log = (line: string) => console.log(`[bench:colouring] ${line}`);

const loadAtStart = loadAverages();
const previous = fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, "utf8")) as { tapToPixels?: TapToPixels }) : {};
const tapToPixels: TapToPixels | null = hasFlag("--skip-browser")
  ? (previous.tapToPixels ?? null)
  : await measureTapToPixels(log);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-bench-colouring-"));
const handle = await openDatabase({ kind: "pglite", dataDir: IN_MEMORY });
try {
  await migrate(handle);
  const storage = createLocalStorage(path.join(work, "storage"));
  await seedDatabase(handle, storage);
  const rows = await handle.db
    .selectFrom("drawings")
    .innerJoin("categories", "categories.id", "drawings.category_id")
    .select(["drawings.title", "drawings.image_url as imageUrl", "categories.name as category"])
    .orderBy("drawings.title")
    .execute();
  const drawings: (DifficultyMetrics & {
    title: string;
    category: string;
    size: string;
    ms: number;
    fileBytes: number;
    allRegions: number;
    tier: DifficultyTier;
    judged: DifficultyTier | null;
    indexMs: number;
    fillMs: { median: number; max: number };
  })[] = [];
  for (const row of rows) {
    const stored = row.imageUrl ? storage.pathFromUrl(row.imageUrl) : null;
    const image = stored ? await storage.get(stored) : null;
    if (!image) continue;
    const started = performance.now();
    const { map, metrics, file } = await analyseDrawing(image);
    const ms = performance.now() - started;
    // The colouring screen's raster on this map: its index, then a repaint of every region (once warmed up).
    const indexStarted = performance.now();
    const raster = new ColourRaster(map);
    const indexMs = performance.now() - indexStarted;
    const fills: number[] = [];
    for (let region = 1; region <= map.regions; region++) {
      const fillStarted = performance.now();
      raster.fill(region, 0xe53935);
      fills.push(performance.now() - fillStarted);
    }
    drawings.push({
      title: row.title,
      category: row.category,
      size: `${map.width}×${map.height}`,
      ms: round(ms),
      fileBytes: file.length,
      allRegions: map.regions,
      ...metrics,
      tier: measuredTier(metrics.score, hasManyParts(metrics)),
      judged: judgedLevelOf(row.title),
      indexMs: round(indexMs),
      fillMs: { median: round(median(fills), 3), max: round(Math.max(...fills), 2) },
    });
  }
  const tiers = Object.fromEntries(
    DIFFICULTY_TIERS.map((tier) => [tier, drawings.filter((drawing) => drawing.tier === tier).length]),
  );
  const byCategory: Record<string, Record<string, number>> = {};
  for (const drawing of drawings) {
    const counts = byCategory[drawing.category] ?? {};
    counts[drawing.tier] = (counts[drawing.tier] ?? 0) + 1;
    byCategory[drawing.category] = counts;
  }
  // Drawings added after the yardstick was judged (issue 36 and after) are measured, not compared.
  const judgedDrawings = drawings.flatMap((drawing) => (drawing.judged ? [{ ...drawing, judged: drawing.judged }] : []));
  const agreement = { ...agreementWithJudged(judgedDrawings), leaveOneOut: leaveOneOut(judgedDrawings) };
  const results = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      node: process.version,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAverages(),
    },
    method: `Each sample drawing's stored full image (WebP, A4 at 200 DPI) decoded, fitted to A4 at 150 DPI (${REGION_MAP_A4.width}×${REGION_MAP_A4.height}), region map computed and encoded, in one thread.`,
    drawings: drawings.length,
    mapMs: {
      median: round(median(drawings.map((drawing) => drawing.ms))),
      max: round(Math.max(...drawings.map((drawing) => drawing.ms))),
    },
    fileBytes: {
      median: median(drawings.map((drawing) => drawing.fileBytes)),
      max: Math.max(...drawings.map((drawing) => drawing.fileBytes)),
    },
    raster: {
      method:
        "Node, one thread: new ColourRaster(map) (the counting sort of the map's horizontal runs by region, once per drawing), then raster.fill(region) of every region in turn; the browser runs the same code.",
      indexMs: {
        median: round(median(drawings.map((drawing) => drawing.indexMs))),
        max: round(Math.max(...drawings.map((drawing) => drawing.indexMs))),
      },
      fillMs: {
        medianOfMedians: round(median(drawings.map((drawing) => drawing.fillMs.median)), 3),
        max: round(Math.max(...drawings.map((drawing) => drawing.fillMs.max)), 2),
      },
    },
    tapToPixels,
    leaky: drawings.filter((drawing) => drawing.leaks > 0).map((drawing) => `${drawing.title} (${drawing.leaks})`),
    thresholds: TIER_THRESHOLDS,
    agreement,
    tiers,
    byCategory,
    perDrawing: drawings.sort((a, b) => a.score - b.score),
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `${drawings.length} maps: median ${results.mapMs.median} ms (max ${results.mapMs.max}), ${results.fileBytes.median} B (max ${results.fileBytes.max}); tiers ${JSON.stringify(tiers)}.`,
  );
  log(
    `agreement with the judged levels: ${agreement.same} of ${agreement.judged} (${agreement.percent} %), ${agreement.twoApart} two levels apart (target 0); leave-one-out ${agreement.leaveOneOut.agree} of ${agreement.leaveOneOut.of} (target >= 90 %), ${agreement.leaveOneOut.twoApart} two apart.`,
  );
  if (tapToPixels) {
    log(
      `tap to pixels at ${tapToPixels.cpuSlowdown}× CPU slowdown over ${tapToPixels.taps} taps: the page's work p50 ${tapToPixels.workMs.p50} ms, p95 ${tapToPixels.workMs.p95} ms, max ${tapToPixels.workMs.max} ms (target <= ${tapToPixels.targetMs} ms); to the frame p50 ${tapToPixels.ms.p50} ms, p95 ${tapToPixels.ms.p95} ms, against ${tapToPixels.idleTapMs.p50} and ${tapToPixels.idleTapMs.p95} ms for a tap that does nothing.`,
    );
  }
  log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
} finally {
  await handle.close();
  fs.rmSync(work, { recursive: true, force: true });
}

function judgedLevelOf(title: string): DifficultyTier | null {
  return JUDGED_LEVELS.find((entry) => entry.title === title)?.level ?? null;
}

/**
 * The figure rule's limits (MANY_PARTS) judged fairly: for each judged
 * drawing, the limits that agree best with the other drawings (the score's
 * thresholds as they are; ties to the strictest), then that drawing's tier by
 * them. A rule fitted to single drawings would lose here what it gained.
 */
function leaveOneOut(drawings: readonly (DifficultyMetrics & { judged: DifficultyTier })[]): {
  agree: number;
  of: number;
  twoApart: number;
} {
  const grid: { useful: number; large: number }[] = [];
  for (let useful = 6; useful <= 30; useful++) for (let large = 0; large <= 10; large++) grid.push({ useful, large });
  const tierBy = (drawing: DifficultyMetrics, limits: { useful: number; large: number }) =>
    measuredTier(drawing.score, drawing.figureUseful >= limits.useful && drawing.figureLarge <= limits.large);
  const agreeing = (
    others: readonly (DifficultyMetrics & { judged: DifficultyTier })[],
    limits: { useful: number; large: number },
  ) => others.filter((drawing) => tierBy(drawing, limits) === drawing.judged).length;
  let agree = 0;
  let twoApart = 0;
  for (const [index, drawing] of drawings.entries()) {
    const others = drawings.filter((_, other) => other !== index);
    let best = grid[0] as { useful: number; large: number };
    let bestAgreeing = -1;
    for (const limits of grid) {
      const count = agreeing(others, limits);
      const stricter = limits.useful > best.useful || (limits.useful === best.useful && limits.large < best.large);
      if (count > bestAgreeing || (count === bestAgreeing && stricter)) [best, bestAgreeing] = [limits, count];
    }
    const tier = tierBy(drawing, best);
    if (tier === drawing.judged) agree++;
    if (Math.abs(DIFFICULTY_TIERS.indexOf(tier) - DIFFICULTY_TIERS.indexOf(drawing.judged)) >= 2) twoApart++;
  }
  return { agree, of: drawings.length, twoApart };
}

/** The confusion matrix (rows: the teacher's level; columns: the computed tier) and its summary. */
function agreementWithJudged(drawings: readonly { title: string; tier: DifficultyTier; judged: DifficultyTier }[]) {
  const matrix = Object.fromEntries(
    DIFFICULTY_TIERS.map((judged) => [
      judged,
      Object.fromEntries(
        DIFFICULTY_TIERS.map((tier) => [
          tier,
          drawings.filter((drawing) => drawing.judged === judged && drawing.tier === tier).length,
        ]),
      ),
    ]),
  );
  const gap = (drawing: { tier: DifficultyTier; judged: DifficultyTier }) =>
    Math.abs(DIFFICULTY_TIERS.indexOf(drawing.tier) - DIFFICULTY_TIERS.indexOf(drawing.judged));
  const same = drawings.filter((drawing) => gap(drawing) === 0).length;
  return {
    judged: drawings.length,
    same,
    percent: round((100 * same) / drawings.length, 1),
    twoApart: drawings.filter((drawing) => gap(drawing) >= 2).length,
    matrix: { rows: "judged", columns: "computed", ...matrix },
    disagreements: drawings
      .filter((drawing) => gap(drawing) > 0)
      .map((drawing) => `${drawing.title}: judged ${drawing.judged}, computed ${drawing.tier}`),
  };
}
