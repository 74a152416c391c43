// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_FAVOURITES } from "#src/lib/favourites.ts";
import { isSaved, savedIds, toggleSaved } from "./favourites.ts";

beforeEach(() => localStorage.clear());

/** A uuid whose last digits are `n`. */
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

describe("favourites", () => {
  it("keeps drawings and articles apart, articles under the spec's 'savedArticles'", () => {
    expect(toggleSaved("drawing", id(1))).toBe(true);
    expect(toggleSaved("article", id(2))).toBe(true);
    expect(JSON.parse(localStorage.getItem("savedDrawings") ?? "")).toEqual([id(1)]);
    expect(JSON.parse(localStorage.getItem("savedArticles") ?? "")).toEqual([id(2)]);
    expect(isSaved("drawing", id(2))).toBe(false);
    expect(toggleSaved("drawing", id(1))).toBe(false);
    expect(savedIds("drawing")).toEqual([]);
  });

  it("reads anything unreadable as none, and drops what is not an id, keeping the rest", () => {
    localStorage.setItem("savedDrawings", "{not json");
    expect(savedIds("drawing")).toEqual([]);
    localStorage.setItem("savedDrawings", JSON.stringify([id(1), 7, null, "d2", "../x", id(3), id(1)]));
    expect(savedIds("drawing")).toEqual([id(1), id(3)]);
    localStorage.setItem("savedDrawings", JSON.stringify({ d1: true }));
    expect(savedIds("drawing")).toEqual([]);
  });

  it(`keeps the newest ${MAX_FAVOURITES}`, () => {
    for (let index = 0; index <= MAX_FAVOURITES; index++) toggleSaved("drawing", id(index));
    const ids = savedIds("drawing");
    expect(ids.length).toBe(MAX_FAVOURITES);
    expect(ids[0]).toBe(id(1));
    expect(ids.at(-1)).toBe(id(MAX_FAVOURITES));
  });

  it(`reads a list grown past ${MAX_FAVOURITES} elsewhere as its newest ${MAX_FAVOURITES}`, () => {
    localStorage.setItem("savedDrawings", JSON.stringify(Array.from({ length: 150 }, (_, index) => id(index))));
    const ids = savedIds("drawing");
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids[0]).toBe(id(50));
  });
});
