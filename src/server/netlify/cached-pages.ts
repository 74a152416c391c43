import { getDb } from "../db/index.ts";
import { forgetCachedPage, recordCachedPage } from "../repositories/cdn.ts";
import type { CachedPageStore } from "../site/cdn/cached-page.ts";

/** The records of the pages Netlify's CDN may hold, in the site's database (`cdn_pages`). */
export function cachedPageStore(): CachedPageStore {
  return {
    record: async (page) => recordCachedPage(await getDb(), page),
    forget: async (path) => forgetCachedPage(await getDb(), path),
  };
}
