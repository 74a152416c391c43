import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "vite";
import { OFFLINE_PATH, SERVICE_WORKER_PATH } from "#src/lib/offline.ts";

const SOURCE = path.resolve(import.meta.dirname, "../../src/browser/offline/service-worker.ts");

/** What the service worker keeps from its install on: a URL, and its revision (null: the name is its revision). */
export type PrecacheEntry = { url: string; revision: string | null };

/**
 * What the offline page needs, precached when the service worker installs:
 * the page itself and the build's stylesheets and fonts (hashed names, so
 * their own revision). The page's revision follows the stylesheets', which
 * change with every build that restyles the site.
 */
export function precacheEntries(clientDir: string): PrecacheEntry[] {
  const assets = fs
    .readdirSync(path.join(clientDir, "_astro"))
    .filter((file) => /\.(css|woff2)$/.test(file))
    .sort()
    .map((file) => `/_astro/${file}`);
  const revision = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);
  return [{ url: OFFLINE_PATH, revision }, ...assets.map((url) => ({ url, revision: null }))];
}

/** Bundles src/browser/offline/service-worker.ts, Serwist included, into one classic script at /sw.js. */
export async function buildServiceWorker(clientDir: string): Promise<PrecacheEntry[]> {
  const entries = precacheEntries(clientDir);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Library builds leave process.env alone; Serwist's development logging is dropped as in any production build.
    define: { __PRECACHE__: JSON.stringify(entries), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: SOURCE, formats: ["iife"], name: "rabiscoServiceWorker", fileName: () => SERVICE_WORKER_PATH.slice(1) },
    },
  });
  return entries;
}

/** Builds the service worker once Astro has written the client files. */
export function serviceWorkerIntegration(): AstroIntegration {
  return {
    name: "rabisco:service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const entries = await buildServiceWorker(fileURLToPath(dir));
        logger.info(`${SERVICE_WORKER_PATH} built, precaching ${entries.length} files for the offline page.`);
      },
    },
  };
}
