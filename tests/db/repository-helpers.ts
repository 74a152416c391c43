import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#src/server/db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Empties every table, so each test starts from nothing. */
export async function resetTables(db: Db): Promise<void> {
  // A truncate fires no delete trigger: the search documents the triggers keep go with their rows here.
  await sql`truncate public.blog_articles, public.drawing_download_days, public.drawing_reference_paintings, public.drawings, public.categories, public.former_slugs, public.trash, public.drawing_search, public.drawing_search_words, public.article_search, public.search_words`.execute(
    db,
  );
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
