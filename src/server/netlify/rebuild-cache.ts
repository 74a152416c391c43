import fs from "node:fs/promises";
import nodePath from "node:path";
import { type Manifest, readManifest, writeManifest } from "../site/engine/manifest.ts";
import { outputFileFor } from "../site/output-path.ts";

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
  return nodePath.join(cacheDir, "rebuild-manifest.jsonl");
}

/** What rendered a build's pages (src/server/site/engine/build-site.ts#computeBuildIdentity). */
export type BuildIdentity = { id: string; siteUrl: string; files: Record<string, string> };

function buildFilesFile(cacheDir: string): string {
  return nodePath.join(cacheDir, "build-files.json");
}

/** Names what differs between the cached build and this one, for the build's log. */
async function describeOtherBuild(cacheDir: string, build: BuildIdentity): Promise<string> {
  const cached = await fs
    .readFile(buildFilesFile(cacheDir), "utf8")
    .then((text) => JSON.parse(text) as Partial<BuildIdentity>)
    .catch(() => null);
  if (!cached?.files || typeof cached.files !== "object") return "another version of the code";
  if (cached.siteUrl !== build.siteUrl) return `another site URL (${String(cached.siteUrl)})`;
  const names = new Set([...Object.keys(cached.files), ...Object.keys(build.files)]);
  const differ = [...names].filter((name) => cached.files?.[name] !== build.files[name]).sort();
  if (differ.length === 0) return "another manifest format";
  const shown = differ.slice(0, 5).join(", ");
  return `other code (${differ.length} server ${differ.length === 1 ? "file differs" : "files differ"}: ${shown}${differ.length > 5 ? ", …" : ""})`;
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
 * (`build.id`): pages of another build may differ anywhere, so nothing is
 * restored and everything is rendered (null, and a note that says why).
 * Returns the cached manifest without the pages whose file is missing (so
 * they are rendered again), for the engine to start from: read once, since
 * at 100,000 drawings each parse of it costs hundreds of MB.
 */
export async function restorePreviousSite({
  cacheDir,
  outDir,
  build,
}: {
  cacheDir: string;
  outDir: string;
  build: BuildIdentity;
}): Promise<{ manifest: Manifest | null; note: string }> {
  const manifest = await readManifest(cachedManifestFile(cacheDir)).catch(() => null);
  if (!manifest) return { manifest: null, note: "Rebuild cache: no usable manifest; every page is rendered." };
  if (manifest.buildId !== build.id)
    return {
      manifest: null,
      note: `Rebuild cache: the cached pages were made by ${await describeOtherBuild(cacheDir, build)}; every page is rendered.`,
    };
  for (const path of [...manifest.paths()]) {
    const file = outputFileFor(path);
    try {
      await linkOrCopy(nodePath.join(cacheDir, "pages", file), nodePath.join(outDir, file));
    } catch {
      manifest.delete(path);
    }
  }
  return {
    manifest,
    note: `Rebuild cache: ${manifest.size} pages of the same code restored; only pages whose data changed are rendered.`,
  };
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
  build,
}: {
  cacheDir: string;
  outDir: string;
  manifest: Manifest;
  build: BuildIdentity;
}): Promise<number> {
  await fs.rm(cacheDir, { recursive: true, force: true });
  let kept = 0;
  for (const path of [...manifest.paths()]) {
    const file = outputFileFor(path);
    try {
      await linkOrCopy(nodePath.join(outDir, file), nodePath.join(cacheDir, "pages", file));
      kept++;
    } catch {
      manifest.delete(path);
    }
  }
  await writeManifest(cachedManifestFile(cacheDir), manifest);
  await fs.writeFile(buildFilesFile(cacheDir), JSON.stringify(build));
  return kept;
}
