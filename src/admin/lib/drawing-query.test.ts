import { describe, expect, it } from "vitest";
import { DRAWING_LIST_ADDRESS, type DrawingQuery, hasDrawingFilters, sortedBy } from "./drawing-query.ts";
import { listQuerySearch, parseListQuery } from "./list-query.ts";

const DEFAULTS = DRAWING_LIST_ADDRESS.defaults;
const parse = (search: string) => parseListQuery(DRAWING_LIST_ADDRESS, search);
const toSearch = (query: DrawingQuery) => listQuerySearch(DRAWING_LIST_ADDRESS, query);
const CATEGORY = "0b8d2c1e-5f4a-4c3b-9a2d-1e0f9c8b7a6d";

describe("drawing list query in the address", () => {
  it("reads the API's defaults from an empty query string", () => {
    expect(DEFAULTS).toEqual({
      search: undefined,
      categoryId: undefined,
      status: "all",
      level: "all",
      sort: "created_at",
      order: "desc",
      page: 1,
    });
    expect(parse("")).toEqual(DEFAULTS);
    expect(toSearch(DEFAULTS)).toBe("");
  });

  it("round-trips every filter, the category under its address name", () => {
    const query: DrawingQuery = {
      search: "gato feliz",
      categoryId: CATEGORY,
      status: "inactive",
      level: "medio",
      sort: "downloads",
      order: "asc",
      page: 3,
    };
    const search = toSearch(query);
    expect(search).toBe(`?search=gato+feliz&category=${CATEGORY}&status=inactive&level=medio&sort=downloads&order=asc&page=3`);
    expect(parse(search)).toEqual(query);
  });

  it("writes a sort with its direction, even the default one", () => {
    expect(toSearch({ ...DEFAULTS, sort: "views" })).toBe("?sort=views&order=desc");
    expect(toSearch({ ...DEFAULTS, order: "asc" })).toBe("?sort=created_at&order=asc");
  });

  it("takes each field the API would refuse as its default, and keeps the others", () => {
    expect(parse("?status=deleted&page=-2&sort=password&order=up&category=c-1")).toEqual(DEFAULTS);
    expect(parse("?page=abc&status=active")).toEqual({ ...DEFAULTS, status: "active" });
    expect(parse(`?search=${"a".repeat(500)}`).search).toBeUndefined();
  });

  it("sorts by a column from its most useful end, and turns the direction on a second click", () => {
    const byViews = { ...DEFAULTS, ...sortedBy({ ...DEFAULTS, page: 5 }, "views") };
    expect(byViews).toMatchObject({ sort: "views", order: "desc", page: 1 });
    expect(sortedBy(byViews, "views").order).toBe("asc");
    expect(sortedBy(byViews, "title")).toMatchObject({ sort: "title", order: "asc" });
  });

  it("knows when a filter is set", () => {
    expect(hasDrawingFilters(DEFAULTS)).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULTS, page: 4 })).toBe(false);
    expect(hasDrawingFilters({ ...DEFAULTS, search: "x" })).toBe(true);
    expect(hasDrawingFilters({ ...DEFAULTS, status: "active" })).toBe(true);
  });
});
