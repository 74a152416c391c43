import { DEVICE_PAGES, INSTALL_PAGES, OFFLINE_CACHES, SAVED_SET_PREFIX } from "#src/lib/offline.ts";

/** A page this device keeps for offline use: its address and its title. */
export type KeptPage = { path: string; title: string };

/** Pages the offline page links to by name, not in its list. */
const LINKED_ALREADY = new Set<string>([...INSTALL_PAGES, ...DEVICE_PAGES]);

/** Whether any of this device's caches keeps the page at `path`. */
export async function isKept(path: string): Promise<boolean> {
  return typeof caches !== "undefined" && (await caches.match(path).catch(() => undefined)) !== undefined;
}

/** How many kept pages the offline page lists. */
const LISTED = 60;

/**
 * The pages this device keeps: the ones saved with 'Salvar para usar sem
 * internet' first, then the ones visited, newest first, each with the title
 * it gives itself (the offline page lists them). None where the browser has
 * no Cache Storage.
 */
export async function listKeptPages(): Promise<KeptPage[]> {
  if (typeof caches === "undefined") return [];
  try {
    const names = await caches.keys();
    const ordered = [...names.filter((name) => name.startsWith(SAVED_SET_PREFIX)), OFFLINE_CACHES.pages];
    const pages = new Map<string, KeptPage>();
    for (const name of ordered) {
      if (!names.includes(name)) continue;
      const cache = await caches.open(name);
      for (const request of [...(await cache.keys())].reverse()) {
        const url = new URL(request.url);
        const path = `${url.pathname}${url.search}`;
        if (url.origin !== location.origin || pages.has(path) || LINKED_ALREADY.has(url.pathname)) continue;
        const response = await cache.match(request);
        if (!response?.headers.get("content-type")?.includes("text/html")) continue;
        const title = new DOMParser()
          .parseFromString(await response.text(), "text/html")
          .title.replace(/ \| Rabisco$/, "")
          .trim();
        pages.set(path, { path, title: title || url.pathname });
        if (pages.size === LISTED) return [...pages.values()];
      }
    }
    return [...pages.values()];
  } catch (error) {
    console.error(error);
    return [];
  }
}
