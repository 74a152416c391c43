import { RELATED_SHOWN } from "#src/lib/site.ts";
import { defineKind } from "./kind.ts";

/**
 * `related:<categoryId>`: the head of a category's list, the first
 * RELATED_SHOWN + 1 of its drawings (ids) in the order its pages list them.
 * A drawing page's related drawings are that head without the drawing
 * itself, the first RELATED_SHOWN of it (`relatedDrawingIds`; the spec
 * fetches one more than it shows, to leave the drawing itself out).
 *
 * One key for every drawing page of a category, not one per page: an edit
 * in a category of 8,000 drawings computes one head, and only a change to
 * the head renders its drawing pages again.
 */
const key = (categoryId: string) => `related:${categoryId}`;

export const relatedKind = defineKind({
  name: "related",
  key,
  group: key,
  argsOf: ({ arg, detail }): [string] | null => (detail === undefined ? [arg] : null),
  async load(source, categoryId: string) {
    return (await source.categoryDrawingIds(categoryId)).slice(0, RELATED_SHOWN + 1);
  },
  value: (ids: string[]) => ids,
  async affectedGroups(changes) {
    return [...(await changes.categoryLists())].map(key);
  },
});

/** The related drawings of `drawingId` (ids, in order), from its category's head. */
export function relatedDrawingIds(head: readonly string[], drawingId: string): string[] {
  return head.filter((id) => id !== drawingId).slice(0, RELATED_SHOWN);
}
