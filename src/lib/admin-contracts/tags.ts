/**
 * The tag rule (spec section 5): a tag is trimmed, never empty and kept
 * only once (exact, case-sensitive comparison), in the order given. The
 * form applies it one tag at a time as they are typed; the server applies
 * it to the whole list it receives.
 */
export type AddTagResult = { tags: string[]; added: true } | { tags: string[]; added: false; reason: "empty" | "duplicate" };

export function addTag(tags: readonly string[], input: string): AddTagResult {
  const tag = input.trim();
  if (tag === "") return { tags: [...tags], added: false, reason: "empty" };
  if (tags.includes(tag)) return { tags: [...tags], added: false, reason: "duplicate" };
  return { tags: [...tags, tag], added: true };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((candidate) => candidate !== tag);
}

/** A whole list under the rule: trimmed, blanks dropped, duplicates removed, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}
