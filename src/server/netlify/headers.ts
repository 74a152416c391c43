import fs from "node:fs/promises";
import nodePath from "node:path";
import { type SecurityHeaderOptions, securityHeaders } from "../http/security-headers.ts";

/**
 * Netlify's `_headers` file (in the publish directory) for the static files
 * its CDN serves. One rule for every path: Netlify applies it only to
 * files, never to the function (admin, APIs), whose responses get theirs
 * from src/middleware.ts. Astro's /_astro/ files (scripts, the shared React
 * runtime, styles, fonts) have a content hash in their names: cached for a
 * year, as the node adapter serves them.
 */
export const HASHED_ASSETS_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function netlifyHeadersFile(options: SecurityHeaderOptions): string {
  const lines = Object.entries(securityHeaders("/", options)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Written by scripts/build-site.ts (src/server/netlify/headers.ts): do not edit.",
    "/*",
    ...lines,
    "/_astro/*",
    `  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}`,
    "",
  ].join("\n");
}

export async function writeNetlifyHeaders(outDir: string, options: SecurityHeaderOptions): Promise<string> {
  const file = nodePath.join(outDir, "_headers");
  await fs.writeFile(file, netlifyHeadersFile(options));
  return file;
}
