import fs from "node:fs/promises";
import nodePath from "node:path";
import { mapLimit } from "../concurrency.ts";
import type { Renderer } from "../site/build.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/**
 * The inline scripts of the static site, for the CSP of its files (which
 * are served without running any code per page). They come from
 * components, so they change only with the code, and a code change renders
 * every page again; pages kept from an earlier build (a restart, Netlify's
 * incremental build) are read back from disk. The set only grows while a
 * server runs: a stale hash allows one of the site's own former scripts,
 * while a missing one would break a page.
 */
export type ScriptHashes = Set<string>;

/** Every executable inline script hash of the HTML files under outDir. */
export async function collectSiteScriptHashes(outDir: string): Promise<ScriptHashes> {
  const hashes: ScriptHashes = new Set();
  const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  await mapLimit(files, 16, async (file) => {
    const html = await fs.readFile(nodePath.join(outDir, file), "utf8");
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  });
  return hashes;
}

/** A renderer that adds the inline scripts of every page it renders to `hashes` (live rebuilds). */
export function recordingScriptHashes(render: Renderer, hashes: ScriptHashes): Renderer {
  return async (path) => {
    const page = await render(path);
    if (page.contentType.includes("html")) for (const hash of inlineScriptHashes(page.body)) hashes.add(hash);
    return page;
  };
}
