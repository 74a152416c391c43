import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { buildPaths } from "../config.ts";
import type { DatabaseHandle } from "./connection.ts";

/**
 * Applies supabase/migrations/*.sql in name order, each once, recording them
 * in supabase_migrations.schema_migrations: the table the Supabase CLI keeps,
 * so `supabase db push` and this runner agree on what has been applied.
 */
// Resolved from the project root (every npm script runs there), not from this
// file, because the server bundle carries a copy of this module elsewhere.
export const MIGRATIONS_DIR = buildPaths().migrationsDir;

export type Migration = { version: string; name: string; sql: string };

const FILE_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`Migration ${file} must be named <14-digit timestamp>_<name>.sql`);
      return { version: match[1], name: match[2], sql: await fs.readFile(path.join(dir, file), "utf8") };
    }),
  );
}

// A transaction-level lock (released at commit, so safe through a transaction pooler): two runners creating
// the schema at once would otherwise collide on "if not exists". The constant is arbitrary.
const BOOKKEEPING = `
  select pg_advisory_xact_lock(7262010);
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );
`;

/**
 * The migration and its bookkeeping row, committed together or not at all.
 * The row goes first: a second runner's insert of the same version waits
 * for the first one's transaction, then fails on the primary key, so
 * concurrent runners apply each migration once without a session-level lock
 * (which a transaction pooler would leave held on a pooled connection:
 * docs/operations.md "Supabase's pooler").
 */
function transactionScript(migration: Migration): string {
  const tag = `$m${migration.version}$`;
  if (migration.sql.includes(tag)) throw new Error(`Migration ${migration.version} must not contain ${tag}`);
  return [
    `insert into supabase_migrations.schema_migrations (version, statements, name)
     values ('${migration.version}', array[${tag}${migration.sql}${tag}], '${migration.name}');`,
    migration.sql,
  ].join("\n");
}

/** The error of a bookkeeping insert that another runner's committed row refused: that runner applied it. */
function appliedByAnotherRunner(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "23505" && typeof message === "string" && message.includes("schema_migrations_pkey");
}

/** Applies pending migrations; returns the versions it applied. */
export async function migrate(handle: DatabaseHandle, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await handle.exec(BOOKKEEPING);
  const rows = await sql<{ version: string }>`select version from supabase_migrations.schema_migrations`.execute(handle.db);
  const done = new Set(rows.rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of all) {
    if (done.has(migration.version)) continue;
    try {
      await handle.exec(transactionScript(migration));
      applied.push(migration.version);
    } catch (error) {
      if (appliedByAnotherRunner(error)) continue;
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`);
    }
  }
  return applied;
}
