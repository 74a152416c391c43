import { inflateRegionMap, type StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { colouringSheetUrl } from "#src/lib/offline.ts";

/**
 * What the activities read of a drawing, wherever they are made (a sheet,
 * a caderno's sheets, the row's previews): its colouring description
 * (GET /api/drawings/{id}/colouring: the map's address, the image's, the
 * reference painting) and its region map. A failed request throws.
 */
export async function fetchOk(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response;
}

export const bytesOf = async (url: string, signal?: AbortSignal): Promise<Uint8Array> =>
  new Uint8Array(await (await fetchOk(url, signal)).arrayBuffer());

export async function colouringSheetOf(id: string, signal?: AbortSignal): Promise<ColouringSheet> {
  return (await (await fetchOk(colouringSheetUrl(id), signal)).json()) as ColouringSheet;
}

/** The sheet's stored region map; null when the drawing has none yet. */
export async function regionMapOf(sheet: ColouringSheet, signal?: AbortSignal): Promise<StoredRegionMap | null> {
  return sheet.regionsUrl ? inflateRegionMap(await bytesOf(sheet.regionsUrl, signal)) : null;
}
