/**
 * The tag rule (spec section 5): a tag is trimmed, never empty and kept
 * only once, in the order given. The spec compares tags case-sensitively;
 * here 'Gato' and 'gato' are one tag (the first spelling stays), since a
 * tag is a search link and two that differ only in case would lead to the
 * same results (issue 21). The form applies it one tag at a time as they
 * are typed; the server applies it to the whole list it receives.
 */
export type AddTagResult = { tags: string[]; added: true } | { tags: string[]; added: false; reason: "empty" | "duplicate" };

export function addTag(tags: readonly string[], input: string): AddTagResult {
  const tag = input.trim();
  if (tag === "") return { tags: [...tags], added: false, reason: "empty" };
  if (tags.some((existing) => tagKey(existing) === tagKey(tag))) return { tags: [...tags], added: false, reason: "duplicate" };
  return { tags: [...tags, tag], added: true };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((candidate) => candidate !== tag);
}

/** A whole list under the rule: trimmed, blanks dropped, duplicates removed, order kept. */
export function normalizeTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const tag of tags.map((candidate) => candidate.trim())) {
    if (tag !== "" && !kept.has(tagKey(tag))) kept.set(tagKey(tag), tag);
  }
  return [...kept.values()];
}

/** What makes two tags the same one: their text, case aside. */
function tagKey(tag: string): string {
  return tag.toLocaleLowerCase("pt-BR");
}
