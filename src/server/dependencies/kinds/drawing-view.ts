import type { DrawingWithCategory } from "#src/lib/domain.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/**
 * A kind whose key (`<name>:<id>`, its own group) is what one view shows of
 * one drawing (`value` of it): computed again from the evaluator's batched
 * read of the drawing, null once the drawing is inactive or gone, and checked
 * whenever a change may have touched the drawing. drawing.ts (its page) and
 * drawing-card.ts (its card) are two such views.
 */
export function drawingViewKind<const Name extends string, Value>(name: Name, value: (drawing: DrawingWithCategory) => Value) {
  const key = (id: string) => `${name}:${id}`;
  const kind = {
    name,
    key,
    group: key,
    async current({ arg: id }, data) {
      const drawing = await data.drawing(id);
      return drawing ? value(drawing) : null;
    },
    async affectedGroups(changes) {
      return [...(await changes.drawings())].map(key);
    },
  } satisfies DependencyKind;
  /** Records what the view shows of each of `drawings`. */
  const record = (drawings: readonly DrawingWithCategory[]): void => {
    if (!isCollecting()) return;
    for (const drawing of drawings) recordDependency(key(drawing.id), value(drawing));
  };
  return { kind, record };
}
