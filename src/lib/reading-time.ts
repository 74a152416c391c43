import { WORDS_PER_MINUTE } from "./site.ts";

/** Words split on whitespace, as the spec counts them (an empty text has none). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

/** Reading time in whole minutes: words / 200, rounded up (spec section 5). */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}

/** "5 min de leitura". */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de leitura`;
}
