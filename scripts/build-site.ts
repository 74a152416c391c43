/**
 * `npm run build` (after `astro build`): renders every page of the site from
 * the database into dist/client as static files, recording what each was
 * built from (dist/rebuild-manifest.jsonl, see src/server/site/engine/).
 * It also writes a `_headers` file (the security headers of the static
 * files, with the hashes of the site's own inline scripts), as Netlify's
 * build does (scripts/netlify-build.ts).
 */

import { config } from "#src/server/config.ts";
import { closeDatabase } from "#src/server/db/index.ts";
import { configuredSecurityOptions } from "#src/server/http/security-headers.ts";
import { writeNetlifyHeaders } from "#src/server/netlify/headers.ts";
import { buildSite, describeRun } from "#src/server/site/engine/build-site.ts";
import { CLIENT_DIR, loadRenderer, loadSiteScriptHashes, SERVER_DIR } from "#src/server/site/renderer.ts";
import { prepareDatabase } from "./lib/bootstrap.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const { db } = await prepareDatabase();
  const render = await loadRenderer();
  const { engine, report } = await buildSite({
    db,
    render,
    outDir: CLIENT_DIR,
    serverDir: SERVER_DIR,
    siteUrl: config().siteUrl,
  });
  // A build renders once: no live rebuilds, and no timed retries of failed pages to keep the process alive.
  await engine.stop();
  for (const failure of report.failed) console.error(`Failed to render ${failure.path}: ${failure.error}`);
  console.log(`${describeRun(report)} (${CLIENT_DIR}).`);
  const scriptHashes = await loadSiteScriptHashes();
  await writeNetlifyHeaders(CLIENT_DIR, { ...configuredSecurityOptions(), scriptHashes });
  console.log(`Wrote the security headers (${scriptHashes.length} inline script hashes) to ${CLIENT_DIR}/_headers.`);
  await closeDatabase();
  console.log(`Peak memory of the page build: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
  if (report.failed.length > 0) process.exitCode = 1;
});
