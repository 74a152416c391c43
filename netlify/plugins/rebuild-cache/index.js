// @ts-check
import { restoreRebuildCache, saveRebuildCache } from "./cache.js";

/**
 * Netlify build plugin: restores the previous build's pages and rebuild
 * manifest from Netlify's build cache before the build command, and saves
 * the new ones after it. `node scripts/build-site.ts --incremental` does the
 * rest: it puts the restored pages back into dist/ after `astro build`
 * emptied it, renders only what the database changed since, and leaves the
 * result in the same directory (src/server/netlify/rebuild-cache.ts).
 *
 * Netlify accepts only event handlers as this module's exports.
 *
 * @typedef {import("./cache.js").CacheUtils} CacheUtils
 */

/** @param {{ utils: { cache: CacheUtils }, inputs?: { path?: string } }} context */
export const onPreBuild = async ({ utils, inputs }) => {
  await restoreRebuildCache(utils, inputs?.path);
};

/** @param {{ utils: { cache: CacheUtils }, inputs?: { path?: string } }} context */
export const onPostBuild = async ({ utils, inputs }) => {
  await saveRebuildCache(utils, inputs?.path);
};
