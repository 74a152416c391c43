import type { RegionMap } from "./region-map.ts";

/**
 * How hard a drawing is to colour, from its region map: what a child meets
 * on the printed page (issue 34, docs/decisions/0022-difficulty-a-teacher-agrees-with.md).
 * Areas are in mm² of the drawing printed on A4.
 *
 * Each region that matters is weighed by what filling it asks of a hand:
 * - a large field (at least LARGE_MM2, a 3 cm square) is quick: weight 1;
 * - a field of a useful size (FINE_MM2 to LARGE_MM2: a block, a sleeve, a
 *   window) asks for staying inside the lines: weight 2;
 * - a fine field (under FINE_MM2, a 7 mm square: a mandala's petal, a thin
 *   ray) needs a pencil's point: weight 3;
 * - a detail inside one bigger field (an eye, a pupil, a button: under a
 *   tenth of the one region around it) may stay white without spoiling the
 *   page: weight 0.5, whatever its size;
 * - a speck under MIN_REGION_MM2 (an outline's anti-aliasing): nothing.
 * The score is the sum; the tiers are its calibrated thresholds.
 */

/** Regions smaller than this are specks (an outline's anti-aliasing, a dot): not counted. */
export const MIN_REGION_MM2 = 4;
/** Under this, a field is fine: a pencil's point, not a crayon's. */
export const FINE_MM2 = 50;
/** From this, a field is large: a few strokes fill it. */
export const LARGE_MM2 = 800;
/** A region under this share of the one bigger region around it is a detail (an eye in a face). */
export const DETAIL_SHARE = 0.1;
export const WEIGHTS = { large: 1, useful: 2, fine: 3, detail: 0.5 } as const;

export type DifficultyMetrics = {
  /** Regions of at least MIN_REGION_MM2. */
  regions: number;
  /** Of those: large fields (at least LARGE_MM2). */
  large: number;
  /** Fields of a useful size (FINE_MM2 to LARGE_MM2), details excluded. */
  useful: number;
  /** Fine fields (under FINE_MM2), details excluded. */
  fine: number;
  /** Details: small regions inside one bigger region (eyes, buttons). */
  details: number;
  /** Σ weight: 1·large + 2·useful + 3·fine + 0.5·details. */
  score: number;
  /** Regions that exist only because a gap in the lines was closed: the art may spill when filled. */
  leaks: number;
  /**
   * The figure: the largest group of regions that touch one another across
   * lines, the page around them and the margin outside the frame left out
   * (scenery apart from it, a cloud or a flower, is a group of its own).
   * Its fields of a useful size (and the many same-sized parts that stand
   * apart, REPEATED: a garland's flags) and its large fields.
   */
  figureUseful: number;
  figureLarge: number;
};

/**
 * A figure of many parts, each of a useful size, with few large fields (a
 * girl with her dress, hair, arms and shoes; a hero; a train): at least
 * 'Médio', whatever the page's score. The clouds and flowers around a
 * simpler figure do not count. Calibrated on the judged sample
 * (docs/decisions/0026-a-figure-of-many-parts.md): leave-one-out agrees on 104 of 110.
 */
export const MANY_PARTS = { useful: 13, large: 4 } as const;

export function hasManyParts(metrics: Pick<DifficultyMetrics, "figureUseful" | "figureLarge">): boolean {
  return metrics.figureUseful >= MANY_PARTS.useful && metrics.figureLarge <= MANY_PARTS.large;
}

/**
 * Bump when the metrics, their weights or the region map they are measured
 * on change (region-map.ts's steps): every drawing's map and metrics of an
 * older measure are made again, in the background at start. (5: channels the
 * closing walls in go to the region they open onto, issue 47. 6: the
 * analysis also records whether the map has a main figure for 'Ligue os
 * pontos', issue 48; the maps themselves are unchanged.)
 */
export const DIFFICULTY_MEASURE_VERSION = 6;

type MeasuredMap = Pick<RegionMap, "width" | "height" | "labels" | "areas" | "regions" | "leaks">;

/**
 * For each region, how many of its neighbours (regions touching it across a
 * line: the map gives every wall pixel to its nearest region) are larger, and
 * the area of the largest of them.
 */
function largerNeighbours(map: MeasuredMap): { count: Uint32Array; container: Float64Array; pairs: Set<number> } {
  const { width, height, labels, areas, regions } = map;
  const seen = new Set<number>();
  const count = new Uint32Array(regions + 1);
  const container = new Float64Array(regions + 1);
  // Called only where two labels meet (a line's two sides), not per pixel.
  const meet = (a: number, b: number) => {
    const key = a < b ? a * 65_536 + b : b * 65_536 + a;
    if (seen.has(key)) return;
    seen.add(key);
    const areaA = areas[a] ?? 0;
    const areaB = areas[b] ?? 0;
    if (areaB > areaA) {
      count[a] = (count[a] ?? 0) + 1;
      container[a] = Math.max(container[a] ?? 0, areaB);
    } else if (areaA > areaB) {
      count[b] = (count[b] ?? 0) + 1;
      container[b] = Math.max(container[b] ?? 0, areaA);
    }
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const label = labels[row + x] as number;
      if (x + 1 < width) {
        const right = labels[row + x + 1] as number;
        if (right !== label) meet(label, right);
      }
      if (y + 1 < height) {
        const below = labels[row + width + x] as number;
        if (below !== label) meet(label, below);
      }
    }
  }
  return { count, container, pairs: seen };
}

/** The label of each region's group (union-find over `pairs`, `a·65536 + b`), for the regions `inFigure` accepts. */
function groupsOf(regions: number, pairs: Set<number>, inFigure: (id: number) => boolean): Uint32Array {
  const parent = new Uint32Array(regions + 1).map((_, index) => index);
  const find = (id: number): number => {
    let root = id;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[id] !== root) {
      const next = parent[id] as number;
      parent[id] = root;
      id = next;
    }
    return root;
  };
  for (const key of pairs) {
    const a = Math.floor(key / 65_536);
    const b = key % 65_536;
    if (inFigure(a) && inFigure(b)) parent[find(a)] = find(b);
  }
  for (let id = 1; id <= regions; id++) parent[id] = find(id);
  return parent;
}

/**
 * Parts of a useful size that stand apart from the figure and from one
 * another, many of them and all of about one size: a garland's flags in the
 * sky. They are the picture's content, not scenery (a sun's rays are specks
 * beside them; a night's stars are fewer and of mixed sizes), so they count
 * with the figure. The most of them within REPEATED.spread of one another,
 * when there are at least REPEATED.count; else none.
 */
export const REPEATED = { count: 12, spread: 1.3 } as const;

function repeatedParts(figure: number, groupArea: ReadonlyMap<number, number>, mm2PerPixel: number): number {
  const areas = [...groupArea]
    .filter(([group]) => group !== figure)
    .map(([, pixels]) => pixels * mm2PerPixel)
    .filter((area) => area >= FINE_MM2 && area < LARGE_MM2)
    .sort((a, b) => a - b);
  let most = 0;
  for (let last = 0, first = 0; last < areas.length; last++) {
    while ((areas[last] as number) > REPEATED.spread * (areas[first] as number)) first++;
    most = Math.max(most, last - first + 1);
  }
  return most >= REPEATED.count ? most : 0;
}

/** The regions that reach the map's edge: the margin outside a frame, or a page without one. */
export function edgeRegions(map: Pick<RegionMap, "width" | "height" | "labels">): Set<number> {
  const { width, height, labels } = map;
  const edge = new Set<number>();
  for (let x = 0; x < width; x++) {
    edge.add(labels[x] as number);
    edge.add(labels[(height - 1) * width + x] as number);
  }
  for (let y = 0; y < height; y++) {
    edge.add(labels[y * width] as number);
    edge.add(labels[y * width + width - 1] as number);
  }
  return edge;
}

export function difficultyMetrics(map: MeasuredMap, mm2PerPixel: number): DifficultyMetrics {
  const { count, container, pairs } = largerNeighbours(map);
  const metrics = { regions: 0, large: 0, useful: 0, fine: 0, details: 0 };
  /** Each counted region's kind (0: not counted, a speck). */
  const kinds = new Uint8Array(map.regions + 1);
  const [LARGE, USEFUL, FINE, DETAIL] = [1, 2, 3, 4];
  let page = 0;
  for (let id = 1; id <= map.regions; id++) {
    const pixels = map.areas[id] ?? 0;
    if (pixels > (map.areas[page] ?? 0)) page = id;
    const area = pixels * mm2PerPixel;
    if (area < MIN_REGION_MM2) continue;
    metrics.regions++;
    if (area >= LARGE_MM2) {
      metrics.large++;
      kinds[id] = LARGE;
    } else if (count[id] === 1 && pixels < DETAIL_SHARE * (container[id] ?? 0)) {
      metrics.details++;
      kinds[id] = DETAIL;
    } else if (area >= FINE_MM2) {
      metrics.useful++;
      kinds[id] = USEFUL;
    } else {
      metrics.fine++;
      kinds[id] = FINE;
    }
  }
  const score =
    WEIGHTS.large * metrics.large +
    WEIGHTS.useful * metrics.useful +
    WEIGHTS.fine * metrics.fine +
    WEIGHTS.detail * metrics.details;
  // The figure: the largest group of counted regions touching one another, the page (the largest region) and the margin left out.
  const edge = edgeRegions(map);
  const inFigure = (id: number) => id !== page && kinds[id] !== 0 && !edge.has(id);
  const groups = groupsOf(map.regions, pairs, inFigure);
  const groupArea = new Map<number, number>();
  for (let id = 1; id <= map.regions; id++) {
    if (inFigure(id)) groupArea.set(groups[id] as number, (groupArea.get(groups[id] as number) ?? 0) + (map.areas[id] ?? 0));
  }
  let figure = -1;
  for (const [group, area] of groupArea) if (figure === -1 || area > (groupArea.get(figure) ?? 0)) figure = group;
  let figureUseful = repeatedParts(figure, groupArea, mm2PerPixel);
  let figureLarge = 0;
  for (let id = 1; id <= map.regions; id++) {
    if (!inFigure(id) || groups[id] !== figure) continue;
    if (kinds[id] === USEFUL) figureUseful++;
    else if (kinds[id] === LARGE) figureLarge++;
  }
  return { ...metrics, score, leaks: map.leaks, figureUseful, figureLarge };
}

export const DIFFICULTY_TIERS = ["facil", "medio", "dificil", "desafio"] as const;
export type DifficultyTier = (typeof DIFFICULTY_TIERS)[number];

/** How many drawings of each tier (a category's, for its filter). */
export type TierCounts = Record<DifficultyTier, number>;

/** How many of `drawings` are of each tier (a drawing without a level counts in none). */
export function tierCountsOf(drawings: readonly { difficulty: DifficultyTier | null }[]): TierCounts {
  const counts: TierCounts = { facil: 0, medio: 0, dificil: 0, desafio: 0 };
  for (const { difficulty } of drawings) if (difficulty) counts[difficulty]++;
  return counts;
}

export function isDifficultyTier(value: unknown): value is DifficultyTier {
  return typeof value === "string" && (DIFFICULTY_TIERS as readonly string[]).includes(value);
}

/**
 * The site's one set of age bands, one per tier: the badges, the level
 * filters, the SEO of level pages and the age guide of /categorias/todas all
 * read them here (the guide once said 2–4, 5–7, 8–10 and 11+ while the
 * badges said 3–5, 6–8, 9–12 and adultos).
 */
export const DIFFICULTY_LABELS: Record<DifficultyTier, { name: string; ages: string }> = {
  facil: { name: "Fácil", ages: "2 a 5 anos" },
  medio: { name: "Médio", ages: "6 a 8 anos" },
  dificil: { name: "Difícil", ages: "9 a 11 anos" },
  desafio: { name: "Desafio", ages: "12 anos ou mais" },
};

/** Who a tier suits, in a sentence: 'crianças de 2 a 5 anos', 'quem tem 12 anos ou mais'. */
export function audienceOf(tier: DifficultyTier): string {
  return tier === "desafio" ? `quem tem ${DIFFICULTY_LABELS[tier].ages}` : `crianças de ${DIFFICULTY_LABELS[tier].ages}`;
}

/**
 * Lowest score of each tier above 'Fácil', calibrated against a teacher's
 * levels for the 110 sample drawings (sample-content/judged-levels.ts):
 * each sits in a gap between the scores of the sample (105 | 108.5,
 * 348 | 373.5, 480.5 | 508), so a drawing a little off its level's
 * neighbours does not flip; `npm run bench:colouring` reports the agreement.
 */
export const TIER_THRESHOLDS = { medio: 106, dificil: 360, desafio: 500 } as const;

export function tierOf(score: number): DifficultyTier {
  if (score >= TIER_THRESHOLDS.desafio) return "desafio";
  if (score >= TIER_THRESHOLDS.dificil) return "dificil";
  if (score >= TIER_THRESHOLDS.medio) return "medio";
  return "facil";
}

/** Within this share of a threshold, the measure is not sure which side a drawing belongs to. */
export const UNSURE_SHARE = 0.2;

/**
 * The tier a drawing is given, from its score and the AI's advice when
 * publishing asked for one. The measure decides; the AI, which saw the
 * picture, breaks near-ties: when it names the neighbouring tier and the
 * score lies within UNSURE_SHARE of the threshold between the two, its tier
 * is taken. Any other advice (two tiers away, or a clear score) is left as
 * advice for the administrator.
 */
/** The tier of a measured drawing: its score's, and at least 'Médio' for a figure of many parts (MANY_PARTS). */
export function measuredTier(score: number, manyParts = false): DifficultyTier {
  const tier = tierOf(score);
  return manyParts && tier === "facil" ? "medio" : tier;
}

export function tierWithAdvice(score: number, advice: DifficultyTier | null | undefined, manyParts = false): DifficultyTier {
  const measured = measuredTier(score, manyParts);
  if (!advice || advice === measured) return measured;
  const from = DIFFICULTY_TIERS.indexOf(measured);
  const to = DIFFICULTY_TIERS.indexOf(advice);
  if (Math.abs(from - to) !== 1) return measured;
  const threshold = TIER_THRESHOLDS[DIFFICULTY_TIERS[Math.max(from, to)] as keyof typeof TIER_THRESHOLDS];
  return Math.abs(score - threshold) <= UNSURE_SHARE * threshold ? advice : measured;
}
