import { sql } from "kysely";
import type { Executor } from "./executor.ts";
import { isUuid } from "./ids.ts";

type CounterFunction = "increment_drawing_views" | "increment_drawing_downloads" | "increment_article_views";

/**
 * Calls one of the SQL counter functions: a single atomic UPDATE, so
 * concurrent calls never lose a count. Null when no visible row has that id
 * (unknown, inactive drawing, unpublished article) or the id is malformed.
 */
async function increment(db: Executor, fn: CounterFunction, id: string): Promise<number | null> {
  if (!isUuid(id)) return null;
  const result = await sql<{ value: number | null }>`select ${sql.id("public", fn)}(${id}::uuid) as value`.execute(db);
  return result.rows[0]?.value ?? null;
}

export function incrementDrawingViews(db: Executor, id: string): Promise<number | null> {
  return increment(db, "increment_drawing_views", id);
}

export function incrementDrawingDownloads(db: Executor, id: string): Promise<number | null> {
  return increment(db, "increment_drawing_downloads", id);
}

export function incrementArticleViews(db: Executor, id: string): Promise<number | null> {
  return increment(db, "increment_article_views", id);
}
