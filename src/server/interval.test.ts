import { describe, expect, it } from "vitest";
import { MAX_INTERVAL_MS, parseInterval } from "./interval.ts";

describe("parseInterval", () => {
  it.each([
    ["6h", 6 * 3_600_000],
    ["90m", 90 * 60_000],
    ["1d", 86_400_000],
    ["1h30m", 5_400_000],
    ["30s", 30_000],
    [" 2H ", 7_200_000],
    ["1h 15m", 4_500_000],
  ])("reads %j", (text, ms) => {
    expect(parseInterval(text)).toBe(ms);
  });

  it.each(["", "6", "h", "6 hours", "-1h", "1.5h", "0s", "31d", "6h;rm", "1w"])("refuses %j", (text) => {
    expect(parseInterval(text)).toBeNull();
  });

  it("accepts exactly the maximum", () => {
    expect(parseInterval("30d")).toBe(MAX_INTERVAL_MS);
  });
});
