import type { RegionMap } from "./region-map.ts";

/**
 * How hard a drawing is to colour, from its region map (issue 25): many
 * regions, and small ones, take a steadier hand. Areas are in mm² of the
 * drawing printed on A4. The thresholds are calibrated on the sample
 * catalogue: docs/decisions/0019-colouring-difficulty.md.
 */

/** Regions smaller than this are specks (an outline's anti-aliasing, a dot): not counted. */
export const MIN_REGION_MM2 = 4;
export const SMALL_MM2 = 25;
export const MEDIUM_MM2 = 100;

export type DifficultyMetrics = {
  /** R: regions of at least MIN_REGION_MM2. */
  regions: number;
  /** S25: those under SMALL_MM2. */
  small: number;
  /** S100: those under MEDIUM_MM2 (S25 included). */
  medium: number;
  /** R + 1.5·S100 + 2·S25. */
  score: number;
  /** Regions that exist only because a gap in the lines was closed: the art may spill when filled. */
  leaks: number;
};

export function difficultyMetrics(map: Pick<RegionMap, "areas" | "regions" | "leaks">, mm2PerPixel: number): DifficultyMetrics {
  let regions = 0;
  let small = 0;
  let medium = 0;
  for (let id = 1; id <= map.regions; id++) {
    const area = (map.areas[id] ?? 0) * mm2PerPixel;
    if (area < MIN_REGION_MM2) continue;
    regions++;
    if (area < MEDIUM_MM2) medium++;
    if (area < SMALL_MM2) small++;
  }
  return { regions, small, medium, score: regions + 1.5 * medium + 2 * small, leaks: map.leaks };
}

export const DIFFICULTY_TIERS = ["facil", "medio", "dificil", "desafio"] as const;
export type DifficultyTier = (typeof DIFFICULTY_TIERS)[number];

/** How many drawings of each tier (a category's, for its filter). */
export type TierCounts = Record<DifficultyTier, number>;

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

/** Lowest score of each tier above 'Fácil' (calibrated: decision 19). */
export const TIER_THRESHOLDS = { medio: 40, dificil: 120, desafio: 250 } as const;

export function tierOf(score: number): DifficultyTier {
  if (score >= TIER_THRESHOLDS.desafio) return "desafio";
  if (score >= TIER_THRESHOLDS.dificil) return "dificil";
  if (score >= TIER_THRESHOLDS.medio) return "medio";
  return "facil";
}
