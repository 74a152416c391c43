/**
 * Favourites, kept in the browser only (nobody signs up): one localStorage
 * list of ids per kind, a JSON array. 'savedArticles' is the spec's key for
 * the article page's 'Salvar'; drawings have 'savedDrawings'. The 'Meus
 * favoritos' page (/favoritos) reads both.
 */
import { FAVOURITE_KEYS, type FavouriteKind, MAX_FAVOURITES, usableIds } from "#src/lib/favourites.ts";

export type { FavouriteKind };

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

/** The favourites page's cards as last loaded, to show them without a network (issue 47). */
const CARDS_KEY = "rabisco:favourites-cards";

export function rememberFavouriteCards(cards: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(CARDS_KEY, JSON.stringify(cards));
  } catch {
    // Storage full or off: the list simply will not show offline.
  }
}

/** The cards last loaded, or null; the caller keeps those still saved. */
export function recalledFavouriteCards(storage: Storage = localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(CARDS_KEY) ?? "null");
  } catch {
    return null;
  }
}
