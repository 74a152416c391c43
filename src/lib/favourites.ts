/**
 * Favourites, kept in the browser only (nobody signs up): one localStorage
 * list of ids per kind, a JSON array. 'savedArticles' is the spec's key for
 * the article page's 'Salvar'; drawings have 'savedDrawings'. The 'Meus
 * favoritos' page (/favoritos) reads both.
 */
import { isUuid } from "./uuid.ts";

export type FavouriteKind = "drawing" | "article";

export const FAVOURITE_KEYS: Record<FavouriteKind, string> = {
  article: "savedArticles",
  drawing: "savedDrawings",
};

/** How many of each kind are kept: the oldest go first past it, so the list stays small to read and to send. */
export const MAX_FAVOURITES = 100;

/**
 * The saved ids, oldest first, the newest MAX_FAVOURITES of them. Anything
 * unreadable counts as none, and an entry that is not an id (an older
 * version's, or one edited by hand) is dropped rather than failing the list.
 */
export function savedIds(kind: FavouriteKind, storage: Storage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(FAVOURITE_KEYS[kind]) ?? "[]");
    return Array.isArray(value) ? usableIds(value) : [];
  } catch {
    return [];
  }
}

/** The ids of a saved list: what is not an id dropped, each once, the newest MAX_FAVOURITES kept. */
export function usableIds(list: readonly unknown[]): string[] {
  return [...new Set(list.filter(isUuid))].slice(-MAX_FAVOURITES);
}

export function isSaved(kind: FavouriteKind, id: string, storage: Storage = localStorage): boolean {
  return savedIds(kind, storage).includes(id);
}

/** Saves or unsaves one item; returns whether it is saved now. */
export function toggleSaved(kind: FavouriteKind, id: string, storage: Storage = localStorage): boolean {
  const ids = savedIds(kind, storage);
  const saved = !ids.includes(id);
  const next = saved ? [...ids, id].slice(-MAX_FAVOURITES) : ids.filter((other) => other !== id);
  storage.setItem(FAVOURITE_KEYS[kind], JSON.stringify(next));
  return saved;
}
