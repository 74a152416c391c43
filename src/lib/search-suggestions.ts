import type { DifficultyTier } from "./colouring/difficulty.ts";

/**
 * What a search that found nothing suggests instead (GET
 * /api/search/suggestions): popular categories and drawings.
 */
export const SUGGESTED_CATEGORIES = 6;
export const SUGGESTED_DRAWINGS = 4;
/** The collections in season a search without results offers (issue 44): those whose date is near, else the next. */
export const SUGGESTED_COLLECTIONS = 2;

export type SearchSuggestions = {
  /** 'Natal', 'Chegando: 25 de dezembro'. */
  collections: { name: string; href: string; when: string }[];
  categories: { name: string; href: string; drawingsCount: number }[];
  drawings: {
    title: string;
    href: string;
    imageUrl: string | null;
    category: string | null;
    difficulty: DifficultyTier | null;
  }[];
};
