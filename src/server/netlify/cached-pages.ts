import { forgetCachedPage, recordCachedPage } from "#src/server/repositories/cdn.ts";
import { resolveAuthSecret } from "../auth/secret.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { type CachedPageStore, cdnVaryParameter } from "../site/cdn/cached-page.ts";

/** The records of the pages Netlify's CDN may hold, in the site's database (`cdn_pages`). */
export function cachedPageStore(): CachedPageStore {
  return {
    record: async (page) => recordCachedPage(await getDb(), page),
    forget: async (path) => forgetCachedPage(await getDb(), path),
  };
}

let varyParameter: string | undefined;

/** The one query parameter the CDN keys pages on, which nobody sends (src/server/site/cdn/cached-page.ts). */
export function pageVaryParameter(): string {
  varyParameter ??= cdnVaryParameter(resolveAuthSecret(config()));
  return varyParameter;
}
