import { describe, expect, it } from "vitest";
import { articleQueryToSearch, DEFAULT_ARTICLE_QUERY, hasArticleFilters, parseArticleQuery } from "./article-query.ts";

describe("article list query in the address", () => {
  it("reads the defaults from an empty query string", () => {
    expect(parseArticleQuery("")).toEqual(DEFAULT_ARTICLE_QUERY);
    expect(articleQueryToSearch(DEFAULT_ARTICLE_QUERY)).toBe("");
  });

  it("round-trips every filter", () => {
    const query = { search: "cores primárias", status: "published" as const, page: 3 };
    const search = articleQueryToSearch(query);
    expect(search).toBe("?search=cores+prim%C3%A1rias&status=published&page=3");
    expect(parseArticleQuery(search)).toEqual(query);
    for (const status of ["draft", "archived"] as const) {
      expect(parseArticleQuery(articleQueryToSearch({ ...DEFAULT_ARTICLE_QUERY, status })).status).toBe(status);
    }
  });

  it("trims the search it writes", () => {
    expect(articleQueryToSearch({ ...DEFAULT_ARTICLE_QUERY, search: "  arte " })).toBe("?search=arte");
    expect(articleQueryToSearch({ ...DEFAULT_ARTICLE_QUERY, search: "   " })).toBe("");
  });

  it("ignores nonsense", () => {
    expect(parseArticleQuery("?status=active&page=-2")).toEqual(DEFAULT_ARTICLE_QUERY);
    expect(parseArticleQuery("?page=abc").page).toBe(1);
    expect(parseArticleQuery("?category=x")).toEqual(DEFAULT_ARTICLE_QUERY);
  });

  it("knows when a filter is set", () => {
    expect(hasArticleFilters(DEFAULT_ARTICLE_QUERY)).toBe(false);
    expect(hasArticleFilters({ ...DEFAULT_ARTICLE_QUERY, page: 4 })).toBe(false);
    expect(hasArticleFilters({ ...DEFAULT_ARTICLE_QUERY, search: " x " })).toBe(true);
    expect(hasArticleFilters({ ...DEFAULT_ARTICLE_QUERY, status: "draft" })).toBe(true);
  });
});
