import { config } from "./config.ts";
import { type DatabaseHandle, getDatabase } from "./db/index.ts";
import { isDatabaseEmpty, seedDatabase } from "./seed/seed.ts";
import { getStorage } from "./storage/index.ts";

/**
 * Opens and migrates the configured database. On the embedded default an
 * empty database gets the sample content, so a fresh clone has a live site;
 * a real PostgreSQL (DATABASE_URL) is never seeded behind the operator's back.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<DatabaseHandle> {
  const handle = await getDatabase();
  if (config().database.kind === "pglite" && (await isDatabaseEmpty(handle.db))) {
    log("Empty embedded database: seeding the sample content...");
    await seedDatabase(handle, getStorage(), { log });
  }
  return handle;
}
