import { normalizeSearchText } from "#src/lib/search-text.ts";

/**
 * Query analysis on top of Pagefind, against the bundle's vocabulary (every
 * accent-free word the index holds, most frequent first):
 *
 * - Pagefind has no typo tolerance, and for a word it does not know it falls
 *   back to any indexed word the query word starts with ('girasol' finds
 *   'girar', 'xyzzy' finds the letter 'x'). So each query word is checked
 *   first: a word the index knows (or a prefix of one, or one of its
 *   inflections) is kept; an unknown word is replaced by the most frequent
 *   word one edit away (a letter missing, extra, wrong, or two neighbours
 *   swapped); an unknown word with no such neighbour means nothing can match.
 */

/** Words shorter than this are never corrected nor ruled out: too many words are one edit apart. */
export const MIN_CHECKED_LENGTH = 4;
/** How many letters an inflection may add to a known word ('cavalo' → 'cavalos', 'flor' → 'flores'). */
const MAX_INFLECTION = 2;

/** Whether `a` and `b` differ by at most one edit (Damerau: insertion, deletion, substitution, adjacent transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
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

const commonPrefixLength = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

export type TermCheck = { kind: "known" } | { kind: "corrected"; word: string } | { kind: "unknown" };

/**
 * What a query word means to the index: known (a word, a prefix of one, or
 * an inflection of one), a typo of a known word, or unknown.
 */
export function checkTerm(term: string, vocabulary: readonly string[]): TermCheck {
  if (term.length < MIN_CHECKED_LENGTH || /^\d+$/.test(term)) return { kind: "known" };
  if (
    vocabulary.some((word) => word.startsWith(term) || (term.startsWith(word) && term.length - word.length <= MAX_INFLECTION))
  ) {
    return { kind: "known" };
  }
  // A trailing plural "s" on a typo ('borboltas') is tried without it.
  const singular = term.length > MIN_CHECKED_LENGTH && term.endsWith("s") ? term.slice(0, -1) : null;
  const whole = vocabulary.find((word) => withinOneEdit(term, word) || (singular !== null && withinOneEdit(singular, word)));
  if (whole) return { kind: "corrected", word: whole };
  // A typo in a word still being typed ('borvol' for 'borbol...').
  const start = vocabulary.find(
    (word) =>
      word.length > term.length &&
      (withinOneEdit(term, word.slice(0, term.length)) || withinOneEdit(term, word.slice(0, term.length + 1))),
  );
  if (start) return { kind: "corrected", word: start };
  // Another inflection of a known word ('correndo' beside 'correr'): Pagefind's stemming finds it.
  if (vocabulary.some((word) => commonPrefixLength(term, word) >= Math.max(MIN_CHECKED_LENGTH, term.length - 3))) {
    return { kind: "known" };
  }
  return { kind: "unknown" };
}

export type QueryAnalysis = {
  /** What to search for: the query with its typos corrected. */
  query: string;
  /** The corrected query when a word was corrected, else null. */
  corrected: string | null;
  /** True when some word matches nothing in the index, so nothing can be found. */
  unknown: boolean;
};

export function analyzeQuery(query: string, vocabulary: readonly string[]): QueryAnalysis {
  const terms = queryTerms(query);
  let corrected = false;
  let unknown = false;
  const words = terms.map((term) => {
    const check = checkTerm(term, vocabulary);
    if (check.kind === "unknown") unknown = true;
    if (check.kind !== "corrected") return term;
    corrected = true;
    return check.word;
  });
  const correctedQuery = corrected ? words.join(" ") : null;
  return { query: correctedQuery ?? query.trim(), corrected: correctedQuery, unknown };
}
