/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, type PrecacheEntry, Serwist, StaleWhileRevalidate } from "serwist";
import { neverCached, OFFLINE_CACHES, OFFLINE_LIMITS, OFFLINE_PATH } from "#src/lib/offline.ts";
import { keepPages } from "./keep.ts";

/**
 * Rabisco's service worker (issue 47), on Serwist (ADR 0028): pages are
 * fetched from the network first, so an online visitor always gets the
 * newest HTML, and kept for when the network is gone; the build's hashed
 * files come from the cache; drawings' images, PDFs and maps are shown from
 * the cache and refreshed behind. An address never visited answers the
 * offline page. The admin and the API are never touched.
 *
 * Built into /sw.js by the build (src/server/build/service-worker.ts), which
 * replaces `__PRECACHE__` with the offline page and the files it needs.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: PrecacheEntry[];

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: __PRECACHE__,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !neverCached(url.pathname),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.pages, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/_astro/"),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.assets, purgeOnQuotaError: true })],
      }),
    },
    {
      // Same origin (the local storage) or Supabase Storage's public bucket in production.
      matcher: ({ request, url }) =>
        request.method === "GET" && (url.pathname.startsWith("/storage/") || url.pathname.includes("/storage/v1/object/public/")),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.files,
        plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.files, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

serwist.addEventListeners();

// The offline page runs a script (it lists what this device keeps): its files are kept with it.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const caches = {
        pages: await self.caches.open(OFFLINE_CACHES.pages),
        assets: await self.caches.open(OFFLINE_CACHES.assets),
      };
      await keepPages([OFFLINE_PATH], caches, self.location.origin).catch((error) => console.error(error));
    })(),
  );
});
