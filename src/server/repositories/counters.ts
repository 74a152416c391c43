import { sql } from "kysely";
import { isUuid } from "#src/lib/uuid.ts";
import type { Executor } from "./executor.ts";
import { toCount } from "./mappers.ts";

type CounterFunction = "increment_drawing_views" | "increment_drawing_downloads" | "increment_article_views";

/**
 * Who is counting, and in which period: a visitor moves each counter of an
 * item at most once per period (src/server/counters/hits.ts makes these).
 */
export type CounterHit = {
  /** Keyed hash of the visitor's address, never the address itself. */
  visitor: Uint8Array;
  /** Start of the current counting period. */
  periodStart: Date;
};

/**
 * Calls one of the SQL counter functions: the visitor's first hit in the
 * period increments atomically (concurrent calls never lose a count), later
 * ones only read. Either way the current value comes back, or null when no
 * visible row has that id (unknown, inactive drawing, unpublished article) or
 * the id is malformed.
 */
async function increment(db: Executor, fn: CounterFunction, id: string, hit: CounterHit): Promise<number | null> {
  if (!isUuid(id)) return null;
  const visitor = Buffer.from(hit.visitor).toString("hex");
  const result = await sql<{ value: number | string | bigint | null }>`
    select ${sql.id("public", fn)}(${id}::uuid, decode(${visitor}, 'hex'), ${hit.periodStart.toISOString()}::timestamptz) as value
  `.execute(db);
  const value = result.rows[0]?.value ?? null;
  return value === null ? null : toCount(value);
}

export function incrementDrawingViews(db: Executor, id: string, hit: CounterHit): Promise<number | null> {
  return increment(db, "increment_drawing_views", id, hit);
}

export function incrementDrawingDownloads(db: Executor, id: string, hit: CounterHit): Promise<number | null> {
  return increment(db, "increment_drawing_downloads", id, hit);
}

export function incrementArticleViews(db: Executor, id: string, hit: CounterHit): Promise<number | null> {
  return increment(db, "increment_article_views", id, hit);
}
