import { XML_FORBIDDEN } from "#src/lib/text.ts";

/**
 * Text the site refuses to store: the NUL character (U+0000), which
 * PostgreSQL refuses in `text` and `jsonb` alike with a raw driver error,
 * and every other character XML 1.0 forbids (the other C0 controls but tab
 * and line breaks, U+FFFE, U+FFFF, unpaired surrogates), which would make
 * the RSS feed or the sitemap unreadable. Form fields and AI replies are
 * checked for them before any database call, so the administrator reads a
 * sentence instead of a 500 or a broken feed.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  "O texto contém um caractere inválido (caractere nulo, de controle ou não imprimível). Remova-o e tente de novo.";

/** The dotted path of the first string in `value` that cannot be stored ("" for the value itself), or null. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return XML_FORBIDDEN.test(value) ? path.join(".") : null;
  if (value === null || typeof value !== "object" || value instanceof Blob) return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = unstorableTextPath(item, [...path, String(key)]);
    if (found !== null) return found;
  }
  return null;
}
