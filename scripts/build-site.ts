/**
 * `npm run build` (after `astro build`): renders every page of the site from
 * the database into dist/client as static files, recording what each was
 * built from (dist/rebuild-manifest.jsonl, see src/server/site/engine/).
 * It also writes Netlify's `_headers` file (the security headers of the
 * static files, with the hashes of the site's own inline scripts).
 * `--incremental` (Netlify): starts from the previous build's pages kept in
 * Netlify's build cache and renders only what the database changed since.
 * With NETLIFY_BUILD_HOOK_URL, builds refused by the build hook's rate limit
 * meanwhile are owed: the build clears that debt as it starts (it reads
 * everything committed by then) and triggers the hook at its end when
 * changes were refused while it ran (docs/rebuilds.md "In production (Netlify)").
 */
import { prepareDatabase } from "#src/server/bootstrap.ts";
import { config } from "#src/server/config.ts";
import { closeDatabase } from "#src/server/db/index.ts";
import { configuredSecurityOptions } from "#src/server/http/security-headers.ts";
import { createBuildHook } from "#src/server/netlify/build-hook.ts";
import { databaseBuildHookGate, triggerOwedBuild } from "#src/server/netlify/build-hook-gate.ts";
import { writeNetlifyHeaders } from "#src/server/netlify/headers.ts";
import { REBUILD_CACHE_DIR } from "#src/server/netlify/rebuild-cache.ts";
import { clearOwedBuilds } from "#src/server/repositories/build-hook-state.ts";
import { buildSite, describeRun } from "#src/server/site/engine/build-site.ts";
import { CLIENT_DIR, loadRenderer, loadSiteScriptHashes, SERVER_DIR } from "#src/server/site/renderer.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const { db } = await prepareDatabase();
  const render = await loadRenderer();
  const incremental = process.argv.includes("--incremental") ? { cacheDir: REBUILD_CACHE_DIR } : undefined;
  const { netlifyBuildHookUrl, netlifyBuildIntervals } = config();
  // It renders everything committed until now: the builds refused so far are no longer owed.
  if (netlifyBuildHookUrl) await clearOwedBuilds(db);
  const { engine, report, cacheNote } = await buildSite({
    db,
    render,
    outDir: CLIENT_DIR,
    serverDir: SERVER_DIR,
    siteUrl: config().siteUrl,
    incremental,
  });
  // A build renders once: no live rebuilds, and no timed retries of failed pages to keep the process alive.
  await engine.stop();
  if (cacheNote) console.log(cacheNote);
  for (const failure of report.failed) console.error(`Failed to render ${failure.path}: ${failure.error}`);
  console.log(`${describeRun(report)} (${CLIENT_DIR}).`);
  // Netlify serves the pages itself: their headers go in its _headers file.
  const scriptHashes = await loadSiteScriptHashes();
  await writeNetlifyHeaders(CLIENT_DIR, { ...configuredSecurityOptions(), scriptHashes });
  console.log(`Wrote the security headers (${scriptHashes.length} inline script hashes) to ${CLIENT_DIR}/_headers.`);
  if (netlifyBuildHookUrl) {
    const gate = databaseBuildHookGate(db, netlifyBuildIntervals);
    const owed = await triggerOwedBuild(db, createBuildHook({ url: netlifyBuildHookUrl, gate, debounceMs: 0 }));
    if (owed) console.log(`Changes arrived during this build: asked for another (${owed}).`);
  }
  await closeDatabase();
  // Netlify's build machine has about 3 GB: say what this step took (bench/netlify.ts reads it).
  console.log(`Peak memory of the page build: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
  if (report.failed.length > 0) process.exitCode = 1;
});
