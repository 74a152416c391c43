import type { RegionMap } from "./region-map.ts";

/**
 * The stored region map's format, read alike by the server and the colouring
 * screen (docs/decisions/0019-colouring-difficulty.md). The file is gzip of:
 *
 *   "RGN1" | version u8 = 1 | bytes per label u8 (1 or 2) | 2 reserved |
 *   width u32 LE | height u32 LE | regions u32 LE | labels (u8, or u16 LE)
 *
 * The server writes it (src/server/colouring/region-file.ts); this module
 * only reads, so the browser needs no zlib: it inflates with
 * DecompressionStream.
 */
export type StoredRegionMap = Pick<RegionMap, "width" | "height" | "regions" | "labels">;

/**
 * A map's page: about 150 DPI of A4 (1240×1754 in portrait), fine enough for
 * a child's tap and a print, a quarter of the 300 DPI pixels. The server's
 * maps and those the browser makes for a drawing without one share it.
 */
export const REGION_MAP_A4 = { width: 1240, height: 1754 } as const;

/** The box an image of this size is fitted inside for its map: A4 at 150 DPI, turned the way the image is. */
export function regionMapBox(width: number, height: number): { width: number; height: number } {
  return width > height ? { width: REGION_MAP_A4.height, height: REGION_MAP_A4.width } : { ...REGION_MAP_A4 };
}

export const REGION_FILE_MAGIC = "RGN1";
/**
 * The file's format: a change to the encoding must bump it, so cached maps
 * (src/server/content/region-maps.ts) are made again and browsers holding an
 * old file ignore it. A change to how a map is computed (threshold, closing,
 * walls) keeps the format and bumps DIFFICULTY_MEASURE_VERSION instead: every
 * stored map is then made again while the old ones stay readable meanwhile.
 */
export const REGION_MAP_VERSION = 1;
export const REGION_FILE_HEADER_BYTES = 20;
/** A map larger than this many pixels is not a drawing's (A4 at 150 DPI is 2.2 million). */
const MAX_PIXELS = 4_000_000;

export class RegionFileError extends Error {
  override name = "RegionFileError";
}

/** The map in an inflated file's bytes; throws RegionFileError on anything else. */
export function parseRegionMap(body: Uint8Array): StoredRegionMap {
  if (body.length < REGION_FILE_HEADER_BYTES) throw new RegionFileError("not a region map");
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const magic = String.fromCharCode(body[0] ?? 0, body[1] ?? 0, body[2] ?? 0, body[3] ?? 0);
  if (magic !== REGION_FILE_MAGIC || view.getUint8(4) !== REGION_MAP_VERSION) throw new RegionFileError("not a region map");
  const bytesPerLabel = view.getUint8(5);
  const width = view.getUint32(8, true);
  const height = view.getUint32(12, true);
  const regions = view.getUint32(16, true);
  if ((bytesPerLabel !== 1 && bytesPerLabel !== 2) || width === 0 || height === 0 || width * height > MAX_PIXELS) {
    throw new RegionFileError("not a region map");
  }
  if (body.length !== REGION_FILE_HEADER_BYTES + width * height * bytesPerLabel)
    throw new RegionFileError("truncated region map");
  const labels = new Uint16Array(width * height);
  if (bytesPerLabel === 1) labels.set(body.subarray(REGION_FILE_HEADER_BYTES));
  else
    for (let index = 0; index < labels.length; index++)
      labels[index] = view.getUint16(REGION_FILE_HEADER_BYTES + 2 * index, true);
  for (let index = 0; index < labels.length; index++) {
    if ((labels[index] as number) > regions) throw new RegionFileError("label out of range");
  }
  return { width, height, regions, labels };
}

/** Inflates a stored (gzip) region map file and parses it, with the platform's DecompressionStream. */
export async function inflateRegionMap(file: Uint8Array): Promise<StoredRegionMap> {
  const stream = new Blob([file as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  return parseRegionMap(body);
}
