import { type RawBuilder, sql } from "kysely";

/** Escapes LIKE wildcards so user input matches literally (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A trimmed search text, or undefined when nothing is left to search for. */
export function searchText(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The LIKE pattern `%text%` in the database's own search form (lower case, no
 * accents), so 'CAO' and 'cao' both find 'Cão'. Normalised by the same SQL
 * function as the column it is compared with, never by JavaScript.
 */
export function containsPattern(text: string): RawBuilder<string> {
  return sql<string>`'%' || public.search_normalize(${escapeLike(text)}) || '%'`;
}
