import { describe, expect, it } from "vitest";
import { drawingSearchUrl, SEARCH_MAX_WORDS, searchWords } from "./search.ts";

describe("searchWords", () => {
  it("keeps lower-case, accent-free letters and digits; everything else separates words", () => {
    expect(searchWords("  Coração-de-LEÃO, n. 7! ")).toEqual(["coracao", "de", "leao", "n", "7"]);
    expect(searchWords("' or 1=1 -- & !cão | (x:*)")).toEqual(["or", "1", "1", "cao", "x"]);
    expect(searchWords("🐱🐶 ...")).toEqual([]);
  });

  it("bounds the words: at most SEARCH_MAX_WORDS, each at most 40 letters", () => {
    expect(searchWords(Array.from({ length: 20 }, (_, index) => `w${index}`).join(" "))).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords("a".repeat(90))).toEqual(["a".repeat(40)]);
  });
});

describe("drawingSearchUrl", () => {
  it("encodes the query and names the page from 2 on", () => {
    expect(drawingSearchUrl("lápis de cor")).toBe("/api/search?q=l%C3%A1pis+de+cor");
    expect(drawingSearchUrl("gato", 3)).toBe("/api/search?q=gato&page=3");
  });
});
