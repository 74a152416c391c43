import type { DrawingWithCategory } from "#src/lib/domain.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/** `drawing:<id>`: everything a drawing's own page shows of it (and of its category's name and slug). */
const key = (id: string) => `drawing:${id}`;

export function drawingValue(drawing: DrawingWithCategory): Omit<DrawingWithCategory, "views" | "downloads"> {
  const { views: _views, downloads: _downloads, ...shown } = drawing;
  return shown;
}

/** Records the drawing a drawing page shows. */
export function recordDrawing(drawing: DrawingWithCategory): void {
  if (isCollecting()) recordDependency(key(drawing.id), drawingValue(drawing));
}

export const drawingKind = {
  name: "drawing",
  key,
  group: key,
  async current({ arg: id }, data) {
    const drawing = await data.drawing(id);
    return drawing ? drawingValue(drawing) : null;
  },
  async affectedGroups(changes) {
    return [...(await changes.drawings())].map(key);
  },
} satisfies DependencyKind;
