import type { DrawingWithCategory } from "../../lib/domain.ts";
import { RELATED_FETCH, RELATED_SHOWN } from "../../lib/site.ts";
import { getDb } from "../db/index.ts";
import { recordDrawingPage } from "../rebuild/dependencies.ts";
import { getDrawingByCategoryAndSlug, relatedDrawings } from "../repositories/drawings.ts";

export type DrawingPage = { found: false } | { found: true; drawing: DrawingWithCategory; related: DrawingWithCategory[] };

/** An active drawing by its address, with up to 4 related drawings of its category (the spec fetches 5, shows 4). */
export async function loadDrawingPage(categorySlug: string, drawingSlug: string): Promise<DrawingPage> {
  const db = await getDb();
  const drawing = await getDrawingByCategoryAndSlug(db, categorySlug, drawingSlug, { active: true });
  if (!drawing) return { found: false };
  const related = (await relatedDrawings(db, drawing, RELATED_FETCH)).slice(0, RELATED_SHOWN);
  recordDrawingPage(drawing, related);
  return { found: true, drawing, related };
}

/** The description as paragraphs, one per non-empty line; empty when there is none. */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
