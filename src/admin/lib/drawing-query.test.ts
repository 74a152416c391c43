import { describe, expect, it } from "vitest";
import { DEFAULT_DRAWING_QUERY, drawingQueryToSearch, hasDrawingFilters, parseDrawingQuery, sortedBy } from "./drawing-query.ts";

describe("drawing list query in the address", () => {
  it("reads the defaults from an empty query string", () => {
    expect(parseDrawingQuery("")).toEqual(DEFAULT_DRAWING_QUERY);
    expect(drawingQueryToSearch(DEFAULT_DRAWING_QUERY)).toBe("");
  });

  it("round-trips every filter", () => {
    const query = {
      search: "gato feliz",
      categoryId: "c-1",
      status: "inactive" as const,
      sort: "downloads" as const,
      order: "asc" as const,
      page: 3,
    };
    const search = drawingQueryToSearch(query);
    expect(search).toBe("?search=gato+feliz&category=c-1&status=inactive&sort=downloads&order=asc&page=3");
    expect(parseDrawingQuery(search)).toEqual(query);
  });

  it("ignores nonsense", () => {
    expect(parseDrawingQuery("?status=deleted&page=-2&sort=password&order=up")).toEqual(DEFAULT_DRAWING_QUERY);
    expect(parseDrawingQuery("?page=abc").page).toBe(1);
  });

  it("sorts by a column from its most useful end, and turns the direction on a second click", () => {
    const byViews = sortedBy({ ...DEFAULT_DRAWING_QUERY, page: 5 }, "views");
    expect(byViews).toMatchObject({ sort: "views", order: "desc", page: 1 });
    expect(sortedBy(byViews, "views").order).toBe("asc");
    expect(sortedBy(byViews, "title")).toMatchObject({ sort: "title", order: "asc" });
  });

  it("knows when a filter is set", () => {
    expect(hasDrawingFilters(DEFAULT_DRAWING_QUERY)).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, page: 4 })).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, search: " x " })).toBe(true);
    expect(hasDrawingFilters({ ...DEFAULT_DRAWING_QUERY, status: "active" })).toBe(true);
  });
});
