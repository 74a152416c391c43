/**
 * Slug rules of the spec: lower case, accents removed, every run of
 * characters other than letters and digits becomes one hyphen, no hyphen at
 * either end.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The shape every stored slug has (the database checks it too); the longest is well under 200 characters. */
export function isValidSlug(value: string): boolean {
  return value.length <= 200 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

/**
 * The first of `base`, `base-1`, `base-2`, ... that `isTaken` does not claim.
 * A text with no letters or digits falls back to `fallback`.
 */
export async function uniqueSlug(
  text: string,
  isTaken: (candidate: string) => Promise<boolean> | boolean,
  fallback = "item",
): Promise<string> {
  const base = slugify(text) || fallback;
  let candidate = base;
  for (let suffix = 1; await isTaken(candidate); suffix++) candidate = `${base}-${suffix}`;
  return candidate;
}
