import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "../../../tests/support/storage.ts";
import { RECENT_COLOURS } from "./palette.ts";
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, parsePreferences, readPreferences, writePreferences } from "./preferences.ts";

describe("colouring preferences", () => {
  it("round-trip through storage", () => {
    const storage = memoryStorage();
    const chosen = { tool: "brush" as const, colour: 0x1e88e5, recent: [0x1e88e5, 0xe53935], brushSize: 30, insideLines: false };
    writePreferences(storage, chosen);
    expect(storage.items.has(PREFERENCES_KEY)).toBe(true);
    expect(readPreferences(storage)).toEqual(chosen);
  });

  it("keep what is sound in a stored value and fall back for the rest", () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences("{not json")).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences("42")).toEqual(DEFAULT_PREFERENCES);
    const parsed = parsePreferences(
      JSON.stringify({
        tool: "spray",
        colour: 0x1000000,
        recent: [1, "2", 1, -5, 3.5, 0xffffff, ...Array.from({ length: 20 }, (_, index) => 100 + index)],
        brushSize: 999,
        insideLines: "yes",
      }),
    );
    expect(parsed).toEqual({
      ...DEFAULT_PREFERENCES,
      recent: [1, 0xffffff, 100, 101, 102, 103].slice(0, RECENT_COLOURS),
    });
  });

  it("never throw where storage is off", () => {
    expect(readPreferences(blockedStorage)).toEqual(DEFAULT_PREFERENCES);
    expect(() => writePreferences(blockedStorage, DEFAULT_PREFERENCES)).not.toThrow();
  });
});
