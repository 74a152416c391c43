import { NUMBER_LEVELS, type NumberLevel } from "#src/lib/activities/levels.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { backgroundRegions } from "./background.ts";
import { type RegionPole, regionPoles } from "./region-poles.ts";

/**
 * 'Pinte por número' (issue 48): which regions of a drawing get a number,
 * where, and which colour each number stands for.
 *
 * - A region gets a number when the circle around its most interior point is
 *   wide enough for a legible one (`minRadius`, from 6 mm on paper); a
 *   smaller one, or the page around the figure (a region touching the page's
 *   edge), is coloured freely.
 * - Without a reference painting, the numbers colour the regions' graph: no
 *   two neighbouring numbered regions share a number, with at most the
 *   level's count of colours ('Fácil' 4), DSatur with backtracking (a
 *   drawing's map is planar, so four always exist; the search is bounded,
 *   and a region it cannot place is left free rather than wrong).
 */
export type NumberColour = { name: string; colour: number };

/** The legend's colours, in order: the first four are the 'Fácil' sheet's, far apart on paper and in grey. */
export const NUMBER_PALETTE: readonly NumberColour[] = [
  { name: "Vermelho", colour: 0xe53935 },
  { name: "Amarelo", colour: 0xfdd835 },
  { name: "Azul", colour: 0x1e88e5 },
  { name: "Verde", colour: 0x43a047 },
  { name: "Laranja", colour: 0xfb8c00 },
  { name: "Roxo", colour: 0x7b1fa2 },
  { name: "Rosa", colour: 0xf8a5c2 },
  { name: "Marrom", colour: 0x6d4c41 },
];

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

/** The plan of a colour-by-number sheet: `minRadius` in map pixels (half the smallest legible region's width). */
export function planColourByNumber(
  map: StoredRegionMap,
  { level, minRadius }: { level: NumberLevel; minRadius: number },
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
  // Should the bounded search fail, the greedy order places what it can and leaves the rest free.
  const colours = colourGraph(nodes, neighbours, k) ?? colourGraph(nodes, neighbours, k, true) ?? new Map<number, number>();
  // Numbers from 1, in the palette's order, without a gap for a colour no region took.
  const taken = [...new Set(colours.values())].sort((a, b) => a - b);
  const numbers = new Uint8Array(map.regions + 1);
  for (const [region, c] of colours) numbers[region] = taken.indexOf(c) + 1;
  const legend = taken.map((c, index) => ({ ...(NUMBER_PALETTE[c] as NumberColour), number: index + 1 }));
  const labels = numbered
    .filter(({ region }) => (numbers[region] as number) > 0)
    .map(({ region, pole }) => ({ region, number: numbers[region] as number, pole }));
  return { numbers, labels, legend };
}
