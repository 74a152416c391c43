import { describe, expect, it } from "vitest";
import { readingTimeMinutes } from "#src/lib/reading-time.ts";
import { ARTICLE_LENGTH_MESSAGES, articleLengthRating, articleMetrics, wordCountLabel } from "./article-metrics.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(" ");

describe("articleLengthRating", () => {
  it.each([
    [0, "below-minimum"],
    [1, "below-minimum"],
    [1_199, "below-minimum"],
    [1_200, "meets-minimum"],
    [1_499, "meets-minimum"],
    [1_500, "above-ideal"],
    [5_000, "above-ideal"],
  ] as const)("%i words are %s", (count, rating) => {
    expect(articleLengthRating(count)).toBe(rating);
  });
});

describe("ARTICLE_LENGTH_MESSAGES", () => {
  it("are the spec's words", () => {
    expect(ARTICLE_LENGTH_MESSAGES).toEqual({
      "below-minimum": "Abaixo do mínimo recomendado de 1.200 palavras",
      "meets-minimum": "Atende ao mínimo",
      "above-ideal": "Excelente! Acima do ideal de 1.500 palavras",
    });
  });
});

describe("articleMetrics", () => {
  it("has nothing for an empty or blank text", () => {
    expect(articleMetrics("  \n\t ")).toEqual({
      words: 0,
      readingMinutes: 0,
      length: "below-minimum",
      lengthMessage: "Abaixo do mínimo recomendado de 1.200 palavras",
    });
  });

  it("counts whitespace-separated words, markdown marks included", () => {
    expect(articleMetrics("## Título\n\nTexto com **negrito** e [link](/blog).").words).toBe(7);
  });

  it.each([
    [199, 1],
    [200, 1],
    [201, 2],
    [1_200, 6],
    [1_500, 8],
  ])("reads %i words in %i min (200 per minute, rounded up)", (count, minutes) => {
    expect(articleMetrics(words(count)).readingMinutes).toBe(minutes);
  });

  it("agrees with the public page's reading time", () => {
    const text = words(1_234);
    expect(articleMetrics(text).readingMinutes).toBe(readingTimeMinutes(text));
  });

  it.each([
    [1_199, "Abaixo do mínimo recomendado de 1.200 palavras"],
    [1_200, "Atende ao mínimo"],
    [1_500, "Excelente! Acima do ideal de 1.500 palavras"],
  ])("says how %i words compare with the recommended length", (count, message) => {
    expect(articleMetrics(words(count)).lengthMessage).toBe(message);
  });
});

describe("wordCountLabel", () => {
  it.each([
    [0, "0 palavras"],
    [1, "1 palavra"],
    [2, "2 palavras"],
    [1_234, "1.234 palavras"],
  ])("%i reads %s", (count, label) => {
    expect(wordCountLabel(count)).toBe(label);
  });
});
