import type { ContentChange, ContentTable } from "./bus.ts";

/**
 * What a content change is about: the tables the site shows, and which of
 * a row's columns an UPDATE moved. Shared by the webhook (which checks a
 * payload's table and whether counters moved the home page's popular list)
 * and the rebuild engine's invalidation (src/server/site/engine/invalidation.ts).
 */
export const CONTENT_TABLES: readonly ContentTable[] = ["categories", "drawings", "blog_articles", "collections"];

export function isContentTable(table: string): table is ContentTable {
  return (CONTENT_TABLES as readonly string[]).includes(table);
}

const COUNTERS = new Set(["views", "downloads"]);
/**
 * Columns no page shows: the perceptual hash only serves the duplicate check
 * of uploads; a region map's address and metrics only make the tier, which
 * pages show, and the AI's tier is advice for the administrator (issue 25).
 */
const UNSEEN = new Set([
  "image_hash",
  "regions_image_url",
  "difficulty_regions",
  "difficulty_score",
  "difficulty_leaks",
  "difficulty_measure",
  "difficulty_ai",
]);

/**
 * What an UPDATE changed: "none" (same row), "counters" (views/downloads
 * only: the touch triggers leave updated_at alone), or "content". Unknown
 * without both records.
 */
export function updateKind(change: ContentChange): "none" | "counters" | "content" | "unknown" {
  if (change.type !== "UPDATE" || !change.record || !change.oldRecord) return "unknown";
  let counters = false;
  for (const column of Object.keys(change.record)) {
    if (!(column in change.oldRecord)) continue;
    if (UNSEEN.has(column) || sameValue(change.record[column], change.oldRecord[column])) continue;
    if (COUNTERS.has(column)) counters = true;
    else return "content";
  }
  return counters ? "counters" : "none";
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date || isTimestamp(a) || isTimestamp(b)) {
    const left = new Date(a as string).getTime();
    const right = new Date(b as string).getTime();
    return !Number.isNaN(left) && left === right;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function isTimestamp(value: unknown): boolean {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value);
}
