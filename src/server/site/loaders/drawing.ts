import type { DrawingPage } from "#src/lib/page-data.ts";
import { drawingKind } from "../kinds/drawing.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { relatedDrawingIds, relatedKind } from "../kinds/related.ts";
import { pageSource } from "../source.ts";

/** An active drawing by its address, with up to 4 related drawings of its category (the spec fetches 5, shows 4). */
export async function loadDrawingPage(categorySlug: string, drawingSlug: string): Promise<DrawingPage> {
  const source = await pageSource();
  const id = await source.drawingIdAt(categorySlug, drawingSlug);
  const drawing = id === null ? null : await drawingKind.read(source, id);
  // An active drawing always has a category: its address names it.
  if (!drawing || drawing.categoryId === null) return { found: false };
  const head = await relatedKind.read(source, drawing.categoryId);
  return { found: true, drawing, related: await drawingCardKind.readMany(source, relatedDrawingIds(head, drawing.id)) };
}
