import { describe, expect, it } from "vitest";
import { rovingFocusIndex, TOOLBAR_ITEMS, toolbarTitle } from "./toolbar.ts";

describe("TOOLBAR_ITEMS", () => {
  it("has the spec's buttons, in order, each once", () => {
    expect(TOOLBAR_ITEMS.map((item) => item.command)).toEqual([
      "bold",
      "italic",
      "strikethrough",
      "heading1",
      "heading2",
      "heading3",
      "bulletList",
      "numberedList",
      "link",
      "image",
      "quote",
      "inlineCode",
      "codeBlock",
      "horizontalRule",
    ]);
    expect(new Set(TOOLBAR_ITEMS.map((item) => item.label)).size).toBe(TOOLBAR_ITEMS.length);
  });

  it("names the three shortcuts in the titles", () => {
    expect(TOOLBAR_ITEMS.filter((item) => item.shortcut).map(toolbarTitle)).toEqual([
      "Negrito (Ctrl+B)",
      "Itálico (Ctrl+I)",
      "Link (Ctrl+K)",
    ]);
    expect(toolbarTitle({ command: "quote", label: "Citação" })).toBe("Citação");
  });
});

describe("rovingFocusIndex", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowRight", 13, 0],
    ["ArrowLeft", 5, 4],
    ["ArrowLeft", 0, 13],
    ["Home", 7, 0],
    ["End", 2, 13],
  ])("%s from %i goes to %i of 14", (key, current, expected) => {
    expect(rovingFocusIndex(key, current, 14)).toBe(expected);
  });

  it.each(["Tab", "Enter", " ", "ArrowUp", "a"])("leaves %j alone", (key) => {
    expect(rovingFocusIndex(key, 3, 14)).toBeNull();
  });

  it("has nowhere to go in an empty toolbar", () => {
    expect(rovingFocusIndex("Home", 0, 0)).toBeNull();
  });
});
