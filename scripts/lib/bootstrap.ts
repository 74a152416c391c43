import { ensureLocalAdmin } from "#src/server/auth/local-admin.ts";
import { config } from "#src/server/config.ts";
import { type DatabaseHandle, getDatabase } from "#src/server/db/index.ts";
import { getStorage } from "#src/server/storage/index.ts";
import { mapSampleRegions } from "../../sample-content/rendered.ts";
import { isDatabaseEmpty, seedDatabase } from "../../sample-content/seed.ts";

/**
 * Opens and migrates the configured database. On the embedded default an
 * empty database gets the sample content, so a fresh clone has a live site;
 * a real PostgreSQL (DATABASE_URL) is seeded only when SEED_ON_EMPTY=true.
 * The seeded sample's region maps (and so its levels) are made before the
 * first page is. The embedded default also gets a local administrator on its first start
 * (credentials printed once, see src/server/auth/local-admin.ts).
 *
 * Only scripts/start.ts and scripts/build-site.ts import this module, and
 * Node runs them from source, so the sample generator (sample-content/, with
 * sharp and the art) stays out of the Astro server bundle.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<DatabaseHandle> {
  const handle = await getDatabase();
  const { database, seedOnEmpty } = config();
  if ((database.kind === "pglite" || seedOnEmpty) && (await isDatabaseEmpty(handle.db))) {
    log("Empty database: seeding the sample content...");
    await seedDatabase(handle, getStorage(), { log });
    // The sample's levels before its first page is written (issue 44): a page never shows a drawing without
    // the level it will have a minute later. The sample ships its maps (sample-content/rendered.ts), so this copies
    // them. Later starts map what is owed in the background (scripts/start.ts).
    const started = performance.now();
    const report = await mapSampleRegions({ db: handle.db, storage: getStorage() });
    if (report)
      log(
        `Mapped the colouring regions of ${report.mapped} sample image(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
  }
  await ensureLocalAdmin(handle, log);
  return handle;
}
