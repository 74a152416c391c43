/**
 * The region map of a drawing's line art (issue 25, docs/colouring.md): which
 * colourable region every pixel belongs to, computed once when the image is
 * stored, so a tap in the colouring screen is a lookup and a repaint, never a
 * flood fill on a phone.
 *
 * Pure and allocation-bounded: it takes an 8-bit grey raster (what sharp
 * decodes) and returns typed arrays. Steps:
 * 1. walls: pixels darker than WALL_LUMINANCE;
 * 2. small gaps closed (a morphological closing of radius GAP_RADIUS: gaps of
 *    up to 2 px), for the regions only: the art shown never changes;
 * 3. regions: 4-connected components of what is not a wall;
 * 4. leaks: the same components without the closing; a region that was
 *    joined to another before the closing would spill into it when filled;
 * 5. what the closing walled but the art left open (a narrow channel, a gap)
 *    given to the region it opens onto, then every wall pixel to its
 *    nearest region (breadth first), so a fill runs under the lines and
 *    leaves no white seam or sliver at their edge.
 */

/** Darker than this (0–255) is line art. */
export const WALL_LUMINANCE = 128;
/** Radius of the gap closing, in pixels: closes gaps of up to 2 px. */
export const GAP_RADIUS = 1;
/** More regions than this and the drawing is not colourable by region (ids are 16-bit, 0 unused). */
export const MAX_REGIONS = 65_535;

export type RegionMap = {
  width: number;
  height: number;
  /** Region id of every pixel, 1..regions (row-major). */
  labels: Uint16Array;
  regions: number;
  /** Interior pixels of each region (index = id; 0 unused), before the walls were assigned. */
  areas: Uint32Array;
  /** Regions that exist only thanks to the gap closing (see step 4). */
  leaks: number;
};

export class TooManyRegionsError extends Error {
  override name = "TooManyRegionsError";
}

/** Wall mask of a grey raster. */
function wallMask(grey: Uint8Array): Uint8Array {
  const walls = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index++) walls[index] = (grey[index] as number) < WALL_LUMINANCE ? 1 : 0;
  return walls;
}

/**
 * Dilation (or erosion) by a 3×3 square, as two separable passes: a pixel
 * is set when any (dilation) or every (erosion) pixel of its row triple,
 * then of its column triple, is. Outside the page counts as open space, so
 * erosion does not eat walls at the border.
 */
function morph3(mask: Uint8Array, width: number, height: number, dilate: boolean): Uint8Array {
  const outside = dilate ? 0 : 1;
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? (mask[row + x - 1] as number) : outside;
      const right = x < width - 1 ? (mask[row + x + 1] as number) : outside;
      const centre = mask[row + x] as number;
      rows[row + x] = dilate ? left | centre | right : left & centre & right;
    }
  }
  const result = new Uint8Array(mask.length);
  for (let index = 0; index < mask.length; index++) {
    const up = index >= width ? (rows[index - width] as number) : outside;
    const down = index + width < mask.length ? (rows[index + width] as number) : outside;
    const centre = rows[index] as number;
    result[index] = dilate ? up | centre | down : up & centre & down;
  }
  return result;
}

/** Closing (dilate, then erode) of radius `radius`: walls with gaps of up to 2·radius px become closed. */
function closeGaps(walls: Uint8Array, width: number, height: number, radius = GAP_RADIUS): Uint8Array {
  let mask = walls;
  for (let step = 0; step < radius; step++) mask = morph3(mask, width, height, true);
  for (let step = 0; step < radius; step++) mask = morph3(mask, width, height, false);
  return mask;
}

/**
 * 4-connected components of the non-wall pixels: labels (0 on walls) and
 * the pixel count of each. Iterative fill with one preallocated stack (each
 * pixel is pushed at most once).
 */
function labelComponents(walls: Uint8Array, width: number): { labels: Uint16Array; count: number; areas: number[] } {
  const labels = new Uint16Array(walls.length);
  const areas: number[] = [0];
  const stack = new Int32Array(walls.length);
  let count = 0;
  for (let start = 0; start < walls.length; start++) {
    if (walls[start] || labels[start]) continue;
    if (count === MAX_REGIONS) throw new TooManyRegionsError(`more than ${MAX_REGIONS} regions`);
    const id = ++count;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const index = stack[--top] as number;
      area++;
      const x = index % width;
      if (x > 0 && !walls[index - 1] && !labels[index - 1]) {
        labels[index - 1] = id;
        stack[top++] = index - 1;
      }
      if (x < width - 1 && !walls[index + 1] && !labels[index + 1]) {
        labels[index + 1] = id;
        stack[top++] = index + 1;
      }
      if (index >= width && !walls[index - width] && !labels[index - width]) {
        labels[index - width] = id;
        stack[top++] = index - width;
      }
      if (index + width < walls.length && !walls[index + width] && !labels[index + width]) {
        labels[index + width] = id;
        stack[top++] = index + width;
      }
    }
    areas.push(area);
  }
  return { labels, count, areas };
}

/**
 * Gives unlabelled pixels the label of their nearest labelled pixel, breadth
 * first, stepping only on pixels `blocked` does not mark (every pixel
 * without it).
 */
function spreadLabels(labels: Uint16Array, width: number, blocked: Uint8Array | null): void {
  const queue = new Int32Array(labels.length);
  let head = 0;
  let tail = 0;
  for (let index = 0; index < labels.length; index++) if (labels[index]) queue[tail++] = index;
  const visit = (index: number, label: number) => {
    if (labels[index] || blocked?.[index]) return;
    labels[index] = label;
    queue[tail++] = index;
  };
  while (head < tail) {
    const index = queue[head++] as number;
    const label = labels[index] as number;
    const x = index % width;
    if (x > 0) visit(index - 1, label);
    if (x < width - 1) visit(index + 1, label);
    if (index >= width) visit(index - width, label);
    if (index + width < labels.length) visit(index + width, label);
  }
}

/**
 * Gives every unlabelled pixel a region. First the pixels only the closing
 * made walls (a narrow channel between two lines, a gap, an inner corner),
 * through the art's own open space: a channel takes the region it opens
 * onto, so a fill runs along it instead of stopping halfway with a light
 * sliver beside the line (the halo of issue 47). Then the lines themselves,
 * each pixel to its nearest region, so a fill runs under the lines and
 * leaves no white seam at their edge.
 */
function assignWalls(labels: Uint16Array, walls: Uint8Array, width: number): void {
  spreadLabels(labels, width, walls);
  spreadLabels(labels, width, null);
}

/**
 * Regions that exist only thanks to the closing: for each region of the
 * unclosed art, the closed regions of at least `minArea` pixels inside it,
 * minus one. A drawing with a gap in an outline counts one leak for it.
 */
function countLeaks(closed: Uint16Array, closedAreas: number[], open: Uint16Array, minArea: number): number {
  const seen = new Map<number, Set<number>>();
  for (let index = 0; index < closed.length; index++) {
    const region = closed[index] as number;
    const outer = open[index] as number;
    if (!region || !outer || (closedAreas[region] as number) < minArea) continue;
    let inside = seen.get(outer);
    if (!inside) {
      inside = new Set();
      seen.set(outer, inside);
    }
    inside.add(region);
  }
  let leaks = 0;
  for (const inside of seen.values()) leaks += inside.size - 1;
  return leaks;
}

/**
 * The region map of a grey raster. `minLeakArea`: regions smaller than this
 * many pixels do not count as leaks (specks the closing cut off).
 */
export function computeRegionMap(grey: Uint8Array, width: number, height: number, minLeakArea = 0): RegionMap {
  if (grey.length !== width * height) throw new Error(`raster of ${grey.length} bytes is not ${width}×${height}`);
  const walls = wallMask(grey);
  const closedWalls = closeGaps(walls, width, height);
  const closed = labelComponents(closedWalls, width);
  // Nothing closed, nothing leaks: the second labelling is needed only when the closing changed a pixel.
  const changed = !closedWalls.every((value, index) => value === walls[index]);
  const leaks = changed ? countLeaks(closed.labels, closed.areas, labelComponents(walls, width).labels, minLeakArea) : 0;
  const areas = Uint32Array.from(closed.areas);
  if (closed.count > 0) assignWalls(closed.labels, walls, width);
  return { width, height, labels: closed.labels, regions: closed.count, areas, leaks };
}
