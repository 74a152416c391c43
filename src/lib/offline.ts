/**
 * The offline side of the site (issue 47), named once for the service
 * worker, its build and the pages: the caches it keeps, how many entries
 * each may hold, and the page shown for an address not kept.
 */
import { FAVOURITES_PATH, MY_COLOURINGS_PATH, OFFLINE_PATH } from "./urls.ts";

export { OFFLINE_PATH };

/**
 * What the worker keeps at its install, on every device that opens a page:
 * the offline page alone (its own small script, the styles and fonts the
 * page just loaded). Everything else is kept by choice or by use, never in
 * the background of a first visit: on a prepaid phone plan the offline page
 * and the device's own pages with their screens' code were ~270 KB of
 * gzipped script (bench:site, issue 47).
 */
export const INSTALL_PAGES = [OFFLINE_PATH] as const;
/**
 * The pages of what this device holds ('Minhas pinturas', 'Meus favoritos'):
 * kept with every set saved for offline use, and when visited. The offline
 * page links to them where they are kept.
 */
export const DEVICE_PAGES = [MY_COLOURINGS_PATH, FAVOURITES_PATH] as const;
export const SERVICE_WORKER_PATH = "/sw.js";

/** The service worker's caches, by what they hold (a cache name is its prefix plus one of these). */
export const OFFLINE_CACHES = {
  /** The pages every device keeps from the worker's install on (the offline page, 'Minhas pinturas', 'Meus favoritos'); one per build. */
  base: "rabisco-base",
  /** Pages visited, network first: fresh online, there when offline. */
  pages: "rabisco-paginas",
  /** The build's hashed scripts, styles and fonts: never change under their name. */
  assets: "rabisco-arquivos",
  /** Drawings' images, PDFs and region maps visited. */
  files: "rabisco-imagens",
} as const;

/** How many entries each cache keeps, oldest dropped first: a classroom tablet's storage stays bounded. */
export const OFFLINE_LIMITS = { pages: 80, assets: 120, files: 400 } as const;

/** Where nothing is ever cached: the admin, the API (counters, search, uploads). */
export function neverCached(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/api/");
}

/** A set saved with 'Salvar para usar sem internet' lives in a cache of its own, never expired, removed by hand. */
export const SAVED_SET_PREFIX = "rabisco-salvo:";
/** How many sets a device keeps at once: a tablet's storage stays bounded. */
export const MAX_SAVED_SETS = 12;

export function savedSetCacheName(key: string): string {
  return `${SAVED_SET_PREFIX}${key}`;
}

/** The colouring screen's description of a drawing: the one answer of the API a saved set keeps. */
export function colouringSheetUrl(drawingId: string): string {
  return `/api/drawings/${encodeURIComponent(drawingId)}/colouring`;
}

/** Whether a path is one of `colouringSheetUrl`'s: the worker answers it from a saved set when offline. */
export function isColouringSheetPath(pathname: string): boolean {
  return /^\/api\/drawings\/[^/]+\/colouring$/.test(pathname);
}
