import { describe, expect, it } from "vitest";
import { unstorableTextPath } from "./storable-text.ts";

describe("unstorableTextPath", () => {
  it("finds the first string holding a NUL, by its dotted path", () => {
    expect(unstorableTextPath({ title: "ok", tags: ["a", "b\u0000c"] })).toBe("tags.1");
    expect(unstorableTextPath({ nested: { description: "x\u0000" } })).toBe("nested.description");
    expect(unstorableTextPath("\u0000")).toBe("");
  });

  it("finds every other character XML 1.0 forbids: C0 controls, U+FFFE, U+FFFF, an unpaired surrogate", () => {
    for (const bad of ["\u0001", "\u0008", "\u000B", "\u000C", "\u001F", "\uFFFE", "\uFFFF", "\uD800", "a\uDC00"]) {
      expect(unstorableTextPath({ title: `Gato ${bad} fofo` }), JSON.stringify(bad)).toBe("title");
    }
  });

  it("accepts text XML and PostgreSQL take: accents, emoji, tab and line breaks, private use, files", () => {
    expect(
      unstorableTextPath({ title: "Ação 🎨 \t\n\r \uE000 \uFFFD", image: new Blob(["\u0000"]), n: 3, empty: null }),
    ).toBeNull();
  });
});
