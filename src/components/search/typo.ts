import { normalizeSearchText } from "../../lib/search-text.ts";

/**
 * One-typo tolerance on top of Pagefind, which matches words exactly (after
 * stemming and accent folding) or by prefix. When a query finds nothing, each
 * of its words that no indexed word starts with is replaced by the most
 * frequent vocabulary word one edit away (a letter missing, extra, wrong, or
 * two neighbours swapped), and the search runs again.
 */

/** Words shorter than this are not corrected: too many words are one edit apart. */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Whether `a` and `b` differ by at most one edit (Damerau: insertion, deletion, substitution, adjacent transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthDifference = a.length - b.length;
  if (Math.abs(lengthDifference) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  // Substitution, insertion or deletion: one character (or none) left on each side.
  if (restA.length <= 1 && restB.length <= 1) return true;
  // Adjacent transposition: "ab" against "ba".
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** Query words in the index's form: lower case, no accents. */
export function queryTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/**
 * The vocabulary word (most frequent first) a mistyped term most likely
 * meant, or null. A term some word starts with is a prefix being typed, not
 * a typo. A whole-word match wins over a match of a word's beginning; a
 * trailing plural "s" is also tried without it.
 */
export function correctTerm(term: string, vocabulary: readonly string[]): string | null {
  if (term.length < MIN_CORRECTABLE_LENGTH || /^\d+$/.test(term)) return null;
  if (vocabulary.some((word) => word.startsWith(term))) return null;
  const singular = term.length > MIN_CORRECTABLE_LENGTH && term.endsWith("s") ? term.slice(0, -1) : null;
  const whole = vocabulary.find((word) => withinOneEdit(term, word) || (singular !== null && withinOneEdit(singular, word)));
  if (whole) return whole;
  return (
    vocabulary.find(
      (word) =>
        word.length > term.length &&
        (withinOneEdit(term, word.slice(0, term.length)) || withinOneEdit(term, word.slice(0, term.length + 1))),
    ) ?? null
  );
}

/** The query with its typos corrected, or null when there is nothing to correct. */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const terms = queryTerms(query);
  let changed = false;
  const corrected = terms.map((term) => {
    const replacement = correctTerm(term, vocabulary);
    if (replacement === null || replacement === term) return term;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(" ") : null;
}
