/**
 * `node scripts/contact-sheets.ts [slug-or-category ...]`: contact sheets of
 * the sample drawings, to review each description, tip and skill against
 * the picture it describes (issue 44: "pés virados para trás" that were not
 * drawn). For every sample drawing (or those whose slug or category slug is
 * given), the picture as it is printed, its level as the site computes it
 * (the region map of its rendered image, src/server/colouring/region-file.ts),
 * and its texts.
 *
 * Writes to bench/.work/contact-sheets/: one PNG of up to 12 pictures per
 * sheet, each numbered and captioned with its title and level, and
 * `review.md`, which lists the same drawings, sheet by sheet, with their
 * texts, to read beside the sheet. Nothing is written elsewhere.
 */
import fs from "node:fs/promises";
import nodePath from "node:path";
import sharp from "sharp";
import { DIFFICULTY_LABELS, hasManyParts, measuredTier } from "#src/lib/colouring/difficulty.ts";
import { escapeXml } from "#src/lib/text.ts";
import { analyseDrawing } from "#src/server/colouring/region-file.ts";
import { CATALOGUE } from "../sample-content/catalogue.ts";
import { artVariants } from "../sample-content/images.ts";
import { runCli } from "./lib/run-cli.ts";

const OUT = nodePath.resolve("bench/.work/contact-sheets");
const PER_SHEET = 12;
const COLUMNS = 4;
const THUMB = { width: 420, height: 594 };
const CAPTION = 70;

runCli(async () => {
  const wanted = new Set(process.argv.slice(2));
  const drawings = CATALOGUE.flatMap((category) =>
    category.drawings
      .filter((drawing) => wanted.size === 0 || wanted.has(drawing.slug) || wanted.has(category.slug))
      .map((drawing) => ({ ...drawing, category: category.name })),
  );
  if (drawings.length === 0) throw new Error("No sample drawing has those slugs or categories.");
  await fs.rm(OUT, { recursive: true, force: true });
  await fs.mkdir(OUT, { recursive: true });
  const review: string[] = [`# Contact sheets: ${drawings.length} sample drawings`, ""];
  for (let start = 0; start < drawings.length; start += PER_SHEET) {
    const sheet = drawings.slice(start, start + PER_SHEET);
    const sheetNumber = start / PER_SHEET + 1;
    const tiles = await Promise.all(
      sheet.map(async (drawing, index) => {
        // The stored full image, as the site maps it: the level shown is the one pages show.
        const full = (await artVariants(drawing.art)).full.bytes;
        const { metrics } = await analyseDrawing(new Uint8Array(full));
        const level = DIFFICULTY_LABELS[measuredTier(metrics.score, hasManyParts(metrics))].name;
        const number = start + index + 1;
        const caption = `${number}. ${drawing.title} · ${level} (${metrics.score})`;
        const thumb = await sharp(full)
          .resize({ ...THUMB, fit: "contain", background: "#fff" })
          .png()
          .toBuffer();
        const label = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB.width}" height="${CAPTION}"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="28" font-family="sans-serif" font-size="20">${escapeXml(caption.slice(0, 40))}</text><text x="8" y="56" font-family="sans-serif" font-size="20">${escapeXml(caption.slice(40, 80))}</text></svg>`,
        );
        const text = [
          `## ${number}. ${drawing.title} (${drawing.slug}, ${drawing.category}): ${level}, score ${metrics.score}`,
          "",
          ...drawing.description.split("\n").map((line) => `- ${line}`),
          "",
        ];
        return { thumb, label, index, text };
      }),
    );
    review.push(`# Sheet ${sheetNumber}`, "", ...tiles.flatMap((tile) => tile.text));
    const rows = Math.ceil(sheet.length / COLUMNS);
    const composites = tiles.flatMap(({ thumb, label, index }) => {
      const left = (index % COLUMNS) * THUMB.width;
      const top = Math.floor(index / COLUMNS) * (THUMB.height + CAPTION);
      return [
        { input: thumb, left, top },
        { input: label, left, top: top + THUMB.height },
      ];
    });
    const file = nodePath.join(OUT, `sheet-${String(sheetNumber).padStart(2, "0")}.png`);
    await sharp({
      create: { width: COLUMNS * THUMB.width, height: rows * (THUMB.height + CAPTION), channels: 3, background: "#fff" },
    })
      .composite(composites)
      .png()
      .toFile(file);
    console.log(`Wrote ${file} (${sheet.length} drawings).`);
  }
  await fs.writeFile(nodePath.join(OUT, "review.md"), review.join("\n"));
  console.log(`Wrote ${nodePath.join(OUT, "review.md")}.`);
});
