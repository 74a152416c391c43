import { greyCanvas } from "#src/browser/grey-canvas.ts";
import { computeRegionMap } from "#src/lib/colouring/region-map.ts";
import { inflateRegionMap, regionMapBox, type StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { isUuid } from "#src/lib/uuid.ts";

/**
 * What the colouring screen loads before the child can paint: the drawing
 * (GET /api/drawings/{id}/colouring), its line art, and its region map. The
 * map is the one the server stored; a drawing without one (not made yet, as
 * on a build that skipped the backfill) gets one made here from the image,
 * with the same algorithm (src/lib/colouring/region-map.ts), so every drawing
 * can be coloured.
 */
export class SheetNotFoundError extends Error {
  override name = "SheetNotFoundError";
}

/** The id in `?desenho=`, or null when it is not a uuid. */
export function drawingIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get("desenho") ?? "";
  return isUuid(id) ? id.toLowerCase() : null;
}

export async function fetchSheet(id: string): Promise<ColouringSheet> {
  const response = await fetch(`/api/drawings/${encodeURIComponent(id)}/colouring`);
  if (response.status === 404 || response.status === 400) throw new SheetNotFoundError(id);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ColouringSheet;
}

/** The stored map, or one made from the line art when there is none or it cannot be read. */
export async function loadRegionMap(sheet: ColouringSheet, lineArt: HTMLImageElement): Promise<StoredRegionMap> {
  if (sheet.regionsUrl) {
    try {
      const response = await fetch(sheet.regionsUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await inflateRegionMap(new Uint8Array(await response.arrayBuffer()));
    } catch (error) {
      console.error("Mapa de regiões indisponível; calculando no navegador.", error);
    }
  }
  return regionMapOfImage(lineArt);
}

/** The map of a line art image, fitted inside A4 at 150 DPI in its orientation, flattened on white. */
function regionMapOfImage(image: HTMLImageElement): StoredRegionMap {
  const box = regionMapBox(image.naturalWidth, image.naturalHeight);
  const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const { grey } = greyCanvas(image, width, height);
  return computeRegionMap(grey, width, height);
}
