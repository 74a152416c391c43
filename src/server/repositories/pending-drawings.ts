import { randomUUID } from "node:crypto";
import { type Selectable, sql, type Transaction } from "kysely";
import { isUuid } from "#src/lib/uuid.ts";
import type { AutoPublishMode, AutoPublishSettingsTable, Database, PendingDrawingsTable } from "../db/schema.ts";
import type { Executor } from "./executor.ts";
import { type PendingDrawing, toPendingDrawing } from "./mappers.ts";

/** A pending row taken by one publisher: only the holder of `claimToken` may publish or release it. */
export type ClaimedPendingDrawing = PendingDrawing & { claimToken: string };

/** How long a claim holds: longer than an AI call, the image pipeline and the save together. */
export const CLAIM_SECONDS = 600;

/** Every pending file, in publishing order (oldest first). */
export async function listPendingDrawings(db: Executor): Promise<PendingDrawing[]> {
  const rows = await db.selectFrom("pending_drawings").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(toPendingDrawing);
}

/**
 * Adds a pending row under `fileName`, or returns null when that name is
 * taken, whatever its case (the caller tries another). A name another transaction is adding
 * waits for it, so two uploads never end up with the same name.
 */
export async function insertPendingDrawing(
  db: Executor,
  input: { fileName: string; contentType: string; byteSize: number; imageHash: string | null },
): Promise<PendingDrawing | null> {
  const row = await db
    .insertInto("pending_drawings")
    .values({
      file_name: input.fileName,
      content_type: input.contentType,
      byte_size: input.byteSize,
      image_hash: input.imageHash,
    })
    // Any unique name: as typed, or the same but for case (pending_drawings_file_name_ci_key).
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toPendingDrawing(row) : null;
}

/** Removes a pending row (the administrator's delete, or a row whose file is gone); returns it. */
export async function deletePendingDrawing(db: Executor, id: string): Promise<PendingDrawing | null> {
  if (!isUuid(id)) return null;
  const row = await db.deleteFrom("pending_drawings").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toPendingDrawing(row) : null;
}

/**
 * Claims the next file to publish in one statement (`for update skip
 * locked`), so two publishers never take the same row: the oldest one
 * nobody holds (an expired claim counts as free). With `dueOnly` (the
 * scheduler) files still in their back-off are skipped; the administrator's
 * 'Publicar Agora' takes them too, after every file not in back-off.
 */
export async function claimNextPendingDrawing(
  db: Executor,
  { dueOnly = false, now = new Date(), id = null }: { dueOnly?: boolean; now?: Date; id?: string | null } = {},
): Promise<ClaimedPendingDrawing | null> {
  const token = randomUUID();
  const at = now.toISOString();
  const result = await sql<Selectable<PendingDrawingsTable>>`
    update public.pending_drawings
    set claim_token = ${token}, claimed_until = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
    where id = (
      select id from public.pending_drawings
      where (claimed_until is null or claimed_until < ${at}::timestamptz)
        and (${!dueOnly} or retry_after is null or retry_after <= ${at}::timestamptz)
        and (${id}::uuid is null or id = ${id}::uuid)
      order by (retry_after is not null and retry_after > ${at}::timestamptz), created_at, id
      limit 1
      for update skip locked
    )
    returning *
  `.execute(db);
  const row = result.rows[0];
  return row ? { ...toPendingDrawing(row), claimToken: token } : null;
}

/**
 * The published row's end, inside the transaction that inserts its drawing:
 * deleted only while `claimToken` still holds it. False when the claim was
 * lost (expired and taken by another publisher): the caller rolls back.
 */
export async function completePendingClaim(db: Executor, claim: ClaimedPendingDrawing): Promise<boolean> {
  const row = await db
    .deleteFrom("pending_drawings")
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A failed attempt: the claim is released, the attempt counted with its reason, and the next scheduled try waits until `retryAfter`. */
export async function failPendingClaim(
  db: Executor,
  claim: ClaimedPendingDrawing,
  failure: { error: string; retryAfter: Date },
): Promise<void> {
  await db
    .updateTable("pending_drawings")
    .set((eb) => ({
      claim_token: null,
      claimed_until: null,
      attempts: eb("attempts", "+", 1),
      last_error: failure.error.slice(0, 500),
      retry_after: failure.retryAfter.toISOString(),
    }))
    .where("id", "=", claim.id)
    .where("claim_token", "=", claim.claimToken)
    .execute();
}

/**
 * Frees every claim: at `npm start`, a claim can only be the leftover of a
 * publication that crashed mid-way (the process that held it is gone), and
 * its file should not wait out the claim's 10 minutes. Should another
 * process still be publishing it, its claim is lost and it cannot complete
 * (completePendingClaim), so no file is ever published twice.
 */
export async function releasePendingClaims(db: Executor): Promise<number> {
  const result = await db
    .updateTable("pending_drawings")
    .set({ claim_token: null, claimed_until: null })
    .where("claim_token", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The names every pending row holds (to sweep storage files that no row names). */
export async function pendingFileNames(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom("pending_drawings").select("file_name").execute();
  return new Set(rows.map((row) => row.file_name));
}

/**
 * Serialises uploads until the caller's transaction ends, so two uploads of
 * the same image at once cannot both pass the duplicate check.
 */
export async function lockPendingUploads(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('rabisco.pending-uploads'))`.execute(trx);
}

/** The perceptual hashes of pending files and of drawings, for the duplicate check of an upload. */
export async function knownImageHashes(db: Executor): Promise<Array<{ name: string; imageHash: string }>> {
  const [pending, drawings] = await Promise.all([
    db.selectFrom("pending_drawings").select(["file_name as name", "image_hash"]).where("image_hash", "is not", null).execute(),
    db.selectFrom("drawings").select(["title as name", "image_hash"]).where("image_hash", "is not", null).execute(),
  ]);
  return [...pending, ...drawings].map((row) => ({ name: row.name, imageHash: row.image_hash ?? "" }));
}

/** The scheduler's row: when the next scheduled publication is due, the last run, and the failures in a row. */
export type AutoPublishState = {
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  lastOutcome: string | null;
  consecutiveFailures: number;
};

export async function getAutoPublishState(db: Executor): Promise<AutoPublishState> {
  const row = await db.selectFrom("auto_publish_state").selectAll().executeTakeFirst();
  return {
    nextRunAt: row?.next_run_at ? new Date(row.next_run_at) : null,
    lastRunAt: row?.last_run_at ? new Date(row.last_run_at) : null,
    lastOutcome: row?.last_outcome ?? null,
    consecutiveFailures: row?.consecutive_failures ?? 0,
  };
}

/** Sets when the next run is due (creating the row): when the schedule starts, or moves it sooner. */
export async function setNextAutoPublishRun(db: Executor, nextRunAt: Date): Promise<void> {
  await db
    .insertInto("auto_publish_state")
    .values({ next_run_at: nextRunAt.toISOString() })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ next_run_at: nextRunAt.toISOString() }))
    .execute();
}

/**
 * Takes the due run, atomically: when the next run is due at `now`, moves it
 * to `nextRunAt` and answers true; false when it is not due or another
 * process took it first. A missing row is created due now.
 */
export async function claimDueAutoPublishRun(db: Executor, now: Date, nextRunAt: Date): Promise<boolean> {
  await db
    .insertInto("auto_publish_state")
    .values({ next_run_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  const row = await db
    .updateTable("auto_publish_state")
    .set({ next_run_at: nextRunAt.toISOString(), last_run_at: now.toISOString() })
    .where((eb) => eb.or([eb("next_run_at", "is", null), eb("next_run_at", "<=", now)]))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The end of a run: its outcome, and the failures in a row (reset by a run
 * that did not fail). A failed run also brings the next one forward to
 * `retryAt` when that is sooner. Returns the failures in a row.
 */
export async function finishAutoPublishRun(
  db: Executor,
  outcome: { text: string; failed: boolean; retryAt?: (failures: number) => Date },
): Promise<number> {
  const row = await db
    .updateTable("auto_publish_state")
    .set((eb) => ({
      last_outcome: outcome.text.slice(0, 500),
      consecutive_failures: outcome.failed ? eb("consecutive_failures", "+", 1) : 0,
    }))
    .returning("consecutive_failures")
    .executeTakeFirstOrThrow();
  if (outcome.failed && outcome.retryAt) {
    const retryAt = outcome.retryAt(row.consecutive_failures);
    await db
      .updateTable("auto_publish_state")
      .set({ next_run_at: retryAt.toISOString() })
      .where((eb) => eb.or([eb("next_run_at", "is", null), eb("next_run_at", ">", retryAt)]))
      .execute();
  }
  return row.consecutive_failures;
}

/** How automatic publishing puts a drawing on the site; 'review' when the row is missing (the safe default). */
export async function getAutoPublishMode(db: Executor): Promise<AutoPublishMode> {
  const row = await db.selectFrom("auto_publish_settings").select("publish_mode").executeTakeFirst();
  return row?.publish_mode ?? "review";
}

export function setAutoPublishMode(db: Executor, mode: AutoPublishMode): Promise<AutoPublishMode> {
  return saveSetting(db, "publish_mode", mode);
}

/** The schedule chosen on the screen: null when the server's AUTO_PUBLISH_EVERY decides, 'off', or an interval. */
export async function getAutoPublishScheduleSetting(db: Executor): Promise<string | null> {
  const row = await db.selectFrom("auto_publish_settings").select("schedule_every").executeTakeFirst();
  return row?.schedule_every ?? null;
}

export function setAutoPublishScheduleSetting(db: Executor, every: string | null): Promise<string | null> {
  return saveSetting(db, "schedule_every", every);
}

type AutoPublishSettingsRow = Selectable<AutoPublishSettingsTable>;

/** Saves one setting of the screen's single row, creating the row the first time. */
async function saveSetting<Column extends "publish_mode" | "schedule_every">(
  db: Executor,
  column: Column,
  value: AutoPublishSettingsRow[Column],
): Promise<AutoPublishSettingsRow[Column]> {
  const columns = { [column]: value } as Pick<AutoPublishSettingsRow, Column>;
  const row = await db
    .insertInto("auto_publish_settings")
    .values({ id: true, ...columns })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ ...columns, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return row[column];
}
