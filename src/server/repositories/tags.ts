/** Tags as the forms promise them: trimmed, non-empty, no duplicates (case-sensitive), order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
}
