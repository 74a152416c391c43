import { markWithinRadius, withinRadius } from "./distance.ts";

/**
 * The print image's own transforms for the activities (issue 48), on an
 * 8-bit grey raster (0 black, 255 white), each by the exact Euclidean
 * distance to the lines, thresholded (./distance.ts's withinRadius):
 * - 'Traço grosso': every line widened by `radius` pixels on each side, round
 *   at its ends and corners, so a small hand's stroke can follow it;
 * - 'Economia de tinta': a solid black area (a pixel deeper inside the ink
 *   than `keep` pixels) is emptied, its outline `keep` wide kept, so a sheet
 *   prints with less toner; lines no wider than twice `keep` stay as they
 *   are.
 */
export type GreyRaster = { grey: Uint8Array; width: number; height: number };

/** Darker than this is ink, as the region maps read it (src/lib/colouring/region-map.ts). */
export const INK_LEVEL = 128;

/** The share of a raster's pixels that are ink, 0 to 1: what a sheet's option reports as its ink. */
export function inkShare({ grey }: GreyRaster): number {
  let ink = 0;
  for (let index = 0; index < grey.length; index++) if ((grey[index] as number) < INK_LEVEL) ink++;
  return grey.length === 0 ? 0 : ink / grey.length;
}

/** 'Traço grosso': a pixel within `radius` of the ink becomes ink; the lines' own grey edges are kept outside that. */
export function thickenLines(raster: GreyRaster, radius: number): GreyRaster {
  const { grey, width, height } = raster;
  const ink = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index++) ink[index] = (grey[index] as number) < INK_LEVEL ? 1 : 0;
  return { grey: markWithinRadius(ink, width, height, radius, grey.slice(), 0), width, height };
}

/**
 * 'Economia de tinta': ink more than `keep` pixels inside a black area of
 * `solids` turns white in `raster`; its outline stays. `solids` is the
 * drawing as it was, so lines widened since (thickenLines) are not taken for
 * areas and emptied into double lines.
 */
export function hollowSolids(raster: GreyRaster, keep: number, solids: GreyRaster = raster): GreyRaster {
  const { grey, width, height } = raster;
  // Most drawings have no solid area: then nothing is emptied, and the widening pass is spared.
  if (!hasSolids(solids, keep)) return raster;
  const paper = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index++) paper[index] = (solids.grey[index] as number) >= INK_LEVEL ? 1 : 0;
  // Deeper than `keep` inside the ink: not within `keep` of any paper.
  const nearPaper = withinRadius(paper, width, height, keep);
  const out = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index++) out[index] = nearPaper[index] === 0 ? 255 : (grey[index] as number);
  return { grey: out, width, height };
}

/**
 * Whether any ink pixel may lie deeper than `keep` inside the ink: only if
 * its ink runs at least 2·keep + 1 pixels both across and down (the disc of
 * radius `keep` around it is all ink). No such pixel: nothing to empty. Two
 * linear passes, against the distance transform's four.
 */
export function hasSolids({ grey, width, height }: GreyRaster, keep: number): boolean {
  const needed = 2 * Math.floor(keep) + 1;
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && (grey[row + x] as number) < INK_LEVEL) continue;
      for (let at = start; at < x; at++) across[row + at] = Math.min(65_535, x - start);
      start = x + 1;
    }
  }
  for (let x = 0; x < width; x++) {
    let start = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && (grey[y * width + x] as number) < INK_LEVEL) continue;
      if (y - start >= needed) for (let at = start; at < y; at++) if ((across[at * width + x] as number) >= needed) return true;
      start = y + 1;
    }
  }
  return false;
}
