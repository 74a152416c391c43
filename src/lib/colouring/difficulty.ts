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
};

/** Bump when the metrics or their weights change: stored metrics of an older measure are made again. */
export const DIFFICULTY_MEASURE_VERSION = 2;

type MeasuredMap = Pick<RegionMap, "width" | "height" | "labels" | "areas" | "regions" | "leaks">;

/**
 * For each region, how many of its neighbours (regions touching it across a
 * line: the map gives every wall pixel to its nearest region) are larger, and
 * the area of the largest of them.
 */
function largerNeighbours(map: MeasuredMap): { count: Uint32Array; container: Float64Array } {
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
  return { count, container };
}

export function difficultyMetrics(map: MeasuredMap, mm2PerPixel: number): DifficultyMetrics {
  const { count, container } = largerNeighbours(map);
  const metrics = { regions: 0, large: 0, useful: 0, fine: 0, details: 0 };
  for (let id = 1; id <= map.regions; id++) {
    const pixels = map.areas[id] ?? 0;
    const area = pixels * mm2PerPixel;
    if (area < MIN_REGION_MM2) continue;
    metrics.regions++;
    if (area >= LARGE_MM2) metrics.large++;
    else if (count[id] === 1 && pixels < DETAIL_SHARE * (container[id] ?? 0)) metrics.details++;
    else if (area >= FINE_MM2) metrics.useful++;
    else metrics.fine++;
  }
  const score =
    WEIGHTS.large * metrics.large +
    WEIGHTS.useful * metrics.useful +
    WEIGHTS.fine * metrics.fine +
    WEIGHTS.detail * metrics.details;
  return { ...metrics, score, leaks: map.leaks };
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
export function tierWithAdvice(score: number, advice: DifficultyTier | null | undefined): DifficultyTier {
  const measured = tierOf(score);
  if (!advice || advice === measured) return measured;
  const from = DIFFICULTY_TIERS.indexOf(measured);
  const to = DIFFICULTY_TIERS.indexOf(advice);
  if (Math.abs(from - to) !== 1) return measured;
  const threshold = TIER_THRESHOLDS[DIFFICULTY_TIERS[Math.max(from, to)] as keyof typeof TIER_THRESHOLDS];
  return Math.abs(score - threshold) <= UNSURE_SHARE * threshold ? advice : measured;
}
