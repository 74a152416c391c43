import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { defineKind, keyPerRow } from "./kind.ts";

/**
 * A kind whose key (`<name>:<id>`, its own group) is what one view shows of
 * one drawing (`value` of it): read through the source's batched read of
 * drawings, null once the drawing is inactive or gone, and checked whenever
 * a change may have touched the drawing. drawing.ts (its page) and
 * drawing-card.ts (its card) are two such views.
 */
export function drawingViewKind<const Name extends string, Value>(name: Name, value: (drawing: DrawingWithCategory) => Value) {
  const identity = keyPerRow(name);
  return defineKind({
    ...identity,
    load: (source, id: string) => source.drawing(id),
    value: (drawing: DrawingWithCategory | null) => (drawing ? value(drawing) : null),
    async affectedGroups(changes) {
      return [...(await changes.drawings())].map(identity.key);
    },
  });
}
