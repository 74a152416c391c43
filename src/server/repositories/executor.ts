import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

/** What every repository function takes first: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (so
 * the work joins it), otherwise a new one.
 */
export async function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
