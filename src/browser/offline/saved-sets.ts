import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { mapLimit } from "#src/lib/concurrency.ts";
import { colouringSheetUrl, DEVICE_PAGES, MAX_SAVED_SETS, SAVED_SET_PREFIX, savedSetCacheName } from "#src/lib/offline.ts";
import { colouringPath, pdfUrlFor } from "#src/lib/urls.ts";
import { keepFiles, keepPages } from "./keep.ts";

/**
 * 'Salvar para usar sem internet' (issue 47): a page that lists drawings (a
 * collection, a category, 'Meus favoritos') kept whole on this device, in a
 * cache of its own: the page, each drawing's page, image, print PDF and
 * colouring screen (its region map and its description included), and the
 * build files they run on. The service worker answers from it when the
 * network is gone. Sets are removed by hand, and at most MAX_SAVED_SETS are
 * kept.
 */
export type OfflineSet = {
  /** Names the set's cache: `colecao-natal`, `categoria-animais`. */
  key: string;
  /** The page that lists the drawings. */
  path: string;
  drawingIds: readonly string[];
};

export type SetFiles = { pages: string[]; files: string[]; sheets: string[] };

/** Requests at once while a set is measured or saved: a weak connection is not flooded. */
const CONCURRENCY = 4;
/** What the screens' own code weighs (React and the colouring, gzipped), counted once per set in the estimate. */
const CODE_BYTES = 400 * 1024;
/** A page whose size its answer does not say (compressed on the fly). */
const PAGE_BYTES = 40 * 1024;

async function sheetOf(id: string): Promise<ColouringSheet | null> {
  const response = await fetch(colouringSheetUrl(id));
  return response.ok ? ((await response.json()) as ColouringSheet) : null;
}

/**
 * Every address a set keeps, from its drawings' colouring descriptions (a
 * drawing gone since is left out), and the device's own pages, where a
 * colouring made offline is found again.
 */
export async function setFiles(set: OfflineSet): Promise<SetFiles> {
  const sheets = (await mapLimit([...set.drawingIds], CONCURRENCY, sheetOf)).filter((sheet) => sheet !== null);
  return {
    pages: [set.path, ...sheets.flatMap((sheet) => [sheet.href, colouringPath(sheet.id)]), ...DEVICE_PAGES],
    files: sheets.flatMap((sheet) =>
      [sheet.imageUrl, sheet.cardUrl, sheet.regionsUrl, pdfUrlFor(sheet.imageUrl)].filter((url) => url !== null),
    ),
    sheets: sheets.map((sheet) => colouringSheetUrl(sheet.id)),
  };
}

async function sizeOf(url: string, fallback: number): Promise<number> {
  try {
    const response = await fetch(url, { method: "HEAD" });
    const length = Number(response.headers.get("content-length"));
    return response.ok && length > 0 ? length : fallback;
  } catch {
    return fallback;
  }
}

/** About how many bytes saving the set takes: what each file says it weighs, and the screens' code. */
export async function estimateBytes(files: SetFiles): Promise<number> {
  const pages = await mapLimit(files.pages, CONCURRENCY, (url) => sizeOf(url, PAGE_BYTES));
  const others = await mapLimit(files.files, CONCURRENCY, (url) => sizeOf(url, 0));
  return [...pages, ...others].reduce((sum, bytes) => sum + bytes, CODE_BYTES);
}

async function savedSetKeys(): Promise<string[]> {
  if (typeof caches === "undefined") return [];
  return (await caches.keys())
    .filter((name) => name.startsWith(SAVED_SET_PREFIX))
    .map((name) => name.slice(SAVED_SET_PREFIX.length));
}

export async function isSetSaved(key: string): Promise<boolean> {
  return typeof caches !== "undefined" && caches.has(savedSetCacheName(key));
}

export class TooManySetsError extends Error {}

/**
 * Saves the set `key` names, from its files (`setFiles`); a failure leaves nothing half saved. Saving a set again
 * refreshes it; a set beyond MAX_SAVED_SETS is refused.
 */
export async function saveSet(key: string, files: SetFiles): Promise<void> {
  const saved = await savedSetKeys();
  if (!saved.includes(key) && saved.length >= MAX_SAVED_SETS) throw new TooManySetsError();
  const name = savedSetCacheName(key);
  const cache = await caches.open(name);
  try {
    await keepPages(files.pages, { pages: cache, assets: cache }, location.origin);
    await keepFiles([...files.files, ...files.sheets], cache, location.origin);
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
}

export async function removeSet(key: string): Promise<void> {
  await caches.delete(savedSetCacheName(key));
}
