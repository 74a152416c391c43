/**
 * Text PostgreSQL cannot store: the NUL character (U+0000) is refused in
 * `text` and `jsonb` alike, with a raw driver error. Form fields and AI
 * replies are checked for it before any database call, so the
 * administrator reads a sentence instead of a 500.
 */
export const UNSTORABLE_TEXT_MESSAGE = "O texto contém um caractere inválido (caractere nulo). Remova-o e tente de novo.";

const NUL = String.fromCharCode(0);

/** The dotted path of the first string in `value` that cannot be stored ("" for the value itself), or null. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes(NUL) ? path.join(".") : null;
  if (value === null || typeof value !== "object" || value instanceof Blob) return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = unstorableTextPath(item, [...path, String(key)]);
    if (found !== null) return found;
  }
  return null;
}
