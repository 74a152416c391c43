import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PGliteDialect } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import type { AppConfig } from "../config.ts";
import { runsInNetlifyFunctions } from "../deploy-adapter.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import type { Database } from "./schema.ts";

/**
 * One open database, whichever driver backs it: Kysely for queries, `exec`
 * to run a multi-statement SQL script atomically in one transaction
 * (migrations), `close` to release it.
 */
export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Kysely<Database>;
  exec(script: string): Promise<void>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const TRANSACTION_POOLER_CANNOT_LISTEN =
  "LISTEN needs a connection of its own, which a transaction pooler does not keep (connect without it to listen)";

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export async function openDatabase(database: AppConfig["database"]): Promise<DatabaseHandle> {
  return database.kind === "pglite" ? openPglite(database.dataDir) : openPostgres(database.url, database.transactionPooler);
}

/** `memory://` opens a throwaway in-memory database (tests); anything else is a directory. */
export const IN_MEMORY = "memory://";

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = dataDir === IN_MEMORY ? { release() {} } : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
  } catch (error) {
    lock.release();
    throw new DatabaseUnavailableError(
      `Could not open the embedded database at ${dataDir} (${(error as Error).message}). Delete that directory to start afresh, or set PGLITE_DIR.`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) });
  return {
    kind: "pglite",
    db,
    exec: async (script) => {
      await client.transaction((tx) => tx.exec(script));
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      lock.release();
    },
  };
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * A server process shares its pool among every request. A Netlify function
 * instance serves one request at a time, and there may be hundreds of
 * instances: each keeps at most two connections, closed once idle for
 * 5 s, so that instances do not exhaust the database's connections (and so
 * that Netlify's local runtime, which starts a worker per invocation, lets
 * each worker end).
 */
const POOL = runsInNetlifyFunctions() ? { max: 2, idle_timeout: 5 } : { max: 10 };

/**
 * Through a transaction pooler (Supabase's port 6543, PgBouncer in
 * transaction mode) consecutive statements may run on different server
 * connections: a statement prepared on one is unknown on the next, and a
 * LISTEN would listen on a connection handed to someone else. So nothing is
 * prepared there (postgres.js prepares by default), and `listen` refuses.
 */
async function openPostgres(url: string, transactionPooler = false): Promise<DatabaseHandle> {
  const sql = postgres(url, { ...POOL, connect_timeout: 10, onnotice: () => {}, prepare: !transactionPooler });
  try {
    await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to the PostgreSQL server at ${describeUrl(url)} (${(error as Error).message}). Check DATABASE_URL and that the server is running.`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: sql }) });
  return {
    kind: "postgres",
    db,
    exec: async (script) => {
      await sql.begin((tx) => tx.unsafe(script).simple());
    },
    listen: async (channel, onPayload) => {
      if (transactionPooler) throw new Error(TRANSACTION_POOLER_CANNOT_LISTEN);
      const { unlisten } = await sql.listen(channel, onPayload);
      return unlisten;
    },
    close: async () => {
      await db.destroy();
    },
  };
}
