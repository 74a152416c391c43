import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { RELATED_FETCH, RELATED_SHOWN } from "#src/lib/site.ts";
import { getDb } from "#src/server/db/index.ts";
import { recordDrawing } from "#src/server/dependencies/kinds/drawing.ts";
import { recordDrawingCards } from "#src/server/dependencies/kinds/drawing-card.ts";
import { recordRelated } from "#src/server/dependencies/kinds/related.ts";
import { getDrawingByCategoryAndSlug, relatedDrawings } from "#src/server/repositories/drawings.ts";

export type DrawingPage = { found: false } | { found: true; drawing: DrawingWithCategory; related: DrawingWithCategory[] };

/** An active drawing by its address, with up to 4 related drawings of its category (the spec fetches 5, shows 4). */
export async function loadDrawingPage(categorySlug: string, drawingSlug: string): Promise<DrawingPage> {
  const db = await getDb();
  const drawing = await getDrawingByCategoryAndSlug(db, categorySlug, drawingSlug, { active: true });
  if (!drawing) return { found: false };
  const related = (await relatedDrawings(db, drawing, RELATED_FETCH)).slice(0, RELATED_SHOWN);
  recordDrawing(drawing);
  recordRelated(drawing, related);
  recordDrawingCards(related);
  return { found: true, drawing, related };
}

/** The description as paragraphs, one per non-empty line; empty when there is none. */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
