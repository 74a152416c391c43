import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatPercent, formatPromptCost, formatUsd } from "./format.ts";

describe("formatBytes", () => {
  it.each([
    [300, "1 KB"],
    [820 * 1024, "820 KB"],
    [8.44 * 1024 * 1024, "8,4 MB"],
    [123.6 * 1024 * 1024, "124 MB"],
  ])("%i bytes read %s", (bytes, label) => {
    expect(formatBytes(bytes)).toBe(label);
  });
});

describe("formatDate", () => {
  it("writes the day without a leading zero, in Brasília", () => {
    expect(formatDate(new Date("2026-10-09T15:00:00Z"))).toBe("9 de outubro de 2026");
    expect(formatDate(new Date("2026-10-12T15:00:00Z"))).toBe("12 de outubro de 2026");
    // 1 a.m. UTC on the 1st is still the 31st in Brasília.
    expect(formatDate(new Date("2026-11-01T01:00:00Z"))).toBe("31 de outubro de 2026");
    expect(formatDate(null)).toBe("-");
  });
});

describe("formatUsd (money)", () => {
  it("has two decimals, written the Brazilian way", () => {
    expect(formatUsd(1.5)).toBe("US$ 1,50");
    expect(formatUsd(0.004)).toBe("US$ 0,00");
    expect(formatUsd(1234.567)).toBe("US$ 1.234,57");
  });

  it("is 0,00 when unknown", () => {
    for (const cost of [null, undefined, Number.NaN, -1, 0]) expect(formatUsd(cost)).toBe("US$ 0,00");
  });
});

describe("formatPromptCost (one AI call)", () => {
  it("keeps the spec's 3 decimals, since a call costs fractions of a cent", () => {
    expect(formatPromptCost(0.004)).toBe("US$ 0,004");
    expect(formatPromptCost(0.0126)).toBe("US$ 0,013");
    expect(formatPromptCost(1234.5)).toBe("US$ 1.234,500");
    for (const cost of [null, undefined, Number.NaN, -1, 0]) expect(formatPromptCost(cost)).toBe("US$ 0,000");
  });
});

describe("formatPercent", () => {
  it("writes a share as a Brazilian percentage with one decimal", () => {
    expect([0, 0.094, 0.12149, 1].map((share) => formatPercent(share))).toEqual(["0,0 %", "9,4 %", "12,1 %", "100,0 %"]);
  });

  it("rounds to whole percents when asked (an estimate)", () => {
    expect([0.094, 0.0449, 0.41].map((share) => formatPercent(share, 0))).toEqual(["9 %", "4 %", "41 %"]);
  });
});
