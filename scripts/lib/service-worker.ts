import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "vite";
import { SERVICE_WORKER_PATH } from "#src/lib/offline.ts";

const SOURCE = path.resolve(import.meta.dirname, "../../src/browser/offline/service-worker.ts");

/**
 * The build's id: the hash of its /_astro/ file names, which change with
 * every build that changes a script, a stylesheet or a font. It names the
 * worker's base cache, so a new build makes a new /sw.js, which keeps the
 * base pages as this build makes them.
 */
export function buildId(clientDir: string): string {
  const files = fs.readdirSync(path.join(clientDir, "_astro")).sort();
  return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16);
}

/** Bundles src/browser/offline/service-worker.ts, Serwist included, into one classic script at /sw.js; returns the build id. */
export async function buildServiceWorker(clientDir: string): Promise<string> {
  const id = buildId(clientDir);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Library builds leave process.env alone; Serwist's development logging is dropped as in any production build.
    define: { __BUILD__: JSON.stringify(id), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: SOURCE, formats: ["iife"], name: "rabiscoServiceWorker", fileName: () => SERVICE_WORKER_PATH.slice(1) },
    },
  });
  return id;
}

/** Builds the service worker once Astro has written the client files. */
export function serviceWorkerIntegration(): AstroIntegration {
  return {
    name: "rabisco:service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const id = await buildServiceWorker(fileURLToPath(dir));
        logger.info(`${SERVICE_WORKER_PATH} built for build ${id}.`);
      },
    },
  };
}
