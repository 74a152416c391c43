/**
 * Tag rules of the forms (spec section 5): a tag is trimmed, must not be
 * empty and is added only once (exact, case-sensitive comparison).
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
