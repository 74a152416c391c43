import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { RELATED_FETCH, RELATED_SHOWN } from "#src/lib/site.ts";
import { isUuid } from "#src/server/repositories/ids.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/**
 * `related:<categoryId>|<drawingId>`: the related drawings a drawing page
 * shows (ids, in order). The group is the category: any change to its list
 * of drawings may change every related list in it.
 */
const key = (categoryId: string, drawingId: string) => `related:${categoryId}|${drawingId}`;
const group = (categoryId: string) => `related:${categoryId}`;

/** Records the related list of a drawing page (the cards it shows are drawing-card dependencies of their own). */
export function recordRelated(drawing: DrawingWithCategory, related: readonly DrawingWithCategory[]): void {
  if (!isCollecting() || drawing.categoryId === null) return;
  recordDependency(
    key(drawing.categoryId, drawing.id),
    related.map((item) => item.id),
  );
}

export const relatedKind = {
  name: "related",
  key,
  group,
  async current({ arg: categoryId, detail: drawingId }, data) {
    if (!isUuid(categoryId)) return null;
    // The other drawings of the category in its pages' order, as the loader fetches them: 5 fetched, 4 shown.
    const ids = await data.categoryDrawingIds(categoryId);
    return ids
      .filter((id) => id !== drawingId)
      .slice(0, RELATED_FETCH)
      .slice(0, RELATED_SHOWN);
  },
  async affectedGroups(changes) {
    return [...(await changes.categoryLists())].map(group);
  },
} satisfies DependencyKind;
