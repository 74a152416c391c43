import { DIFFICULTY_LABELS, type DifficultyTier } from "./colouring/difficulty.ts";

/**
 * The difficulty label's looks, shared by its Astro component
 * (src/components/DifficultyBadge.astro: drawing pages and cards) and the
 * search results' cards (src/browser/search/cards.ts), so both
 * render the same markup.
 */
const TONES: Record<DifficultyTier, string> = {
  // Text colours of at least 4.5:1 on their backgrounds.
  facil: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  medio: "bg-sky-50 text-sky-800 ring-sky-200",
  dificil: "bg-amber-50 text-amber-900 ring-amber-200",
  desafio: "bg-violet-50 text-violet-800 ring-violet-200",
};

export type BadgeSize = "card" | "page";

export function badgeClass(tier: DifficultyTier, size: BadgeSize): string {
  const box = size === "page" ? "min-h-8 px-3 text-sm" : "px-2 py-0.5 text-xs";
  return `inline-flex w-fit items-center gap-1 rounded-full font-bold ring-1 ring-inset ${TONES[tier]} ${box}`;
}

export function badgeText(tier: DifficultyTier): { name: string; ages: string } {
  return DIFFICULTY_LABELS[tier];
}
