import fs from "node:fs/promises";
import nodePath from "node:path";
import { outputFileFor } from "../site/output-path.ts";
import { type Manifest, readManifest, writeManifest } from "./manifest.ts";

/**
 * The previous build's site between two builds on a machine that starts
 * empty (Netlify): `keepSiteForNextBuild` puts the published pages and the
 * manifest in a cache directory (hard links: no copy), the Netlify build
 * plugin (netlify/plugins/rebuild-cache) saves that directory in Netlify's
 * build cache and restores it before the next build, and
 * `restorePreviousSite` puts the pages back into the new output directory
 * after `astro build` emptied it. The build then renders only what the
 * database changed since (the engine's reconcile).
 */
export const REBUILD_CACHE_DIR = ".netlify/rebuild-cache";

export function cachedManifestFile(cacheDir: string): string {
  return nodePath.join(cacheDir, "rebuild-manifest.json");
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await fs.mkdir(nodePath.dirname(to), { recursive: true });
  await fs.rm(to, { force: true });
  try {
    await fs.link(from, to);
  } catch {
    await fs.copyFile(from, to);
  }
}

/**
 * Puts the cached pages into outDir when they were made by the same build
 * (`buildId`): pages of another build may differ anywhere, so nothing is
 * restored and everything is rendered (null). Returns the cached manifest
 * without the pages whose file is missing (so they are rendered again), for
 * the engine to start from: read once, since at 100,000 drawings each parse
 * of it costs hundreds of MB.
 */
export async function restorePreviousSite({
  cacheDir,
  outDir,
  buildId,
}: {
  cacheDir: string;
  outDir: string;
  buildId: string;
}): Promise<Manifest | null> {
  const manifest = await readManifest(cachedManifestFile(cacheDir)).catch(() => null);
  if (!manifest || manifest.buildId !== buildId) return null;
  for (const path of [...manifest.pages.keys()]) {
    const file = outputFileFor(path);
    try {
      await linkOrCopy(nodePath.join(cacheDir, "pages", file), nodePath.join(outDir, file));
    } catch {
      manifest.delete(path);
    }
  }
  return manifest;
}

/**
 * Replaces the cache directory's content with the pages of the build's
 * manifest (as published in outDir) and the manifest. Pages whose file is
 * missing leave the manifest.
 */
export async function keepSiteForNextBuild({
  cacheDir,
  outDir,
  manifest,
}: {
  cacheDir: string;
  outDir: string;
  manifest: Manifest;
}): Promise<number> {
  await fs.rm(cacheDir, { recursive: true, force: true });
  let kept = 0;
  for (const path of [...manifest.pages.keys()]) {
    const file = outputFileFor(path);
    try {
      await linkOrCopy(nodePath.join(outDir, file), nodePath.join(cacheDir, "pages", file));
      kept++;
    } catch {
      manifest.delete(path);
    }
  }
  await writeManifest(cachedManifestFile(cacheDir), manifest);
  return kept;
}
