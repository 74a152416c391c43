import { z } from "zod";

/**
 * A content change, the one shape every channel carries: a Supabase
 * Database Webhook's payload (the content webhook), a NOTIFY from the
 * database's triggers (./listen.ts), the in-process bus (./bus.ts) and the
 * CDN purger's queue (src/server/netlify/purger.ts). Here too is what a
 * change means for pages, decided once for all of them: `changeEffect`
 * (nothing, the download ranking, or content), from the columns an UPDATE
 * moved (`updateKind`).
 */
export type ContentTable = "categories" | "drawings" | "blog_articles" | "collections";
export type ContentChangeType = "INSERT" | "UPDATE" | "DELETE";

export type ContentChange = {
  type: ContentChangeType;
  table: ContentTable;
  /** The row after the change (snake_case columns, as the database has it); null for DELETE. */
  record: Record<string, unknown> | null;
  /** The row before the change; null for INSERT. */
  oldRecord: Record<string, unknown> | null;
};

export const CONTENT_TABLES: readonly ContentTable[] = ["categories", "drawings", "blog_articles", "collections"];

function isContentTable(table: string): table is ContentTable {
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
function updateKind(change: ContentChange): "none" | "counters" | "content" | "unknown" {
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

const row = z.record(z.string(), z.unknown());

export const webhookPayloadSchema = z
  .object({
    type: z.enum(["INSERT", "UPDATE", "DELETE"]),
    table: z.string().min(1),
    schema: z.string().min(1),
    record: row.nullable(),
    old_record: row.nullable(),
  })
  .refine((payload) => payload.type === "DELETE" || payload.record !== null, {
    message: "record is required for INSERT and UPDATE",
    path: ["record"],
  })
  .refine((payload) => payload.type === "INSERT" || payload.old_record !== null, {
    message: "old_record is required for UPDATE and DELETE",
    path: ["old_record"],
  });

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** A change as the bus carries it and the CDN purger's queue keeps it. */
export const contentChangeSchema = z.object({
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  table: z.enum(CONTENT_TABLES as unknown as [ContentTable, ...ContentTable[]]),
  record: row.nullable(),
  oldRecord: row.nullable(),
});

/** The payload as a change of the bus, or null for a table the site does not show. */
export function toContentChange(payload: WebhookPayload): ContentChange | null {
  if (payload.schema !== "public" || !isContentTable(payload.table)) return null;
  return { type: payload.type, table: payload.table, record: payload.record, oldRecord: payload.old_record };
}

/**
 * What a change can do to the pages: nothing (a view counted, a column no
 * page shows, a no-op update), move the download rankings (a drawing's
 * downloads only), or change content. The rebuild engine and the CDN
 * purger's webhook both ask here.
 */
export type ChangeEffect = "none" | "downloads" | "content";

export function changeEffect(change: ContentChange): ChangeEffect {
  const kind = updateKind(change);
  if (kind === "none") return "none";
  if (kind !== "counters") return "content";
  return change.table === "drawings" && change.record?.downloads !== change.oldRecord?.downloads ? "downloads" : "none";
}
