import type { DrawingWithCategory } from "#src/lib/domain.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/** `drawing-card:<id>`: what a drawing's card shows wherever it appears (category pages, related lists, home). */
const key = (id: string) => `drawing-card:${id}`;

/** Title, slug, image, category name and slug. */
export function drawingCardValue(drawing: DrawingWithCategory) {
  return {
    title: drawing.title,
    slug: drawing.slug,
    imageUrl: drawing.imageUrl,
    category: drawing.category ? { name: drawing.category.name, slug: drawing.category.slug } : null,
  };
}

/** Records the cards a page shows. */
export function recordDrawingCards(drawings: readonly DrawingWithCategory[]): void {
  if (!isCollecting()) return;
  for (const drawing of drawings) recordDependency(key(drawing.id), drawingCardValue(drawing));
}

export const drawingCardKind = {
  name: "drawing-card",
  key,
  group: key,
  async current({ arg: id }, data) {
    const drawing = await data.drawing(id);
    return drawing ? drawingCardValue(drawing) : null;
  },
  async affectedGroups(changes) {
    return [...(await changes.drawings())].map(key);
  },
} satisfies DependencyKind;
