import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentDeps } from "#src/server/content/deps.ts";
import {
  type Analyse,
  analyseOnServer,
  analysisKey,
  type BackfillReport,
  cachedAnalyse,
  mapOwedRegions,
} from "#src/server/content/region-maps.ts";
import { IMAGE_WORKERS } from "#src/server/images/upload.ts";
import { artKey, renderArtSvg } from "./art/index.ts";
import { CATALOGUE } from "./catalogue.ts";

/**
 * The sample's derived files, shipped with the project (issue 45): rendering
 * the 176 pictures and mapping their colouring regions took 64 s of a fresh
 * clone's first start on two cores; copying them takes about one.
 *
 * - `rendered/{key}.{full,card,og,print.jpg,json}`: a picture's image
 *   variants and print JPEG, `key` a hash of its SVG and FORMAT_VERSION
 *   (./images.ts reads and writes them).
 * - `rendered/regions/{image hash}-v{map}-d{measure}.{bin,json}`: the region
 *   map and difficulty metrics of a full image, in the server's own cache
 *   format (src/server/content/region-maps.ts#cachedAnalyse), so a new
 *   version of the map or of the measure names new files.
 *
 * Content-addressed: new art or a new format adds files beside the old ones,
 * made by the first seed that needs them (or `npm run sample:render`, which
 * also removes the stale ones); rendered.test.ts fails while the folder and the
 * catalogue disagree.
 */
export const RENDERED_DIR = fileURLToPath(new URL("./rendered/", import.meta.url));
export const RENDERED_REGIONS_DIR = nodePath.join(RENDERED_DIR, "regions");

/** Bump when the variants, the print image or the entry's format change: every picture gets a new key. */
const FORMAT_VERSION = "2";

export function pictureKey(svg: string): string {
  return createHash("sha256").update(FORMAT_VERSION).update(svg).digest("hex").slice(0, 32);
}

export function renderedPath(key: string): string {
  return nodePath.join(RENDERED_DIR, key);
}

/** The server's region analysis, answered from the shipped maps first (and adding to them when one is missing). */
export const sampleAnalyse: Analyse = cachedAnalyse(analyseOnServer, RENDERED_REGIONS_DIR);

/** The seeded sample's region maps and levels, from the shipped maps: what a first start does before its first page. */
export function mapSampleRegions(deps: ContentDeps, concurrency = IMAGE_WORKERS): Promise<BackfillReport | null> {
  return mapOwedRegions(deps, concurrency, sampleAnalyse);
}

/** The distinct pictures of the sample (a category's cover is one of its drawings). */
export function samplePictureSvgs(): string[] {
  const svgs = new Map<string, string>();
  for (const category of CATALOGUE) {
    for (const drawing of category.drawings) {
      const key = artKey(drawing.art);
      if (!svgs.has(key)) svgs.set(key, renderArtSvg(drawing.art));
    }
  }
  return [...svgs.values()];
}

const PICTURE_FILES = ["full", "card", "og", "print.jpg", "json"];

/**
 * The files `rendered/` should hold, relative to it: each picture's entry and
 * the analysis of its full image. A picture not rendered yet names its entry
 * only (its analysis is named once its full image exists).
 */
export async function expectedRenderedFiles(svgs: readonly string[] = samplePictureSvgs()): Promise<Set<string>> {
  const expected = new Set<string>();
  for (const svg of svgs) {
    const key = pictureKey(svg);
    for (const suffix of PICTURE_FILES) expected.add(`${key}.${suffix}`);
    const full = await fs.readFile(`${renderedPath(key)}.full`).catch(() => null);
    if (!full) continue;
    const analysis = analysisKey(new Uint8Array(full));
    expected.add(`regions/${analysis}.bin`);
    expected.add(`regions/${analysis}.json`);
  }
  return expected;
}

/** Every file under `rendered/`, relative to it. */
export async function renderedFiles(): Promise<string[]> {
  const entries = await fs.readdir(RENDERED_DIR, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => nodePath.relative(RENDERED_DIR, nodePath.join(entry.parentPath, entry.name)).split(nodePath.sep).join("/"));
}
