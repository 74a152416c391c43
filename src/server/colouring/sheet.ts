import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { cardUrlFor, drawingPath, regionsUrlFor } from "#src/lib/urls.ts";
import { publicColouringSheet } from "../repositories/colouring-sheets.ts";
import type { Executor } from "../repositories/executor.ts";
import { shownTier } from "../repositories/mappers.ts";

/**
 * The colouring screen's drawing, when the site shows it publicly: null for a
 * drawing that is inactive, has no category or no image.
 */
export async function loadColouringSheet(db: Executor, id: string): Promise<ColouringSheet | null> {
  const row = await publicColouringSheet(db, id);
  if (!row?.image_url) return null;
  const mapped = row.regions_image_url === row.image_url && row.difficulty_tier !== null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    href: drawingPath(row.category_slug, row.slug),
    categoryName: row.category_name,
    imageUrl: row.image_url,
    cardUrl: cardUrlFor(row.image_url),
    regionsUrl: mapped ? regionsUrlFor(row.image_url) : null,
    tier: shownTier(row),
  };
}
