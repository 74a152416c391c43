/**
 * `npm start` (after `astro build`): prepares the database (migrations, and
 * sample content on a fresh embedded database), renders the whole static
 * site, then serves it with the node adapter's standalone server.
 */
import { prepareDatabase } from "../src/server/bootstrap.ts";
import { config } from "../src/server/config.ts";
import { buildSearchIndex } from "../src/server/search/index-builder.ts";
import { renderAndPublish } from "../src/server/site/build.ts";
import { listSitePaths } from "../src/server/site/paths.ts";
import { CLIENT_DIR, loadRenderer, loadServer } from "../src/server/site/renderer.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const { db } = await prepareDatabase();
  const render = await loadRenderer();
  const report = await renderAndPublish(await listSitePaths(db), { outDir: CLIENT_DIR, render });
  for (const failure of report.failed) console.error(`Failed to render ${failure.path}: ${failure.error}`);
  console.log(`Rendered ${report.pages} pages in ${report.ms} ms.`);
  const search = await buildSearchIndex(db, CLIENT_DIR);
  console.log(`Indexed ${search.drawings} drawings and ${search.articles} articles for search in ${search.ms} ms.`);
  const { startServer } = await loadServer();
  startServer();
  console.log(`Rabisco is running at ${config().siteUrl}`);
});
