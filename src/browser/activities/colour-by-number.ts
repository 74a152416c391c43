import { backgroundRegions } from "#src/lib/activities/background.ts";
import { NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import type { ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { PALETTE, type PaletteColour, paletteColours } from "../colouring/palette.ts";
import { type RegionPole, regionPoles } from "./region-poles.ts";

/**
 * 'Pinte por número' (issue 48): which regions of a drawing get a number,
 * where, and which colour each number stands for.
 *
 * - A region gets a number when the circle around its most interior point is
 *   wide enough for a legible one (`minRadius`, from 6 mm on paper); a
 *   smaller one, or the page around the figure (a region touching the page's
 *   edge), is coloured freely.
 * - With a reference painting (an administrator's, issue 48), each number
 *   is a colour it was painted with: the level's count of the most painted,
 *   named by the colouring palette's nearest; neighbours may then share one.
 * - Without one, the numbers colour the regions' graph: no
 *   two neighbouring numbered regions share a number, with at most the
 *   level's count of colours ('Fácil' 4), DSatur with backtracking (a
 *   drawing's map is planar, so four always exist; the search is bounded,
 *   and a region it cannot place is left free rather than wrong).
 */
export type NumberColour = { name: string; colour: number };

/** The legend's colours, in order (the colouring screen's, by name): the first four are the 'Fácil' sheet's, far apart on paper and in grey. */
export const NUMBER_PALETTE: readonly NumberColour[] = paletteColours(
  "Vermelho",
  "Amarelo",
  "Azul",
  "Verde",
  "Laranja",
  "Roxo",
  "Rosa",
  "Marrom",
);

export type NumberPlan = {
  /** Each region's number (index = region id), 1-based into `legend`; 0: coloured freely. */
  numbers: Uint8Array;
  /** The numbered regions' poles, where their numbers go. */
  labels: { region: number; number: number; pole: RegionPole }[];
  legend: (NumberColour & { number: number })[];
};

/** The neighbours of every region: regions whose pixels touch side by side (index = region id). */
export function regionNeighbours(map: StoredRegionMap): Set<number>[] {
  const { width, height, labels } = map;
  const neighbours = Array.from({ length: map.regions + 1 }, () => new Set<number>());
  const meet = (a: number, b: number) => {
    if (a === b) return;
    (neighbours[a] as Set<number>).add(b);
    (neighbours[b] as Set<number>).add(a);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0, at = y * width; x < width; x++, at++) {
      const label = labels[at] as number;
      if (x + 1 < width) meet(label, labels[at + 1] as number);
      if (y + 1 < height) meet(label, labels[at + width] as number);
    }
  }
  return neighbours;
}

/** Steps the colouring search may take before it settles for leaving regions free. */
const MAX_STEPS = 100_000;

/**
 * Colours `nodes` with at most `k` colours so no two neighbours share one
 * (DSatur order, backtracking); null when the bounded search finds none.
 * `lenient`: no backtracking; a node with no colour left gets none (absent
 * from the answer) instead.
 */
export function colourGraph(
  nodes: readonly number[],
  neighbours: readonly Set<number>[],
  k: number,
  lenient = false,
): Map<number, number> | null {
  const skipped = new Set<number>();
  const colour = new Map<number, number>();
  const members = new Set(nodes);
  let steps = 0;
  const saturation = (node: number) => {
    const used = new Set<number>();
    for (const other of neighbours[node] ?? []) {
      const c = colour.get(other);
      if (c !== undefined) used.add(c);
    }
    return used;
  };
  const degree = (node: number) => [...(neighbours[node] ?? [])].filter((other) => members.has(other)).length;
  const next = (): number | null => {
    let best: number | null = null;
    let bestSaturation = -1;
    let bestDegree = -1;
    for (const node of nodes) {
      if (colour.has(node) || skipped.has(node)) continue;
      const s = saturation(node).size;
      const d = degree(node);
      if (s > bestSaturation || (s === bestSaturation && d > bestDegree)) {
        best = node;
        bestSaturation = s;
        bestDegree = d;
      }
    }
    return best;
  };
  const place = (): boolean => {
    const node = next();
    if (node === null) return true;
    const used = saturation(node);
    for (let c = 0; c < k; c++) {
      if (used.has(c)) continue;
      if (++steps > MAX_STEPS) return false;
      colour.set(node, c);
      if (place()) return true;
      if (lenient) return false;
      colour.delete(node);
    }
    if (!lenient) return false;
    skipped.add(node);
    return place();
  };
  return place() ? colour : null;
}

/** The name a painted colour goes by in the legend: the colouring palette's nearest, white aside. */
export function nearestColourName(colour: number): string {
  let best = PALETTE[0] as PaletteColour;
  let bestDistance = Infinity;
  for (const entry of PALETTE) {
    if (entry.colour === 0xffffff) continue;
    const distance = colourDistance(entry.colour, colour);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best.name;
}

/** Squared distance of two colours, weighted as the eye weighs red, green and blue ('redmean'-like, cheap). */
function colourDistance(a: number, b: number): number {
  const dr = ((a >> 16) & 0xff) - ((b >> 16) & 0xff);
  const dg = ((a >> 8) & 0xff) - ((b >> 8) & 0xff);
  const db = (a & 0xff) - (b & 0xff);
  return 2 * dr * dr + 4 * dg * dg + 3 * db * db;
}

/** Near-white counts as not painted: the page shows through. */
const UNPAINTED = 0xf0;
const isUnpainted = (colour: number) =>
  ((colour >> 16) & 0xff) >= UNPAINTED && ((colour >> 8) & 0xff) >= UNPAINTED && (colour & 0xff) >= UNPAINTED;

/**
 * The numbers from a reference painting (issue 48): each numbered region
 * takes the colour painted at its point; the level's count of colours are
 * the most painted (by area), and any other becomes the nearest of them.
 * Null when the painting colours none of the regions wide enough.
 */
function referenceNumbers(
  map: StoredRegionMap,
  candidates: readonly number[],
  reference: readonly ReferencePoint[],
  k: number,
): { colours: Map<number, number>; palette: number[] } | null {
  const painted = new Map<number, number>();
  // Ties of area go to the colour painted first.
  const first = new Map<number, number>();
  for (const [index, [x, y, colour]] of reference.entries()) {
    if (x >= map.width || y >= map.height || isUnpainted(colour)) continue;
    const region = map.labels[y * map.width + x] as number;
    if (!painted.has(region)) painted.set(region, colour);
    if (!first.has(colour)) first.set(colour, index);
  }
  const areas = new Float64Array(map.regions + 1);
  for (const label of map.labels) areas[label] = (areas[label] as number) + 1;
  const weight = new Map<number, number>();
  const numbered = candidates.filter((region) => painted.has(region));
  if (numbered.length === 0) return null;
  for (const region of numbered) {
    const colour = painted.get(region) as number;
    weight.set(colour, (weight.get(colour) ?? 0) + (areas[region] as number));
  }
  const palette = [...weight.entries()]
    .sort((a, b) => b[1] - a[1] || (first.get(a[0]) as number) - (first.get(b[0]) as number))
    .slice(0, k)
    .map(([colour]) => colour);
  const colours = new Map<number, number>();
  for (const region of numbered) {
    const colour = painted.get(region) as number;
    let index = palette.indexOf(colour);
    if (index < 0) {
      // A colour beyond the level's count: the nearest kept one.
      let best = Infinity;
      palette.forEach((kept, at) => {
        const distance = colourDistance(kept, colour);
        if (distance < best) {
          best = distance;
          index = at;
        }
      });
    }
    colours.set(region, index);
  }
  return { colours, palette };
}

/**
 * The plan of a colour-by-number sheet: `minRadius` in map pixels (half the
 * smallest legible region's width). With a reference painting, its colours;
 * without one (or one that colours no region wide enough), the graph's.
 */
export function planColourByNumber(
  map: StoredRegionMap,
  { level, minRadius, reference = null }: { level: NumberLevel; minRadius: number; reference?: readonly ReferencePoint[] | null },
): NumberPlan {
  // A page's map at full size is millions of pixels: its poles are found on every other one.
  const poles = regionPoles(map, { step: map.width * map.height > 1_000_000 ? 2 : 1 });
  // The page around the figure: regions that reach the page's edge.
  const border = backgroundRegions(map);
  const neighbours = regionNeighbours(map);
  const numbered = poles
    .map((pole, region) => ({ pole, region }))
    .filter((entry): entry is { pole: RegionPole; region: number } => entry.pole !== null && !border.has(entry.region))
    .filter(({ pole }) => pole.radius >= minRadius);
  const k = NUMBER_LEVELS[level].colours;
  const nodes = numbered.map(({ region }) => region);
  const painted = reference && reference.length > 0 ? referenceNumbers(map, nodes, reference, k) : null;
  const palette: readonly NumberColour[] = painted
    ? painted.palette.map((colour) => ({ name: nearestColourName(colour), colour }))
    : NUMBER_PALETTE;
  // Should the bounded search fail, the greedy order places what it can and leaves the rest free.
  const colours =
    painted?.colours ?? colourGraph(nodes, neighbours, k) ?? colourGraph(nodes, neighbours, k, true) ?? new Map<number, number>();
  // Numbers from 1, in the palette's order, without a gap for a colour no region took.
  const taken = [...new Set(colours.values())].sort((a, b) => a - b);
  const numbers = new Uint8Array(map.regions + 1);
  for (const [region, c] of colours) numbers[region] = taken.indexOf(c) + 1;
  const legend = taken.map((c, index) => ({ ...(palette[c] as NumberColour), number: index + 1 }));
  const labels = numbered
    .filter(({ region }) => (numbers[region] as number) > 0)
    .map(({ region, pole }) => ({ region, number: numbers[region] as number, pole }));
  return { numbers, labels, legend };
}
