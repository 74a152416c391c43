import { SERVICE_WORKER_PATH } from "#src/lib/offline.ts";
import { afterLoad } from "../actions.ts";

/**
 * Registers the service worker (src/browser/offline/service-worker.ts) once
 * the page has loaded, so it never competes with the page's own first
 * requests. Not in development: `astro dev` builds no /sw.js.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  afterLoad(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error) => console.error(error));
  });
}
