import { sql } from "kysely";
import type { AiJobKind } from "../db/schema.ts";
import type { Executor } from "./executor.ts";
import { jsonb } from "./jsonb.ts";
import { type AiJobRow, toAiJob } from "./mappers.ts";

/** How long a finished or abandoned job is kept. */
const KEEP_JOBS = "1 day";

export async function createAiJob(db: Executor, kind: AiJobKind, input: unknown): Promise<string> {
  await db.deleteFrom("ai_jobs").where("created_at", "<", sql<Date>`now() - ${KEEP_JOBS}::interval`).execute();
  const row = await db
    .insertInto("ai_jobs")
    .values({ kind, input: jsonb(input) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes a queued job for running, atomically: null when it is not queued (already taken, finished, or unknown). */
export async function claimAiJob(db: Executor, id: string): Promise<AiJobRow | null> {
  const row = await db
    .updateTable("ai_jobs")
    .set({ status: "running", started_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .returningAll()
    .executeTakeFirst();
  return row ? toAiJob(row) : null;
}

export async function finishAiJob(
  db: Executor,
  id: string,
  outcome: { result: unknown } | { error: { status: number; message: string } },
): Promise<void> {
  await db
    .updateTable("ai_jobs")
    .set(
      "result" in outcome
        ? { status: "done", result: jsonb(outcome.result), finished_at: sql<Date>`now()` }
        : { status: "failed", error: jsonb(outcome.error), finished_at: sql<Date>`now()` },
    )
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

export async function findAiJob(db: Executor, id: string): Promise<AiJobRow | null> {
  const row = await db.selectFrom("ai_jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAiJob(row) : null;
}
