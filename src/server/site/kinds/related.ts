import { RELATED_SHOWN } from "#src/lib/site.ts";
import { defineKind } from "./kind.ts";

/**
 * `related:<categoryId>|<drawingId>`: the related drawings a drawing page
 * shows (ids, in order): the other drawings of its category in the order its
 * pages list them, the first RELATED_SHOWN of them (the spec fetches one
 * more than it shows, to leave the drawing itself out). The group is the
 * category: any change to its list of drawings may change every related
 * list in it.
 */
const key = (categoryId: string, drawingId: string) => `related:${categoryId}|${drawingId}`;
const group = (categoryId: string) => `related:${categoryId}`;

export const relatedKind = defineKind({
  name: "related",
  key,
  group,
  argsOf: ({ arg, detail }): [string, string] | null => (detail === undefined ? null : [arg, detail]),
  async load(source, categoryId: string, drawingId: string) {
    const ids = await source.categoryDrawingIds(categoryId);
    const related: string[] = [];
    for (const id of ids) {
      if (related.length === RELATED_SHOWN) break;
      if (id !== drawingId) related.push(id);
    }
    return related;
  },
  value: (ids: string[]) => ids,
  async affectedGroups(changes) {
    return [...(await changes.categoryLists())].map(group);
  },
});
