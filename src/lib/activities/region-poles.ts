import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";

/**
 * Where a number fits in each region of a drawing (issue 48, 'Pinte por
 * número'): the region's most interior pixel, the centre of the largest
 * circle inside it, and that circle's radius. The map is a raster, so this
 * is exact on it and done for every region at once: the Euclidean distance
 * of every pixel to the nearest pixel of another region (or the page's
 * edge), in two passes of the lower envelope of parabolas (Felzenszwalb and
 * Huttenlocher, "Distance Transforms of Sampled Functions", 2012), then the
 * farthest pixel of each region. A polygon method such as polylabel would
 * first need each region traced into rings, holes included, and answers to
 * a given precision; the raster is what we have (docs/decisions/0029).
 */
export type RegionPole = {
  x: number;
  y: number;
  /** Pixels from the pole to the region's edge. */
  radius: number;
};

/** Large enough for any squared distance on a map, small enough that differences of two stay exact. */
const FAR = 1e12;

/** One line of the squared distance transform, in place: `f` in, `out` out (Felzenszwalb–Huttenlocher). */
function transformLine(f: Float64Array, n: number, out: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = (f[q] as number) + q * q;
    // Where the parabola of q overtakes the last one kept; z[0] is -Infinity, so k never goes below 0.
    let p = v[k] as number;
    let s = (fq - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
    while (s <= (z[k] as number)) {
      k--;
      p = v[k] as number;
      s = (fq - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] as number) < q) k++;
    const p = v[k] as number;
    out[q] = (q - p) * (q - p) + (f[p] as number);
  }
}

/** The squared distance of every pixel to the nearest region edge: a pixel with a neighbour of another region, or on the page's border. */
export function edgeDistances(map: StoredRegionMap): Float32Array {
  const { width, height, labels } = map;
  // Float32: a map's squared distances (at most width² + height²) are exact in it, at half the memory.
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
      grid[at] = edge ? 0 : FAR;
    }
  }
  const longest = Math.max(width, height);
  const f = new Float64Array(longest);
  const out = new Float64Array(longest);
  const v = new Int32Array(longest);
  const z = new Float64Array(longest + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = grid[y * width + x] as number;
    transformLine(f, height, out, v, z);
    for (let y = 0; y < height; y++) grid[y * width + x] = out[y] as number;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = grid[row + x] as number;
    transformLine(f, width, out, v, z);
    for (let x = 0; x < width; x++) grid[row + x] = out[x] as number;
  }
  return grid;
}

/** Each region's pole (index = region id; index 0 unused, null for a region with no pixel). */
export function regionPoles(map: StoredRegionMap): (RegionPole | null)[] {
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
