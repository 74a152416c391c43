import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { cardUrlFor, drawingPath, regionsUrlFor } from "#src/lib/urls.ts";
import { publicColouringSheet } from "#src/server/repositories/colouring-sheets.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { referencePaintingOf } from "#src/server/repositories/reference-paintings.ts";

/**
 * The colouring screen's drawing, when the site shows it publicly: null for a
 * drawing that is inactive, has no category or no image.
 */
export async function loadColouringSheet(db: Executor, id: string): Promise<ColouringSheet | null> {
  const sheet = await publicColouringSheet(db, id);
  if (!sheet?.imageUrl) return null;
  const reference = await referencePaintingOf(db, id);
  return {
    id: sheet.id,
    title: sheet.title,
    slug: sheet.slug,
    href: drawingPath(sheet.categorySlug, sheet.slug),
    categoryName: sheet.categoryName,
    imageUrl: sheet.imageUrl,
    cardUrl: cardUrlFor(sheet.imageUrl),
    regionsUrl: sheet.regionsMapped ? regionsUrlFor(sheet.imageUrl) : null,
    tier: sheet.tier,
    reference: reference && reference.points.length > 0 ? reference.points : null,
  };
}
