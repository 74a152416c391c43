import { describe, expect, it } from "vitest";
import { callCost, cleanAiDescription, cleanAiTitle, normalizeAiTags, reportedCostOf } from "./usage.ts";

describe("normalizeAiTags", () => {
  it("lowercases, trims, collapses spaces, drops blanks, non-strings and duplicates, in order", () => {
    expect(normalizeAiTags([" Gato ", "gato", "ANIMAIS", "", "  ", 3, "Dia  das Mães", "Ção"])).toEqual([
      "gato",
      "animais",
      "dia das mães",
      "ção",
    ]);
  });

  it("keeps at most 10 tags and drops absurdly long ones", () => {
    const many = Array.from({ length: 15 }, (_, index) => `tag ${index}`);
    expect(normalizeAiTags(many)).toEqual(many.slice(0, 10));
    expect(normalizeAiTags(["x".repeat(61), "ok"])).toEqual(["ok"]);
  });

  it("drops a tag with an address in it, whatever its form", () => {
    expect(
      normalizeAiTags(["gato", "golpe.vip/premio", "premio-rabisco.ru", "golpe@evil.ru", "evil[.]com", "3.5", "a.C."]),
    ).toEqual(["gato", "3.5", "a.c."]);
  });
});

describe("cleanAiDescription and cleanAiTitle", () => {
  it("remove addresses and tidy what is left", () => {
    expect(cleanAiDescription("Um gato em golpe.vip.\r\n\r\n\r\n\r\nVeja evil．com hoje.")).toBe("Um gato em.\n\nVeja hoje.");
    expect(cleanAiTitle("  Gato  premio-rabisco.ru  Feliz ")).toBe("Gato Feliz");
    expect(cleanAiTitle("hxxps://evil[.]com")).toBe("");
  });
});

describe("callCost", () => {
  const usage = { inputTokens: 1_000, outputTokens: 500 };

  it("prefers the cost the provider reported, even zero", () => {
    expect(callCost(usage, 0.0123, { input: 1, output: 1 })).toBe(0.0123);
    expect(callCost(usage, 0, { input: 1, output: 1 })).toBe(0);
  });

  it("else multiplies the tokens by the prices per million", () => {
    expect(callCost(usage, null, { input: 0.15, output: 0.6 })).toBeCloseTo(0.00045, 12);
    expect(callCost({ inputTokens: Number.NaN, outputTokens: 1_000_000 }, undefined, { input: 1, output: 2 })).toBe(2);
  });

  it("else is 0", () => {
    expect(callCost(usage, null, null)).toBe(0);
    expect(callCost(usage, Number.NaN, null)).toBe(0);
  });
});

describe("reportedCostOf", () => {
  it("reads usage.cost (a number or a numeric string) from a response body", () => {
    expect(reportedCostOf({ usage: { prompt_tokens: 1, cost: 0.002 } })).toBe(0.002);
    expect(reportedCostOf({ usage: { cost: "0.5" } })).toBe(0.5);
    expect(reportedCostOf({ usage: { prompt_tokens: 1 } })).toBeNull();
    expect(reportedCostOf({ usage: { cost: -1 } })).toBeNull();
    expect(reportedCostOf(null)).toBeNull();
    expect(reportedCostOf("text")).toBeNull();
  });
});
