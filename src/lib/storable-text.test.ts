import { describe, expect, it } from "vitest";
import { unstorableTextPath } from "./storable-text.ts";

describe("unstorableTextPath", () => {
  it("finds the first string holding a NUL, by its dotted path", () => {
    expect(unstorableTextPath({ title: "ok", tags: ["a", "b\u0000c"] })).toBe("tags.1");
    expect(unstorableTextPath({ nested: { description: "x\u0000" } })).toBe("nested.description");
    expect(unstorableTextPath("\u0000")).toBe("");
  });

  it("accepts text PostgreSQL stores: accents, emoji, other control characters, files", () => {
    expect(unstorableTextPath({ title: "Ação 🎨 \t\u0001", image: new Blob(["\u0000"]), n: 3, empty: null })).toBeNull();
  });
});
