import type { DifficultyTier } from "./colouring/difficulty.ts";

/**
 * What a search that found nothing suggests instead (GET
 * /api/search/suggestions): popular categories and drawings.
 */
export const SUGGESTED_CATEGORIES = 6;
export const SUGGESTED_DRAWINGS = 4;

export type SearchSuggestions = {
  categories: { name: string; href: string; drawingsCount: number }[];
  drawings: {
    title: string;
    href: string;
    imageUrl: string | null;
    category: string | null;
    difficulty: DifficultyTier | null;
  }[];
};
