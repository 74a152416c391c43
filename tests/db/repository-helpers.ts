import { CompiledQuery, type Kysely, type KyselyPlugin, sql, type Transaction } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Empties every table, so each test starts from nothing. */
export async function resetTables(db: Db): Promise<void> {
  await sql`truncate public.blog_articles, public.drawings, public.categories`.execute(db);
}

/** Moves a row's created_at, so sort tests do not depend on insertion speed. */
export async function setCreatedAt(
  db: Db,
  table: "categories" | "drawings" | "blog_articles",
  id: string,
  at: string,
): Promise<void> {
  await sql`update ${sql.table(table)} set created_at = ${at}::timestamptz where id = ${id}::uuid`.execute(db);
}

/** The database's clock, to bound timestamps it wrote. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("no clock");
  return new Date(row.now);
}

/**
 * Runs `work` in a transaction that records every query it sends, then
 * returns the plans PostgreSQL chooses for them with sequential scans
 * discouraged, as on a large table.
 */
export async function plansOf(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<unknown>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const captured: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        captured.push(trx.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await work(trx.withPlugin(recorder));
    await sql`set local enable_seqscan = off`.execute(trx);
    const plans: string[] = [];
    for (const query of captured) {
      const result = await trx.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      plans.push(result.rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return plans;
  });
}
