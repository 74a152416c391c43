import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { FAR_AWAY, squaredDistances } from "./distance.ts";

/**
 * Where a number fits in each region of a drawing (issue 48, 'Pinte por
 * número'): the region's most interior pixel, the centre of the largest
 * circle inside it, and that circle's radius. The map is a raster, so this
 * is exact on it and done for every region at once: the Euclidean distance
 * of every pixel to the nearest pixel of another region (or the page's
 * edge, ./distance.ts), then the farthest pixel of each region. A polygon
 * method such as polylabel would first need each region traced into rings,
 * holes included, and answers to a given precision; the raster is what we
 * have (docs/decisions/0029).
 */
export type RegionPole = {
  x: number;
  y: number;
  /** Pixels from the pole to the region's edge. */
  radius: number;
};

/** The squared distance of every pixel to the nearest region edge: a pixel with a neighbour of another region, or on the page's border. */
export function edgeDistances(map: StoredRegionMap): Float32Array {
  const { width, height, labels } = map;
  const grid = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const label = labels[at];
      const edge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        labels[at - 1] !== label ||
        labels[at + 1] !== label ||
        labels[at - width] !== label ||
        labels[at + width] !== label;
      grid[at] = edge ? 0 : FAR_AWAY;
    }
  }
  squaredDistances(grid, width, height);
  return grid;
}

/** Each region's pole (index = region id; index 0 unused, null for a region with no pixel). */
export function regionPoles(map: StoredRegionMap, { step = 1 }: { step?: number } = {}): (RegionPole | null)[] {
  if (step > 1) return coarsePoles(map, step);
  const distances = edgeDistances(map);
  const best = new Float64Array(map.regions + 1).fill(-1);
  const at = new Int32Array(map.regions + 1).fill(-1);
  for (let index = 0; index < map.labels.length; index++) {
    const region = map.labels[index] as number;
    if ((distances[index] as number) > (best[region] as number)) {
      best[region] = distances[index] as number;
      at[region] = index;
    }
  }
  return Array.from({ length: map.regions + 1 }, (_, region) => {
    const index = at[region] as number;
    if (region === 0 || index < 0) return null;
    return { x: index % map.width, y: Math.floor(index / map.width), radius: Math.sqrt(best[region] as number) };
  });
}

/**
 * The poles found on every `step`-th pixel of the map each way (a page's
 * map is 2.2 million pixels; at step 2, a quarter of the work for a pole
 * within a pixel or two, far finer than a number needs). A region narrower
 * than the step may have no pole: it is too narrow for a number anyway.
 */
function coarsePoles(map: StoredRegionMap, step: number): (RegionPole | null)[] {
  return regionPoles(coarseMap(map, step)).map((pole) =>
    pole ? { x: pole.x * step, y: pole.y * step, radius: pole.radius * step } : null,
  );
}

/** The map sampled at every `step`-th pixel each way: the same regions (those wider than the step), a step² fraction of the pixels. */
export function coarseMap(map: StoredRegionMap, step: number): StoredRegionMap {
  const width = Math.ceil(map.width / step);
  const height = Math.ceil(map.height / step);
  const labels = new Uint16Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) labels[y * width + x] = map.labels[y * step * map.width + x * step] as number;
  return { width, height, regions: map.regions, labels };
}
