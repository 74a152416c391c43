/**
 * Netlify's build command, after `astro build` (netlify.toml): a deploy is
 * code only. It applies pending migrations to the production database (and
 * seeds an empty one when SEED_ON_EMPTY=true), and writes the `_headers`
 * file of the static assets. No page is rendered here: every public page is
 * rendered on request by the site's function and kept by Netlify's CDN until
 * a content change purges it, so the deploy neither grows nor slows with the
 * catalogue (docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md).
 */
import fs from "node:fs";
import nodePath from "node:path";
import { closeDatabase } from "#src/server/db/index.ts";
import { configuredSecurityOptions } from "#src/server/http/security-headers.ts";
import { writeNetlifyHeaders } from "#src/server/netlify/headers.ts";
import { CLIENT_DIR, loadSiteScriptHashes } from "#src/server/site/renderer.ts";
import { prepareDatabase } from "./lib/bootstrap.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  await prepareDatabase();
  await closeDatabase();
  const scriptHashes = await loadSiteScriptHashes();
  await writeNetlifyHeaders(CLIENT_DIR, { ...configuredSecurityOptions(), scriptHashes });
  const files = countFiles(CLIENT_DIR);
  console.log(`Deploy: ${files} static files in ${CLIENT_DIR}, no page among them (the CDN keeps the pages).`);
});

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    count += entry.isDirectory() ? countFiles(nodePath.join(dir, entry.name)) : 1;
  return count;
}
