import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, IN_MEMORY, openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";

/**
 * The data-layer suite runs once per driver, like Kysely's own suite: always
 * on an in-memory PGlite, on a real PostgreSQL server when TEST_DATABASE_URL
 * is set (CI sets it), and through a transaction pooler in front of that
 * server when TEST_POOLER_URL is set too (CI starts PgBouncer in
 * transaction mode, as Supabase's port 6543 is: docs/operations.md
 * "Supabase's pooler"). Each describe block gets a fresh, migrated database
 * of its own.
 */
export type DriverName = "pglite" | "postgres" | "pooler";

/**
 * `url` is how the handle connects (through the pooler for that driver);
 * `directUrl` reaches the same database on the server itself, for what a
 * pooler cannot carry (LISTEN: tests hearing the database's announcements,
 * Supabase's webhooks' stand-in).
 */
export type TestDatabase = { handle: DatabaseHandle; url: string | null; directUrl: string | null; dispose(): Promise<void> };

/** The direct address of a pooled test handle's database (see `directUrlOf`). */
const directUrls = new WeakMap<DatabaseHandle, string>();

/** Where to LISTEN for a test handle's database: null when the handle can listen itself. */
export function directUrlOf(handle: DatabaseHandle): string | null {
  return directUrls.get(handle) ?? null;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
/** The same server through a pooler in transaction mode, whatever database name it is asked for. */
const testPoolerUrl = testDatabaseUrl ? process.env.TEST_POOLER_URL : undefined;

/** The drivers of the data and API suites. */
export const DRIVERS: DriverName[] = [
  "pglite",
  ...(testDatabaseUrl ? (["postgres"] as const) : []),
  ...(testPoolerUrl ? (["pooler"] as const) : []),
];
/** The drivers of the suites that need a server of their own (LISTEN, several processes): never through the pooler. */
export const SERVER_DRIVERS: DriverName[] = DRIVERS.filter((driver) => driver !== "pooler");

export async function createTestDatabase(driver: DriverName, { migrated = true } = {}): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: IN_MEMORY });
    if (migrated) await migrate(handle);
    return { handle, url: null, directUrl: null, dispose: () => handle.close() };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rabisco_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const pooled = driver === "pooler";
  const url = new URL(pooled && testPoolerUrl ? testPoolerUrl : testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), transactionPooler: pooled });
  const direct = new URL(testDatabaseUrl);
  direct.pathname = `/${name}`;
  if (pooled) directUrls.set(handle, direct.toString());
  if (migrated) await migrate(handle);
  return {
    handle,
    url: url.toString(),
    directUrl: direct.toString(),
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `describe` once per driver. The callback receives a getter for the block's
 * database handle (valid inside tests and hooks).
 */
export function describeEachDriver(
  title: string,
  body: (db: () => DatabaseHandle, driver: DriverName) => void,
  drivers: readonly DriverName[] = DRIVERS,
): void {
  for (const driver of drivers) {
    describe(`${title} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(driver);
      }, 60_000);
      afterAll(async () => {
        await database?.dispose();
      });
      body(() => {
        if (!database) throw new Error("test database not ready");
        return database.handle;
      }, driver);
    });
  }
}
