import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { aiUsageMonthTotal, recordAiUsage } from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";

describeEachDriver("ai usage", (handle) => {
  const db = () => handle().db;

  beforeEach(async () => {
    await sql`truncate public.ai_usage`.execute(db());
  });

  async function rowAt(createdAt: string, cost: number) {
    await db()
      .insertInto("ai_usage")
      .values({ kind: "reformulate-drawing", model: "m", cost, success: true, created_at: createdAt })
      .execute();
  }

  it("records a successful call and a failed one, with counts rounded and clamped", async () => {
    await recordAiUsage(db(), {
      kind: "reformulate-drawing",
      model: "gpt-4o-mini",
      inputTokens: 1200,
      outputTokens: 300.4,
      cost: 0.000_36,
      durationMs: 1523,
      success: true,
    });
    await recordAiUsage(db(), {
      kind: "reformulate-category",
      model: "gpt-4o-mini",
      inputTokens: Number.NaN,
      outputTokens: -3,
      cost: Number.NaN,
      durationMs: 60_000,
      success: false,
      error: "timeout",
    });
    const rows = await db().selectFrom("ai_usage").selectAll().orderBy("created_at").orderBy("success", "desc").execute();
    expect(rows).toHaveLength(2);
    const [ok, failed] = rows;
    expect(ok).toMatchObject({ kind: "reformulate-drawing", model: "gpt-4o-mini", input_tokens: 1200, output_tokens: 300 });
    expect(Number(ok?.cost)).toBeCloseTo(0.000_36, 9);
    expect(ok).toMatchObject({ duration_ms: 1523, success: true, error: null });
    expect(failed).toMatchObject({ kind: "reformulate-category", input_tokens: 0, output_tokens: 0, success: false });
    expect(failed).toMatchObject({ error: "timeout", duration_ms: 60_000 });
    expect(Number(failed?.cost)).toBe(0);
    expect(ok?.created_at).toBeInstanceOf(Date);
  });

  it("refuses an unknown kind", async () => {
    await expect(
      recordAiUsage(db(), {
        kind: "other" as never,
        model: "m",
        inputTokens: 0,
        outputTokens: 0,
        cost: 0,
        durationMs: 0,
        success: true,
      }),
    ).rejects.toThrow();
  });

  it("sums the month of `now` in America/Sao_Paulo, not in UTC", async () => {
    // 2026-11-01T02:59Z is still October 31 in São Paulo (UTC-3); 03:00Z is November 1.
    await rowAt("2026-11-01T02:59:59Z", 1);
    await rowAt("2026-11-01T03:00:00Z", 0.25);
    await rowAt("2026-11-30T23:00:00Z", 0.5);
    await rowAt("2026-12-01T02:59:59Z", 0.125);
    await rowAt("2026-12-01T03:00:00Z", 8);
    expect(await aiUsageMonthTotal(db(), new Date("2026-11-15T12:00:00Z"))).toEqual({ calls: 3, cost: 0.875 });
    // 2026-12-01T01:00Z is still November in São Paulo.
    expect(await aiUsageMonthTotal(db(), new Date("2026-12-01T01:00:00Z"))).toEqual({ calls: 3, cost: 0.875 });
    expect(await aiUsageMonthTotal(db(), new Date("2026-10-20T12:00:00Z"))).toEqual({ calls: 1, cost: 1 });
    expect(await aiUsageMonthTotal(db(), new Date("2027-01-05T12:00:00Z"))).toEqual({ calls: 0, cost: 0 });
  });
});
