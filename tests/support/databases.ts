import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, IN_MEMORY, openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";

/**
 * The data-layer suite runs once per driver, like Kysely's own suite: always
 * on an in-memory PGlite, and on a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each describe block gets a fresh,
 * migrated database of its own.
 */
export type DriverName = "pglite" | "postgres";

export type TestDatabase = { handle: DatabaseHandle; url: string | null; dispose(): Promise<void> };

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const DRIVERS: DriverName[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

export async function createTestDatabase(driver: DriverName, { migrated = true } = {}): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: IN_MEMORY });
    if (migrated) await migrate(handle);
    return { handle, url: null, dispose: () => handle.close() };
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rabisco_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  if (migrated) await migrate(handle);
  return {
    handle,
    url: url.toString(),
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
export function describeEachDriver(title: string, body: (db: () => DatabaseHandle, driver: DriverName) => void): void {
  for (const driver of DRIVERS) {
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
