// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { isSaved, MAX_FAVOURITES, savedIds, toggleSaved } from "./favourites.ts";

beforeEach(() => localStorage.clear());

describe("favourites", () => {
  it("keeps drawings and articles apart, articles under the spec's 'savedArticles'", () => {
    expect(toggleSaved("drawing", "d1")).toBe(true);
    expect(toggleSaved("article", "a1")).toBe(true);
    expect(JSON.parse(localStorage.getItem("savedDrawings") ?? "")).toEqual(["d1"]);
    expect(JSON.parse(localStorage.getItem("savedArticles") ?? "")).toEqual(["a1"]);
    expect(isSaved("drawing", "a1")).toBe(false);
    expect(toggleSaved("drawing", "d1")).toBe(false);
    expect(savedIds("drawing")).toEqual([]);
  });

  it("reads anything unreadable as none, and drops what is not an id", () => {
    localStorage.setItem("savedDrawings", "{not json");
    expect(savedIds("drawing")).toEqual([]);
    localStorage.setItem("savedDrawings", JSON.stringify(["d1", 7, null, "d2"]));
    expect(savedIds("drawing")).toEqual(["d1", "d2"]);
    localStorage.setItem("savedDrawings", JSON.stringify({ d1: true }));
    expect(savedIds("drawing")).toEqual([]);
  });

  it(`keeps the newest ${MAX_FAVOURITES}`, () => {
    for (let index = 0; index <= MAX_FAVOURITES; index++) toggleSaved("drawing", `d${index}`);
    const ids = savedIds("drawing");
    expect(ids.length).toBe(MAX_FAVOURITES);
    expect(ids[0]).toBe("d1");
    expect(ids.at(-1)).toBe(`d${MAX_FAVOURITES}`);
  });
});
