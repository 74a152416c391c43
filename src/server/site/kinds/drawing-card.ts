import type { DrawingWithCategory } from "#src/lib/domain.ts";
import type { PageSource } from "../source.ts";
import { drawingViewKind } from "./drawing-view.ts";

/** Title, slug, image, category name and slug, difficulty. */
function drawingCardValue(drawing: DrawingWithCategory) {
  return {
    title: drawing.title,
    slug: drawing.slug,
    imageUrl: drawing.imageUrl,
    category: drawing.category ? { name: drawing.category.name, slug: drawing.category.slug } : null,
    difficulty: drawing.difficulty,
  };
}

/** `drawing-card:<id>`: what a drawing's card shows wherever it appears (category pages, related lists, home). */
const view = drawingViewKind("drawing-card", drawingCardValue);

export const drawingCardKind = {
  ...view,
  /** The cards of `ids`, in that order, read with one query; those no longer shown are left out (and recorded as gone). */
  async readMany(source: PageSource, ids: readonly string[]): Promise<DrawingWithCategory[]> {
    const drawings = await Promise.all(ids.map((id) => view.read(source, id)));
    return drawings.filter((drawing) => drawing !== null);
  },
};
