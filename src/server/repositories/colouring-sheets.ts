import { publicDrawings } from "./drawings-query.ts";
import type { Executor } from "./executor.ts";
import { type ColouringSheetRecord, toColouringSheetRecord } from "./mappers.ts";

/**
 * What the colouring screen needs of a drawing the site shows publicly (an
 * active drawing in a category): its image, whether its region map was made
 * from that image, and its difficulty.
 */
export async function publicColouringSheet(db: Executor, id: string): Promise<ColouringSheetRecord | null> {
  const row = await publicDrawings(db)
    .select([
      "drawings.id",
      "drawings.title",
      "drawings.slug",
      "drawings.image_url",
      "drawings.regions_image_url",
      "drawings.difficulty_tier",
      "drawings.difficulty_override",
      "categories.slug as category_slug",
      "categories.name as category_name",
    ])
    .where("drawings.id", "=", id)
    .executeTakeFirst();
  return row ? toColouringSheetRecord(row) : null;
}
