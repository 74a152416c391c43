import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import { type DifficultyMetrics, difficultyMetrics } from "#src/lib/colouring/difficulty.ts";
import { computeRegionMap, type RegionMap } from "#src/lib/colouring/region-map.ts";
import {
  parseRegionMap,
  REGION_FILE_HEADER_BYTES,
  REGION_FILE_MAGIC,
  REGION_MAP_A4,
  REGION_MAP_VERSION,
  regionMapBox,
  type StoredRegionMap,
} from "#src/lib/colouring/region-map-file.ts";

/**
 * A drawing's region map as a stored file (`{name}.regions.bin`, beside the
 * card, social image and PDF), and how it is made from the stored image.
 *
 * The map's page (A4 at 150 DPI) and the file's format are
 * src/lib/colouring/region-map-file.ts's.
 */
/** mm² per pixel of a map: A4's short side (210 mm) over the map's. */
export const MM2_PER_PIXEL = (210 / REGION_MAP_A4.width) ** 2;
/** Regions under this many pixels (about 0.6 mm²) do not count as leaks. */
const MIN_LEAK_PIXELS = 20;

/** The grey raster of an image, fitted inside A4 at 150 DPI in its own orientation, flattened on white. */
async function greyRaster(image: Uint8Array): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const source = sharp(image, { failOn: "error" }).rotate();
  const { width = 0, height = 0 } = await source.metadata().then((meta) => meta.autoOrient);
  const box = regionMapBox(width, height);
  const { data, info } = await source
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .resize({ ...box, fit: "inside" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected 1 grey channel, got ${info.channels}`);
  return { grey: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * What the analysis measures of a drawing's map: its difficulty, and whether
 * it has a main figure with a closed outline, so its page offers 'Ligue os
 * pontos' (issue 48; the browser plans the sheet from the same map).
 */
export type RegionMetrics = DifficultyMetrics & { dotFigure: boolean };

export type RegionAnalysis = { map: RegionMap; metrics: RegionMetrics; file: Uint8Array };

/** The region map, its metrics and stored file of a drawing's image. */
export async function analyseDrawing(image: Uint8Array): Promise<RegionAnalysis> {
  const { grey, width, height } = await greyRaster(image);
  const map = computeRegionMap(grey, width, height, MIN_LEAK_PIXELS);
  const metrics = { ...difficultyMetrics(map, MM2_PER_PIXEL), dotFigure: !isDotRefusal(mainFigure(map)) };
  return { map, metrics, file: encodeRegionMap(map) };
}

export function encodeRegionMap(map: StoredRegionMap): Uint8Array {
  const wide = map.regions > 255;
  const body = Buffer.alloc(REGION_FILE_HEADER_BYTES + map.labels.length * (wide ? 2 : 1));
  body.write(REGION_FILE_MAGIC, 0, "latin1");
  body.writeUInt8(REGION_MAP_VERSION, 4);
  body.writeUInt8(wide ? 2 : 1, 5);
  body.writeUInt32LE(map.width, 8);
  body.writeUInt32LE(map.height, 12);
  body.writeUInt32LE(map.regions, 16);
  if (wide) {
    const labels = new DataView(body.buffer, body.byteOffset + REGION_FILE_HEADER_BYTES, map.labels.length * 2);
    for (let index = 0; index < map.labels.length; index++) labels.setUint16(2 * index, map.labels[index] as number, true);
  } else {
    body.set(map.labels, REGION_FILE_HEADER_BYTES);
  }
  // Level 6: within a few percent of level 9 on label maps, in a fraction of the time.
  const zipped = gzipSync(body, { level: 6 });
  return new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}

export function decodeRegionMap(file: Uint8Array): StoredRegionMap {
  return parseRegionMap(gunzipSync(file));
}
