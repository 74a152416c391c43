import { describe, expect, it } from "vitest";
import type { Touched } from "#src/server/site/kinds/kind.ts";
import { emptyTouched, mergeTouched } from "./invalidation.ts";

describe("mergeTouched", () => {
  it("unites the id sets and adds up the flags, field by field", () => {
    const into: Touched = { ...emptyTouched(), drawings: new Set(["a"]), content: true };
    const other: Touched = {
      drawings: new Set(["b"]),
      listDrawings: new Set(["b"]),
      drawingCategories: new Set(["c"]),
      categories: new Set(["d"]),
      articles: new Set(["e"]),
      collections: new Set(["g"]),
      calendar: true,
      popular: true,
      downloadCategories: new Set(["f"]),
      content: false,
      sitemap: true,
    };
    mergeTouched(into, other);
    expect(into).toEqual({ ...other, drawings: new Set(["a", "b"]), content: true });
  });

  it("carries every field over to an empty batch", () => {
    const from = emptyTouched();
    for (const value of Object.values(from)) if (value instanceof Set) value.add("x");
    const full = Object.fromEntries(Object.entries(from).map(([field, value]) => [field, value instanceof Set ? value : true]));
    const into = emptyTouched();
    mergeTouched(into, full as Touched);
    expect(into).toEqual(full);
  });
});
