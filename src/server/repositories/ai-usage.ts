import { sql } from "kysely";
import type { AiUsageKind } from "../db/schema.ts";
import type { Executor } from "./executor.ts";

/** One call to the AI provider, as src/server/ai/ records it (successful or not). */
export type AiUsageRecord = {
  kind: AiUsageKind;
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** US dollars. */
  cost: number;
  durationMs: number;
  success: boolean;
  /** A short reason when the call failed, never the provider's raw answer. */
  error?: string | null | undefined;
};

/** The month the admin area sums costs over. */
export const AI_USAGE_TIME_ZONE = "America/Sao_Paulo";

const wholeNonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** Records one AI call. Counts are rounded and clamped at zero, so a provider's odd usage block cannot fail the insert. */
export async function recordAiUsage(db: Executor, record: AiUsageRecord): Promise<void> {
  await db
    .insertInto("ai_usage")
    .values({
      kind: record.kind,
      model: record.model,
      input_tokens: wholeNonNegative(record.inputTokens),
      output_tokens: wholeNonNegative(record.outputTokens),
      cost: Number.isFinite(record.cost) && record.cost > 0 ? record.cost : 0,
      duration_ms: wholeNonNegative(record.durationMs),
      success: record.success,
      error: record.error ? record.error.slice(0, 500) : null,
    })
    .execute();
}

/** The calls and their total cost (US dollars) in the calendar month of `now` in America/Sao_Paulo. */
export async function aiUsageMonthTotal(db: Executor, now: Date = new Date()): Promise<{ calls: number; cost: number }> {
  const at = now.toISOString();
  const result = await sql<{ calls: number | string | bigint; cost: number | string | null }>`
    select count(*) as calls, coalesce(sum(cost), 0) as cost
    from public.ai_usage
    where created_at >= (date_trunc('month', ${at}::timestamptz at time zone ${AI_USAGE_TIME_ZONE}) at time zone ${AI_USAGE_TIME_ZONE})
      and created_at < ((date_trunc('month', ${at}::timestamptz at time zone ${AI_USAGE_TIME_ZONE}) + interval '1 month') at time zone ${AI_USAGE_TIME_ZONE})
  `.execute(db);
  const row = result.rows[0];
  return { calls: Number(row?.calls ?? 0), cost: Number(row?.cost ?? 0) };
}

/** One generated article's text as the generator returned it, kept whatever became of its file. */
export type GeneratedArticleRecord = { topic: string; content: string; wordCount: number; cost: number; filePath: string | null };

export async function saveGeneratedArticle(db: Executor, record: GeneratedArticleRecord): Promise<void> {
  await db
    .insertInto("generated_articles")
    .values({
      topic: record.topic,
      content: record.content,
      word_count: wholeNonNegative(record.wordCount),
      cost: Number.isFinite(record.cost) && record.cost > 0 ? record.cost : 0,
      file_path: record.filePath,
    })
    .execute();
}
