/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from "serwist";
import {
  INSTALL_PAGES,
  isColouringSheetPath,
  neverCached,
  OFFLINE_CACHES,
  OFFLINE_LIMITS,
  OFFLINE_PATH,
} from "#src/lib/offline.ts";
import { keepPages } from "./keep.ts";

/**
 * Rabisco's service worker (issue 47), on Serwist (ADR 0028): pages are
 * fetched from the network first, so an online visitor always gets the
 * newest HTML, and kept for when the network is gone; the build's hashed
 * files come from the cache; drawings' images, PDFs and maps are shown from
 * the cache and refreshed behind. Without a network, any cache answers
 * (the sets saved with 'Salvar para usar sem internet' among them), and a
 * page never kept answers the offline page. The admin and the API are never
 * cached: a saved set keeps the colouring screen's description of its
 * drawings, which this worker reads only from there.
 *
 * Built into /sw.js at the end of `astro build` (scripts/lib/service-worker.ts), which
 * replaces `__BUILD__` with the build's id: every build makes a new worker,
 * which keeps the base pages of its build.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __BUILD__: string;

/** The offline page and the pages it links to, with the files they run on, as this build makes them. */
const BASE_CACHE = `${OFFLINE_CACHES.base}-${__BUILD__}`;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * When a strategy has no answer (no network, nothing in its own cache): the
 * same address from any cache, a set saved for offline use among them, and
 * for a page, the offline page.
 */
const fromAnyCache: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await self.caches.match(request)) ??
    (request.mode === "navigate" ? await self.caches.match(OFFLINE_PATH, { cacheName: BASE_CACHE }) : undefined) ??
    Response.error(),
};

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // The colouring screen's description of a drawing: never cached here; offline, a saved set's copy answers.
      matcher: ({ request, url }) => request.method === "GET" && sameOrigin(url) && isColouringSheetPath(url.pathname),
      handler: new NetworkOnly({ plugins: [fromAnyCache] }),
    },
    {
      matcher: ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !neverCached(url.pathname),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.pages, purgeOnQuotaError: true }), fromAnyCache],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/_astro/"),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.assets, purgeOnQuotaError: true }), fromAnyCache],
      }),
    },
    {
      // Same origin (the local storage) or Supabase Storage's public bucket in production.
      matcher: ({ request, url }) =>
        request.method === "GET" && (url.pathname.startsWith("/storage/") || url.pathname.includes("/storage/v1/object/public/")),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.files,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.files, purgeOnQuotaError: true }), fromAnyCache],
      }),
    },
  ],
});

serwist.addEventListeners();

// A new worker installs only once it has kept the offline page (else the browser tries again on a later visit),
// and drops the older builds' copies when it takes over.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const base = await self.caches.open(BASE_CACHE);
      await keepPages(INSTALL_PAGES, { pages: base, assets: base }, self.location.origin);
    })(),
  );
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const older = (await self.caches.keys()).filter(
        (name) => name.startsWith(`${OFFLINE_CACHES.base}-`) && name !== BASE_CACHE,
      );
      await Promise.all(older.map((name) => self.caches.delete(name)));
    })(),
  );
});
