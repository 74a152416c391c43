import { formatNumber } from "#src/lib/format.ts";
import { countWords, readingTimeMinutes } from "#src/lib/reading-time.ts";

/**
 * What the article editor shows under the content: word count, reading time
 * and how the length compares with the recommended one (spec sections 5 and
 * 9). Words are split on whitespace by src/lib/reading-time.ts, the one copy
 * the public page and the server use too, so every count agrees.
 */

/** Below this many words an article is under the recommended minimum. */
export const ARTICLE_MIN_WORDS = 1_200;
/** From this many words on an article reaches the ideal length. */
export const ARTICLE_IDEAL_WORDS = 1_500;

export type ArticleLengthRating = "below-minimum" | "meets-minimum" | "above-ideal";

export const ARTICLE_LENGTH_MESSAGES: Record<ArticleLengthRating, string> = {
  "below-minimum": "Abaixo do mínimo recomendado de 1.200 palavras",
  "meets-minimum": "Atende ao mínimo",
  "above-ideal": "Excelente! Acima do ideal de 1.500 palavras",
};

export type ArticleMetrics = {
  words: number;
  /** Whole minutes at 200 words per minute, rounded up (0 for an empty text). */
  readingMinutes: number;
  length: ArticleLengthRating;
  lengthMessage: string;
};

export function articleLengthRating(words: number): ArticleLengthRating {
  if (words < ARTICLE_MIN_WORDS) return "below-minimum";
  return words < ARTICLE_IDEAL_WORDS ? "meets-minimum" : "above-ideal";
}

export function articleMetrics(content: string): ArticleMetrics {
  const words = countWords(content);
  const length = articleLengthRating(words);
  return {
    words,
    readingMinutes: readingTimeMinutes(content),
    length,
    lengthMessage: ARTICLE_LENGTH_MESSAGES[length],
  };
}

/** "1 palavra" / "1.234 palavras", in pt-BR digits. */
export function wordCountLabel(words: number): string {
  return `${formatNumber(words)} ${words === 1 ? "palavra" : "palavras"}`;
}
