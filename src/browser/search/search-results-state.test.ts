import { describe, expect, it } from "vitest";
import type { DrawingSearchHit } from "#src/lib/search.ts";
import { countLabel, hasMore, initialSearchView, searchReducer } from "./search-results-state.ts";

const hit = (n: number): DrawingSearchHit => ({
  url: `/desenhos/animais/gato-${n}`,
  title: `Gato ${n}`,
  image: null,
  category: "Animais",
  difficulty: null,
});
const hits = (from: number, count: number) => Array.from({ length: count }, (_, index) => hit(from + index));

describe("search results state", () => {
  it("starts loading and busy for a query, empty and idle for a blank one", () => {
    expect(initialSearchView({ query: "gato" })).toMatchObject({ state: "loading", busy: true, hits: [] });
    expect(initialSearchView({ query: "  " })).toMatchObject({ state: "empty", busy: false, total: 0 });
    // A level of the difficulty filter lists its drawings without a query.
    expect(initialSearchView({ query: "", tier: "facil" })).toMatchObject({ state: "loading", busy: true });
  });

  it("shows the first page, busy until done, then offers more", () => {
    let view = searchReducer(initialSearchView({ query: "gato" }), { type: "loadingMore" });
    view = searchReducer(view, { type: "found", total: 30, corrected: null });
    expect(view.state).toBe("loading");
    view = searchReducer(view, { type: "hits", hits: hits(0, 24) });
    expect(view).toMatchObject({ state: "results", busy: true, loadingMore: false });
    expect(hasMore(view)).toBe(false);
    view = searchReducer(view, { type: "done" });
    expect(view).toMatchObject({ state: "results", busy: false });
    expect(view.hits).toHaveLength(24);
    expect(hasMore(view)).toBe(true);
    view = searchReducer(view, { type: "loadingMore" });
    view = searchReducer(view, { type: "moreFailed" });
    expect(view).toMatchObject({ state: "results", loadingMore: false });
    expect(hasMore(view)).toBe(true);
    view = searchReducer(view, { type: "hits", hits: hits(24, 6) });
    expect(hasMore(view)).toBe(false);
  });

  it("keeps the correction and ends empty when nothing is found", () => {
    let view = searchReducer(initialSearchView({ query: "girasol" }), { type: "found", total: 0, corrected: "girassol" });
    view = searchReducer(searchReducer(view, { type: "hits", hits: [] }), { type: "done" });
    expect(view).toMatchObject({ state: "empty", busy: false, corrected: "girassol" });
  });

  it("ends in the error state, not busy, on a failure, and starts loading again on a retry", () => {
    const view = searchReducer(initialSearchView({ query: "gato" }), { type: "failed" });
    expect(view).toMatchObject({ state: "error", busy: false, total: 0 });
    expect(searchReducer(view, { type: "retry" })).toEqual(initialSearchView({ query: "gato" }));
  });

  it("counts in Portuguese", () => {
    expect(countLabel(1)).toBe("1 desenho encontrado");
    expect(countLabel(1200)).toBe("1.200 desenhos encontrados");
  });
});
