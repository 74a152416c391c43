/**
 * `npm run bench:atividades`: the activity sheets of issue 48 over every
 * picture of the shipped sample (not a test), in Node, one thread, with the
 * browser's own planning and PDF code (src/browser/activities): for each
 * picture, its shipped region map and print image, then
 * - 'Pinte por número' at each level: whether it is offered (a region wide
 *   enough for a number), how many numbers, how many colours, and the time
 *   from map to PDF bytes;
 * - 'Ligue os pontos' at each level: whether it is offered (and why not),
 *   how many dots, and the time from map to PDF bytes;
 * - 'Traço grosso', with and without 'Economia de tinta': the time of the
 *   transforms on the full image and the ink before and after.
 * Writes bench/results/activities.json. The browser's figures at 4× CPU
 * slowdown on a phone profile are the issue's: bench/activities-browser.ts,
 * the second half of `npm run bench:atividades`; this measures the same code
 * without the browser's decode and encode.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { colourByNumberSheet } from "#src/browser/activities/colour-by-number-sheet.ts";
import { dotToDotSheet } from "#src/browser/activities/dot-to-dot-sheet.ts";
import { hollowSolids, inkShare, thickenLines } from "#src/browser/activities/line-art.ts";
import { workingSize } from "#src/browser/activities/line-art-image.ts";
import { NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import { decodeRegionMap } from "#src/server/colouring/region-file.ts";
import { composeA4Pdf } from "#src/server/images/pdf.ts";
import { CATALOGUE } from "../sample-content/catalogue.ts";
import { artVariants } from "../sample-content/images.ts";
import { sampleAnalyse } from "../sample-content/rendered.ts";
import { loadAverages, median, round } from "./lib/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/activities.json");
const log = (line: string) => console.log(`[bench:atividades] ${line}`);
const LEVELS = Object.keys(NUMBER_LEVELS) as NumberLevel[];

const loadAtStart = loadAverages();
const pictures = new Map<string, { title: string; art: (typeof CATALOGUE)[number]["drawings"][number]["art"] }>();
for (const category of CATALOGUE)
  for (const drawing of category.drawings) pictures.set(JSON.stringify(drawing.art), { title: drawing.title, art: drawing.art });
log(`${pictures.size} pictures of the sample...`);

type Row = {
  title: string;
  numbers: Record<NumberLevel, { offered: boolean; labels: number; colours: number; ms: number }>;
  dots: Record<NumberLevel, { offered: boolean; dots: number; ms: number; reason: string | null }>;
  thick: { ms: number; inkBefore: number; inkAfter: number; inkAfterSaving: number };
};
const rows: Row[] = [];
for (const { title, art } of pictures.values()) {
  const images = await artVariants(art);
  const map = decodeRegionMap((await sampleAnalyse(images.full.bytes)).file);
  const pdf = await composeA4Pdf(images.print, { title, address: "rabisco.example", createdAt: new Date(0) });
  const numbers = {} as Row["numbers"];
  for (const level of LEVELS) {
    const started = performance.now();
    const { plan } = await colourByNumberSheet({ title, pdf, map }, { level, footer: "Rabisco" });
    numbers[level] = {
      offered: plan.labels.length > 0,
      labels: plan.labels.length,
      colours: plan.legend.length,
      ms: round(performance.now() - started),
    };
  }
  const dots = {} as Row["dots"];
  for (const level of LEVELS) {
    const started = performance.now();
    const sheet = await dotToDotSheet({ title, pdf, map }, { level, footer: "Rabisco" });
    const refused = "reason" in sheet;
    dots[level] = {
      offered: !refused,
      dots: refused ? 0 : sheet.plan.dots.length,
      ms: round(performance.now() - started),
      reason: refused ? sheet.reason : null,
    };
  }
  const full = await sharp(images.full.bytes).metadata();
  // At the size the browser makes the sheet at (line-art-image.ts's WORK_DPI).
  const working = workingSize({ width: full.width ?? 1, height: full.height ?? 1 });
  const { data, info } = await sharp(images.full.bytes)
    .resize(working.width, working.height)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const original = { grey: new Uint8Array(data), width: info.width, height: info.height };
  const perMm = Math.max(info.width, info.height) / 297;
  const started = performance.now();
  const thick = thickenLines(original, 0.75 * perMm);
  const saving = hollowSolids(thick, perMm, original);
  const ms = round(performance.now() - started);
  rows.push({
    title,
    numbers,
    dots,
    thick: {
      ms,
      inkBefore: round(inkShare(original), 4),
      inkAfter: round(inkShare(thick), 4),
      inkAfterSaving: round(inkShare(saving), 4),
    },
  });
}

const spread = (values: number[]) => ({ median: round(median(values)), max: round(Math.max(...values)) });
const results = {
  generatedAt: new Date().toISOString(),
  machine: { node: process.version, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAverages() },
  method:
    "Node, one thread, each distinct picture of the shipped sample: its shipped region map and print image; 'Pinte por número' from map and stored PDF to the sheet's bytes (src/browser/activities/colour-by-number-sheet.ts) at each level; 'Traço grosso' the widening (0.75 mm a side) and 'Economia de tinta' (1 mm outline) on the full image's grey raster at 150 DPI (the browser's working size), without the browser's decode and JPEG encode; 'Ligue os pontos' from map and stored PDF to the sheet's bytes (or its refusal) at each level.",
  pictures: rows.length,
  colourByNumber: Object.fromEntries(
    LEVELS.map((level) => [
      level,
      {
        offered: rows.filter((row) => row.numbers[level].offered).length,
        notOffered: rows
          .filter((row) => !row.numbers[level].offered)
          .map((row) => `${row.title}: no region wide enough for a number`),
        labels: spread(rows.map((row) => row.numbers[level].labels)),
        colours: spread(rows.map((row) => row.numbers[level].colours)),
        ms: spread(rows.map((row) => row.numbers[level].ms)),
      },
    ]),
  ),
  dotToDot: Object.fromEntries(
    LEVELS.map((level) => [
      level,
      {
        offered: rows.filter((row) => row.dots[level].offered).length,
        notOffered: rows.filter((row) => !row.dots[level].offered).map((row) => `${row.title}: ${row.dots[level].reason}`),
        dots: spread(rows.filter((row) => row.dots[level].offered).map((row) => row.dots[level].dots)),
        ms: spread(rows.map((row) => row.dots[level].ms)),
      },
    ]),
  ),
  thickLines: {
    ms: spread(rows.map((row) => row.thick.ms)),
    inkBefore: spread(rows.map((row) => row.thick.inkBefore * 100)),
    inkAfter: spread(rows.map((row) => row.thick.inkAfter * 100)),
    inkAfterSaving: spread(rows.map((row) => row.thick.inkAfterSaving * 100)),
    savingNeverAddsInk: rows.every((row) => row.thick.inkAfterSaving <= row.thick.inkAfter),
  },
  perPicture: rows,
};
fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
for (const level of LEVELS) {
  const figures = results.colourByNumber[level] as { offered: number; labels: unknown; ms: unknown };
  log(
    `'Pinte por número' ${level}: offered by ${figures.offered} of ${rows.length}, numbers ${JSON.stringify(figures.labels)}, ms ${JSON.stringify(figures.ms)}`,
  );
}
for (const level of LEVELS) {
  const figures = results.dotToDot[level] as { offered: number; dots: unknown; ms: unknown; notOffered: string[] };
  log(
    `'Ligue os pontos' ${level}: offered by ${figures.offered} of ${rows.length}, dots ${JSON.stringify(figures.dots)}, ms ${JSON.stringify(figures.ms)}; not: ${figures.notOffered.join("; ")}`,
  );
}
log(
  `'Traço grosso': ms ${JSON.stringify(results.thickLines.ms)}, ink % ${JSON.stringify(results.thickLines.inkBefore)} -> ${JSON.stringify(results.thickLines.inkAfter)}, with 'Economia de tinta' ${JSON.stringify(results.thickLines.inkAfterSaving)}`,
);
log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
process.exit(0);
