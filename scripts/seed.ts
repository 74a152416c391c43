/**
 * `npm run seed`: replaces the content of the configured database with the
 * generated sample catalogue. `npm run seed -- --drawings 10000` adds
 * numbered drawings up to that total (benchmarks); `--articles <dir>` reads
 * the blog articles from another directory.
 */
import { parseArgs } from "node:util";
import { ConfigError } from "#src/server/config.ts";
import { closeDatabase, getDatabase } from "#src/server/db/index.ts";
import { getStorage } from "#src/server/storage/index.ts";
import { seedDatabase } from "../sample-content/seed.ts";
import { runCli } from "./lib/run-cli.ts";

function parseOptions() {
  let values: { drawings?: string; articles?: string };
  try {
    ({ values } = parseArgs({ options: { drawings: { type: "string" }, articles: { type: "string" } }, strict: true }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. Usage: npm run seed -- [--drawings <count>] [--articles <dir>]`);
  }
  const drawings = values.drawings === undefined ? undefined : Number(values.drawings);
  if (drawings !== undefined && (!Number.isInteger(drawings) || drawings < 0)) {
    throw new ConfigError(`--drawings must be a whole number of drawings, not ${JSON.stringify(values.drawings)}.`);
  }
  return { drawings, articlesDir: values.articles };
}

runCli(async () => {
  const options = parseOptions();
  const handle = await getDatabase();
  try {
    const summary = await seedDatabase(handle, getStorage(), { ...options, log: (message) => console.error(message) });
    console.log(
      `Seeded ${summary.categories} categories, ${summary.collections} collections, ${summary.drawings} drawings (${summary.inactive} inactive), ${summary.articles} articles and ${summary.files} image files in ${summary.seconds.toFixed(1)} s.`,
    );
  } finally {
    await closeDatabase();
  }
});
