import { describe, expect, it } from "vitest";
import { ARTICLE_LIST_ADDRESS, type ArticleQuery, hasArticleFilters } from "./article-query.ts";
import { listQuerySearch, parseListQuery } from "./list-query.ts";

const DEFAULTS = ARTICLE_LIST_ADDRESS.defaults;
const parse = (search: string) => parseListQuery(ARTICLE_LIST_ADDRESS, search);
const toSearch = (query: ArticleQuery) => listQuerySearch(ARTICLE_LIST_ADDRESS, query);

describe("article list query in the address", () => {
  it("reads the defaults from an empty query string", () => {
    expect(DEFAULTS).toEqual({ search: undefined, status: "all", page: 1 });
    expect(parse("")).toEqual(DEFAULTS);
    expect(toSearch(DEFAULTS)).toBe("");
  });

  it("round-trips every filter", () => {
    const query: ArticleQuery = { search: "cores primárias", status: "published", page: 3 };
    const search = toSearch(query);
    expect(search).toBe("?search=cores+prim%C3%A1rias&status=published&page=3");
    expect(parse(search)).toEqual(query);
    for (const status of ["draft", "archived"] as const) {
      expect(parse(toSearch({ ...DEFAULTS, status })).status).toBe(status);
    }
  });

  it("trims the search it writes, and leaves a blank one out", () => {
    expect(toSearch({ ...DEFAULTS, search: "  arte " })).toBe("?search=arte");
    expect(toSearch({ ...DEFAULTS, search: "   " })).toBe("");
  });

  it("ignores nonsense", () => {
    expect(parse("?status=active&page=-2")).toEqual(DEFAULTS);
    expect(parse("?page=abc").page).toBe(1);
    expect(parse("?category=x")).toEqual(DEFAULTS);
  });

  it("knows when a filter is set", () => {
    expect(hasArticleFilters(DEFAULTS)).toBe(false);
    expect(hasArticleFilters({ ...DEFAULTS, page: 4 })).toBe(false);
    expect(hasArticleFilters({ ...DEFAULTS, search: "x" })).toBe(true);
    expect(hasArticleFilters({ ...DEFAULTS, status: "draft" })).toBe(true);
  });
});
