import { describe, expect, it } from "vitest";
import { DEFAULT_DRAWING_QUERY, drawingQueryToSearch, hasDrawingFilters, parseDrawingQuery } from "./drawing-query.ts";

describe("drawing list query in the address", () => {
  it("reads the defaults from an empty query string", () => {
    expect(parseDrawingQuery("")).toEqual(DEFAULT_DRAWING_QUERY);
    expect(drawingQueryToSearch(DEFAULT_DRAWING_QUERY)).toBe("");
  });

  it("round-trips every filter", () => {
    const query = { search: "gato feliz", categoryId: "c-1", status: "inactive" as const, page: 3 };
    const search = drawingQueryToSearch(query);
    expect(search).toBe("?search=gato+feliz&category=c-1&status=inactive&page=3");
    expect(parseDrawingQuery(search)).toEqual(query);
  });

  it("ignores nonsense", () => {
    expect(parseDrawingQuery("?status=deleted&page=-2")).toEqual(DEFAULT_DRAWING_QUERY);
    expect(parseDrawingQuery("?page=abc").page).toBe(1);
  });

  it("knows when a filter is set", () => {
    expect(hasDrawingFilters(DEFAULT_DRAWING_QUERY)).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, page: 4 })).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, search: " x " })).toBe(true);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, status: "active" })).toBe(true);
  });
});
