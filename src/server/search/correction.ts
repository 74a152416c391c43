/**
 * Which known word a mistyped one was meant to be: the typo correction of
 * the search ('Mostrando resultados para: …'). The database proposes
 * candidates that look alike (pg_trgm); this module keeps those within a
 * small edit distance and prefers the closest, then the most common.
 */

/** Words shorter than this are never corrected: too many words are one edit apart. */
export const MIN_CORRECTED_LENGTH = 4;
/** From this length on, two edits are forgiven ('elefamte', 'borbolta'); shorter words get one. */
export const TWO_EDITS_FROM_LENGTH = 7;

/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions,
 * deletions, substitutions and adjacent transpositions), or `max + 1` as
 * soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** Edits forgiven in a word of this length (0: not corrected). */
export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(word)) return 0;
  return word.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1;
}

export type Candidate = { word: string; documents: number };

/**
 * The candidate `word` was most likely meant as: the fewest edits away (within
 * what its length allows), then the most documents, then alphabetical; null
 * when none is close enough.
 */
export function bestCorrection(word: string, candidates: readonly Candidate[]): string | null {
  const max = allowedEdits(word);
  if (max === 0) return null;
  let best: { word: string; distance: number; documents: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.documents > best.documents) ||
      (distance === best.distance && candidate.documents === best.documents && candidate.word < best.word)
    ) {
      best = { word: candidate.word, distance, documents: candidate.documents };
    }
  }
  return best?.word ?? null;
}
