// @ts-check
import fs from "node:fs";
import nodePath from "node:path";

/**
 * The rebuild cache's two steps, for the build plugin in index.js. They live
 * apart from it because Netlify refuses a plugin whose module exports
 * anything but event handlers ("Invalid event 'DEFAULT_CACHE_PATH'").
 *
 * @typedef {{ restore(path: string): Promise<boolean>; save(path: string, options?: { move?: boolean }): Promise<boolean> }} CacheUtils
 */

export const DEFAULT_CACHE_PATH = ".netlify/rebuild-cache";
const MANIFEST = "rebuild-manifest.jsonl";

/**
 * @param {{ cache: CacheUtils }} utils
 * @param {string} [path]
 * @param {(line: string) => void} [log]
 */
export async function restoreRebuildCache(utils, path = DEFAULT_CACHE_PATH, log = console.log) {
  const started = performance.now();
  const restored = await utils.cache.restore(path);
  const usable = restored && fs.existsSync(nodePath.join(path, MANIFEST));
  log(
    usable
      ? `Rebuild cache: restored the previous build's pages (${path}) in ${seconds(started)}; only pages whose data changed will be rendered.`
      : "Rebuild cache: no previous build cached; every page will be rendered.",
  );
  return usable;
}

/** @param {number} started */
const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * @param {{ cache: CacheUtils }} utils
 * @param {string} [path]
 * @param {(line: string) => void} [log]
 */
export async function saveRebuildCache(utils, path = DEFAULT_CACHE_PATH, log = console.log) {
  if (!fs.existsSync(nodePath.join(path, MANIFEST))) {
    log(`Rebuild cache: nothing to keep (no ${MANIFEST} in ${path}); the next build renders every page.`);
    return false;
  }
  // The pages there are hard links to the published files: moving them into the cache costs no copy.
  const started = performance.now();
  const saved = await utils.cache.save(path, { move: true });
  log(
    saved
      ? `Rebuild cache: kept this build's pages for the next one (${path}) in ${seconds(started)}.`
      : "Rebuild cache: Netlify did not save it.",
  );
  return saved;
}
