import { describe, expect, it } from "vitest";
import { isProtected, matchRoute, paths } from "./routes.ts";

describe("matchRoute", () => {
  it("maps every route of the spec", () => {
    expect(matchRoute("/admin")).toEqual({ name: "login" });
    expect(matchRoute("/admin/")).toEqual({ name: "login" });
    expect(matchRoute("/admin/drawings")).toEqual({ name: "drawings" });
    expect(matchRoute("/admin/drawings/new")).toEqual({ name: "drawing-new" });
    expect(matchRoute("/admin/drawings/abc-123")).toEqual({ name: "drawing-edit", id: "abc-123" });
    expect(matchRoute("/admin/categories")).toEqual({ name: "categories" });
    expect(matchRoute("/admin/categories/new")).toEqual({ name: "category-new" });
    expect(matchRoute("/admin/categories/c9")).toEqual({ name: "category-edit", id: "c9" });
    expect(matchRoute("/admin/collections")).toEqual({ name: "collections" });
    expect(matchRoute("/admin/collections/new")).toEqual({ name: "collection-new" });
    expect(matchRoute("/admin/collections/k1")).toEqual({ name: "collection-edit", id: "k1" });
    expect(matchRoute("/admin/collections/k1/x")).toEqual({ name: "not-found" });
    expect(matchRoute("/admin/articles")).toEqual({ name: "articles" });
    expect(matchRoute("/admin/articles/new")).toEqual({ name: "article-new" });
    expect(matchRoute("/admin/articles/edit/a1")).toEqual({ name: "article-edit", id: "a1" });
    expect(matchRoute("/admin/articles/generate")).toEqual({ name: "article-generate" });
    expect(matchRoute("/admin/auto-publish")).toEqual({ name: "auto-publish" });
  });

  it("round-trips the path builders, ids included", () => {
    expect(matchRoute(paths.drawing("a b/c"))).toEqual({ name: "drawing-edit", id: "a b/c" });
    expect(matchRoute(paths.category("x"))).toEqual({ name: "category-edit", id: "x" });
    expect(matchRoute(paths.article("y"))).toEqual({ name: "article-edit", id: "y" });
  });

  it("does not know anything else", () => {
    for (const path of [
      "/",
      "/adminx",
      "/admin/foo",
      "/admin/drawings/1/2",
      "/admin/articles/edit",
      "/admin/auto-publish/x",
      "/admin/drawings/%E0%A4%A",
    ]) {
      expect(matchRoute(path), path).toEqual({ name: "not-found" });
    }
  });

  it("protects everything but the login screen", () => {
    expect(isProtected({ name: "login" })).toBe(false);
    expect(isProtected({ name: "drawings" })).toBe(true);
    expect(isProtected({ name: "not-found" })).toBe(true);
  });
});
