import { describe, expect, it } from "vitest";
import { formatAiCost } from "./ai-cost.ts";

describe("formatAiCost", () => {
  it("shows US dollars with 3 decimals, written the Brazilian way", () => {
    expect(formatAiCost(0.004)).toBe("US$ 0,004");
    expect(formatAiCost(0.0126)).toBe("US$ 0,013");
    expect(formatAiCost(1.5)).toBe("US$ 1,500");
    expect(formatAiCost(1234.5)).toBe("US$ 1.234,500");
  });

  it("shows 0,000 when the cost is unknown", () => {
    expect(formatAiCost(null)).toBe("US$ 0,000");
    expect(formatAiCost(undefined)).toBe("US$ 0,000");
    expect(formatAiCost(Number.NaN)).toBe("US$ 0,000");
    expect(formatAiCost(-1)).toBe("US$ 0,000");
    expect(formatAiCost(0)).toBe("US$ 0,000");
  });
});
