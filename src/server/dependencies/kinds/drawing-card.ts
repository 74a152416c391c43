import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { drawingViewKind } from "./drawing-view.ts";

/** Title, slug, image, category name and slug. */
export function drawingCardValue(drawing: DrawingWithCategory) {
  return {
    title: drawing.title,
    slug: drawing.slug,
    imageUrl: drawing.imageUrl,
    category: drawing.category ? { name: drawing.category.name, slug: drawing.category.slug } : null,
  };
}

/** `drawing-card:<id>`: what a drawing's card shows wherever it appears (category pages, related lists, home). */
const view = drawingViewKind("drawing-card", drawingCardValue);

export const drawingCardKind = view.kind;

/** Records the cards a page shows. */
export const recordDrawingCards = view.record;
