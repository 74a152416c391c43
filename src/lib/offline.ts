/**
 * The offline side of the site (issue 47), named once for the service
 * worker, its build and the pages: the caches it keeps, how many entries
 * each may hold, and the page shown for an address not kept.
 */
export { OFFLINE_PATH } from "./urls.ts";
export const SERVICE_WORKER_PATH = "/sw.js";

/** The service worker's caches, by what they hold (a cache name is its prefix plus one of these). */
export const OFFLINE_CACHES = {
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
