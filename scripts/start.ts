/**
 * `npm start` (after `astro build`): prepares the database (migrations, and
 * sample content on a fresh embedded database), renders the whole static
 * site, then serves it with the node adapter's handler, adding the security
 * headers to every response (src/server/http/secure-server.ts). The
 * rebuild engine keeps the pages in step with content changes (admin API,
 * webhook, and NOTIFY on PostgreSQL) without a restart: docs/rebuilds.md "Rebuilds".
 * It also sweeps leftover pending files, computes missing image hashes in
 * the background, and runs scheduled publishing when AUTO_PUBLISH_EVERY is
 * set (docs/publishing.md "Automatic publishing").
 */

import { config, listenUrl, reportMissingProductionSettings } from "#src/server/config.ts";
import { startSecureServer, withSecurityHeaders } from "#src/server/http/secure-server.ts";
import { configuredSecurityOptions } from "#src/server/http/security-headers.ts";
import { buildSite, describeRun, startLiveRebuilds } from "#src/server/site/engine/build-site.ts";
import {
  CLIENT_DIR,
  loadPublishing,
  loadRenderer,
  loadServer,
  loadSiteScriptHashes,
  SERVER_DIR,
} from "#src/server/site/renderer.ts";
import { prepareDatabase } from "./lib/bootstrap.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  reportMissingProductionSettings();
  const { db } = await prepareDatabase();
  const render = await loadRenderer();
  const build = { db, render, outDir: CLIENT_DIR, serverDir: SERVER_DIR, siteUrl: config().siteUrl };
  const { engine, report } = await buildSite(build);
  for (const failure of report.failed) console.error(`Failed to render ${failure.path}: ${failure.error}`);
  console.log(`${describeRun(report)}.`);
  const { listen, siteUrl, database, tls } = config();
  const entry = await loadServer();
  const publishing = await loadPublishing();
  // Before serving: no upload can be in flight.
  const swept = await publishing.sweepPendingFiles();
  if (swept.length > 0) console.log(`Removed ${swept.length} leftover pending file(s): ${swept.join(", ")}.`);
  await startSecureServer(
    withSecurityHeaders(entry.handler, configuredSecurityOptions(), await loadSiteScriptHashes()),
    listen,
    tls,
  );
  await startLiveRebuilds(engine, database);
  publishing.startScheduledPublishing();
  publishing
    .backfillImageHashes()
    .then((count) => count > 0 && console.log(`Computed the image hashes of ${count} drawing(s) (duplicate check of uploads).`))
    .catch((error: Error) => console.warn(`Could not compute the drawings' image hashes: ${error.message}`));
  publishing.backfillRegionMaps().then((report) => {
    if (report && report.mapped + report.failed > 0) {
      console.log(
        `Mapped the colouring regions of ${report.mapped} image(s)${report.failed ? ` (${report.failed} could not be)` : ""}.`,
      );
    }
  });
  const served = listenUrl(listen.host, listen.port, tls ? "https" : "http");
  console.log(`Rabisco is running at ${served}${served === siteUrl ? "" : ` (public address ${siteUrl})`}`);
});
