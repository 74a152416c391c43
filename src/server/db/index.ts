import { config } from "../config.ts";
import { processSingleton } from "../process-singleton.ts";
import { type DatabaseHandle, openDatabase } from "./connection.ts";
import { migrate } from "./migrate.ts";

export type { DatabaseHandle } from "./connection.ts";
export type { Database } from "./schema.ts";

type Holder = { handle?: Promise<DatabaseHandle> | undefined };

const holder = () => processSingleton<Holder>("database", () => ({}));

/**
 * The process's database, opened and migrated on first use from the validated
 * configuration: PGlite under ./data by default, PostgreSQL when DATABASE_URL
 * is set. Every caller in the process shares it.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const state = holder();
  state.handle ??= (async () => {
    const handle = await openDatabase(config().database);
    try {
      await migrate(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  })().catch((error) => {
    state.handle = undefined;
    throw error;
  });
  return state.handle;
}

/** Shorthand for the Kysely instance of the process database. */
export async function getDb() {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const state = holder();
  const pending = state.handle;
  state.handle = undefined;
  if (pending) await (await pending).close();
}
