import type { DrawingWithCategory } from "../domain.ts";
import { pdfUrlFor } from "../urls.ts";

/** What a caderno needs of each drawing of a page: its id (the download count), title and stored A4 PDF; those without one are left out. */
export function cadernoItems(drawings: readonly Pick<DrawingWithCategory, "id" | "title" | "imageUrl">[]) {
  return drawings.flatMap((drawing) => {
    const pdfUrl = pdfUrlFor(drawing.imageUrl);
    return pdfUrl ? [{ id: drawing.id, title: drawing.title, pdfUrl }] : [];
  });
}
