import fs from "node:fs";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import { buildPaths, usesNetlifyAdapter } from "../config.ts";
import type { NodeAdapterEntry } from "../http/secure-server.ts";
import type { Renderer } from "./build.ts";
import { loadReactProductionBuild } from "./react-production.ts";

/**
 * Where `astro build` puts the static assets and the server bundle. With
 * the Netlify adapter (config.ts#usesNetlifyAdapter) they are dist/ itself, the publish directory, and
 * .netlify/build.
 */
export const DIST_DIR = buildPaths().distDir;
const NETLIFY_BUILD = usesNetlifyAdapter();
export const CLIENT_DIR = NETLIFY_BUILD ? DIST_DIR : nodePath.join(DIST_DIR, "client");
export const SERVER_DIR = NETLIFY_BUILD ? nodePath.resolve(".netlify/build") : nodePath.join(DIST_DIR, "server");

async function importBundle<T>(file: string): Promise<T> {
  const entry = nodePath.join(SERVER_DIR, file);
  if (!fs.existsSync(entry)) {
    throw new Error(`The server bundle ${entry} is missing: run \`npx astro build\` (npm run build does it) first.`);
  }
  // The node adapter's entry starts a server on import unless told not to.
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  await loadReactProductionBuild(SERVER_DIR);
  return (await import(pathToFileURL(entry).href)) as T;
}

/** The in-process page renderer of the built server bundle. */
export async function loadRenderer(): Promise<Renderer> {
  return (await importBundle<{ renderPath: Renderer }>("render-entry.mjs")).renderPath;
}

/** The CSP hashes of the site's own inline scripts, from the built bundle (src/server/http/site-scripts.ts). */
export async function loadSiteScriptHashes(): Promise<string[]> {
  return (await importBundle<{ siteScriptHashes(): string[] }>("render-entry.mjs")).siteScriptHashes();
}

/** What `npm start` runs besides serving: the pending-file sweep, the hash backfill, scheduled publishing. */
export type PublishingEntry = {
  sweepPendingFiles(): Promise<string[]>;
  backfillImageHashes(): Promise<number>;
  backfillRegionMaps(): Promise<{ mapped: number; failed: number; skipped: number } | null>;
  startScheduledPublishing(): () => void;
};

export async function loadPublishing(): Promise<PublishingEntry> {
  return importBundle<PublishingEntry>("publishing-entry.mjs");
}

/** The node adapter's request handler and options, from the built bundle. */
export async function loadServer(): Promise<NodeAdapterEntry> {
  return importBundle("entry.mjs");
}
