/**
 * `npm run bench:atividades`: the activity sheets of issue 48 over every
 * picture of the shipped sample (not a test), in Node, one thread, with the
 * browser's own planning and PDF code (src/browser/activities): for each
 * picture, its shipped region map and print image, then
 * - 'Pinte por número' at each level: whether it is offered (a region wide
 *   enough for a number), how many numbers, how many colours, and the time
 *   from map to PDF bytes;
 * - 'Traço grosso', with and without 'Economia de tinta': the time of the
 *   transforms on the full image and the ink before and after.
 * Writes bench/results/activities.json. The browser's figures at 4× CPU
 * slowdown on a phone profile are the issue's; this measures the same code
 * without the browser's decode and encode.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { colourByNumberSheet } from "#src/browser/activities/colour-by-number-sheet.ts";
import { hollowSolids, inkShare, thickenLines } from "#src/browser/activities/line-art.ts";
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
  const { data, info } = await sharp(images.full.bytes)
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
    "Node, one thread, each distinct picture of the shipped sample: its shipped region map and print image; 'Pinte por número' from map and stored PDF to the sheet's bytes (src/browser/activities/colour-by-number-sheet.ts) at each level; 'Traço grosso' the widening (0.75 mm a side) and 'Economia de tinta' (1 mm outline) on the full image's grey raster, without the browser's decode and JPEG encode.",
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
log(
  `'Traço grosso': ms ${JSON.stringify(results.thickLines.ms)}, ink % ${JSON.stringify(results.thickLines.inkBefore)} -> ${JSON.stringify(results.thickLines.inkAfter)}, with 'Economia de tinta' ${JSON.stringify(results.thickLines.inkAfterSaving)}`,
);
log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
process.exit(0);
