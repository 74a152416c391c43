/**
 * What the browser's favourites (src/browser/favourites.ts) and the server's
 * reading of them (src/server/favourites.ts) agree on: the kinds, their
 * localStorage keys (the spec's 'savedArticles', and 'savedDrawings'), and
 * which ids of a saved list count.
 */
import { isUuid } from "./uuid.ts";

export type FavouriteKind = "drawing" | "article";

export const FAVOURITE_KEYS: Record<FavouriteKind, string> = {
  article: "savedArticles",
  drawing: "savedDrawings",
};

/** How many of each kind are kept: the oldest go first past it, so the list stays small to read and to send. */
export const MAX_FAVOURITES = 100;

/** The ids of a saved list: what is not an id dropped, each once, the newest MAX_FAVOURITES kept. */
export function usableIds(list: readonly unknown[]): string[] {
  return [...new Set(list.filter(isUuid))].slice(-MAX_FAVOURITES);
}
