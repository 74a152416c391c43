/**
 * `npm run build` (after `astro build`): renders every page of the site from
 * the database into dist/client as static files.
 */
import { prepareDatabase } from "../src/server/bootstrap.ts";
import { closeDatabase } from "../src/server/db/index.ts";
import { buildSearchIndex } from "../src/server/search/index-builder.ts";
import { renderAndPublish } from "../src/server/site/build.ts";
import { listSitePaths } from "../src/server/site/paths.ts";
import { CLIENT_DIR, loadRenderer } from "../src/server/site/renderer.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const { db } = await prepareDatabase();
  const render = await loadRenderer();
  const report = await renderAndPublish(await listSitePaths(db), { outDir: CLIENT_DIR, render });
  for (const failure of report.failed) console.error(`Failed to render ${failure.path}: ${failure.error}`);
  console.log(`Rendered ${report.pages} pages into ${CLIENT_DIR} in ${report.ms} ms.`);
  const search = await buildSearchIndex(db, CLIENT_DIR);
  console.log(`Indexed ${search.drawings} drawings and ${search.articles} articles for search in ${search.ms} ms.`);
  await closeDatabase();
  if (report.failed.length > 0) process.exitCode = 1;
});
