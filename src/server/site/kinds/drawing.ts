import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { drawingViewKind } from "./drawing-view.ts";

/** Everything a drawing's own page shows of it (and of its category's name and slug): all but its counters. */
function drawingValue(drawing: DrawingWithCategory): Omit<DrawingWithCategory, "views" | "downloads"> {
  const { views: _views, downloads: _downloads, ...shown } = drawing;
  return shown;
}

/** `drawing:<id>`: the drawing a drawing's own page shows. */
export const drawingKind = drawingViewKind("drawing", drawingValue);
