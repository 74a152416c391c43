import { describe, expect, it } from "vitest";
import { addItem, moveItem } from "./ordered-list.ts";

describe("moveItem", () => {
  it("moves an item up, down, to either end, and clamps what falls outside", () => {
    expect(moveItem(["a", "b", "c", "d"], 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(["a", "b", "c"], 1, -5)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 99)).toEqual(["a", "c", "b"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe("addItem", () => {
  it("appends once, up to the limit", () => {
    const one = addItem([], { id: "x" }, 2);
    expect(addItem(one, { id: "x" }, 2)).toEqual([{ id: "x" }]);
    const two = addItem(one, { id: "y" }, 2);
    expect(addItem(two, { id: "z" }, 2)).toEqual([{ id: "x" }, { id: "y" }]);
  });
});
