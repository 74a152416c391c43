import { OFFLINE_CACHES, OFFLINE_PATH } from "#src/lib/offline.ts";

/** A page this device keeps for offline use: its address and its title. */
export type KeptPage = { path: string; title: string };

/** How many kept pages the offline page lists: the newest ones. */
const LISTED = 40;

/**
 * The pages the service worker keeps (visited, or saved for offline use),
 * newest first, with the title each page gives itself; none where the
 * browser has no Cache Storage.
 */
export async function listKeptPages(): Promise<KeptPage[]> {
  if (typeof caches === "undefined") return [];
  try {
    const cache = await caches.open(OFFLINE_CACHES.pages);
    const requests = [...(await cache.keys())].reverse().slice(0, LISTED);
    const pages = await Promise.all(
      requests.map(async (request) => {
        const url = new URL(request.url);
        if (url.origin !== location.origin || url.pathname === OFFLINE_PATH) return null;
        const html = (await (await cache.match(request))?.text()) ?? "";
        const title = new DOMParser()
          .parseFromString(html, "text/html")
          .title.replace(/ \| Rabisco$/, "")
          .trim();
        return { path: `${url.pathname}${url.search}`, title: title || url.pathname };
      }),
    );
    return pages.filter((page) => page !== null);
  } catch (error) {
    console.error(error);
    return [];
  }
}
