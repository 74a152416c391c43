import type { AiUsageSummary } from "#src/lib/admin-contracts/responses.ts";
import { stripLinks } from "#src/server/ai/strip-links.ts";
import { config } from "#src/server/config.ts";
import { aiUsageMonthTotal } from "#src/server/repositories/ai-usage.ts";
import type { Executor } from "#src/server/repositories/executor.ts";

/**
 * The pure parts of an AI call: what a suggestion's text and tags become,
 * and what a call cost.
 */

/** The most tags a drawing suggestion carries. */
export const AI_TAGS_MAX = 10;
/** The longest tag kept (the admin's own tag limit, limits.ts TAG_MAX). */
const TAG_LENGTH_MAX = 60;

/**
 * Tags from the model: lowercase, trimmed, inner spaces collapsed, blanks
 * and duplicates dropped, at most 10. A tag with anything that reads as an
 * address in it (src/server/ai/strip-links.ts) is dropped whole.
 */
export function normalizeAiTags(tags: readonly unknown[]): string[] {
  const kept = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== "string") continue;
    const clean = tag.trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");
    if (clean === "" || clean.length > TAG_LENGTH_MAX || stripLinks(clean) !== clean) continue;
    kept.add(clean);
    if (kept.size === AI_TAGS_MAX) break;
  }
  return [...kept];
}

/**
 * A description from the model as it is stored or suggested: anything that
 * reads as an address removed (a reply once carried a phishing URL), line
 * breaks unified, at most one blank line between paragraphs.
 */
export function cleanAiDescription(text: string): string {
  return stripLinks(text.replace(/\r\n?/g, "\n"))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A title from the model: anything that reads as an address removed, spaces collapsed; "" when nothing else was there. */
export function cleanAiTitle(text: string): string {
  return stripLinks(text).replace(/\s+/g, " ").trim();
}

export type TokenUsage = { inputTokens: number; outputTokens: number };
export type Prices = { input: number; output: number };

/**
 * US dollars: the cost the provider reported (OpenRouter's `usage.cost`)
 * when it did, else the tokens at the configured prices per million, else 0.
 */
export function callCost(usage: TokenUsage, reportedCost: number | null | undefined, prices: Prices | null): number {
  if (typeof reportedCost === "number" && Number.isFinite(reportedCost) && reportedCost >= 0) return reportedCost;
  if (!prices) return 0;
  const tokens = (count: number) => (Number.isFinite(count) && count > 0 ? count : 0);
  return (tokens(usage.inputTokens) * prices.input + tokens(usage.outputTokens) * prices.output) / 1_000_000;
}

/** The `usage.cost` of a chat completions response body, when the provider reports one. */
export function reportedCostOf(body: unknown): number | null {
  if (typeof body !== "object" || body === null) return null;
  const usage = (body as { usage?: unknown }).usage;
  if (typeof usage !== "object" || usage === null) return null;
  const cost = (usage as { cost?: unknown }).cost;
  const value = typeof cost === "string" && cost.trim() !== "" ? Number(cost) : cost;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Whether AI is configured, and this month's AI calls and their total cost (US dollars): the generator screen's line. */
export async function aiUsageSummary(db: Executor): Promise<AiUsageSummary> {
  const month = await aiUsageMonthTotal(db);
  return { configured: config().ai !== null, monthCalls: month.calls, monthTotal: month.cost };
}
