import { MAX_REFERENCE_POINTS, type ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { colouringSheetUrl } from "#src/lib/offline.ts";
import { regionPoles } from "../activities/region-poles.ts";
import type { Command } from "./document.ts";
import { WHITE } from "./raster.ts";

/**
 * An administrator's colouring saved as the drawing's reference painting
 * (issue 48): its 'Pinte por número' sheets then take their colours from it.
 * Only the fills count (a brush stroke colours no region as a whole): the
 * last fill of each region since the last 'Limpar tudo', a white one undoing
 * it. Each region is saved as its pole (its most interior pixel) and colour,
 * so a map made again finds the same area.
 */
export function referencePoints(done: readonly Command[], map: StoredRegionMap): ReferencePoint[] {
  const fills = new Map<number, number>();
  for (const command of done) {
    if (command.kind === "clear") fills.clear();
    else if (command.kind === "fill") {
      if (command.colour === WHITE) fills.delete(command.region);
      else fills.set(command.region, command.colour);
    }
  }
  if (fills.size === 0) return [];
  const poles = regionPoles(map, { step: map.width * map.height > 1_000_000 ? 2 : 1 });
  // The widest regions first, as many as a painting holds: specks past that are not worth a number anyway.
  return [...fills]
    .flatMap(([region, colour]) => {
      const pole = poles[region];
      return pole ? [{ point: [pole.x, pole.y, colour] as const, radius: pole.radius }] : [];
    })
    .sort((a, b) => b.radius - a.radius)
    .slice(0, MAX_REFERENCE_POINTS)
    .map(({ point }) => point);
}

export type ReferenceSaveOutcome = { status: "saved"; areas: number } | { status: "empty" | "signed-out" | "failed" };

/** PUT /api/admin/drawings/{id}/reference-painting with this browser's admin session. */
export async function saveReferencePainting(drawingId: string, points: readonly ReferencePoint[]): Promise<ReferenceSaveOutcome> {
  if (points.length === 0) return { status: "empty" };
  const response = await fetch(`/api/admin/drawings/${encodeURIComponent(drawingId)}/reference-painting`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ points }),
    credentials: "same-origin",
  }).catch(() => null);
  if (response?.status === 401) return { status: "signed-out" };
  if (!response?.ok) return { status: "failed" };
  // This browser keeps the drawing's description a minute: fetched again now, its next sheet takes the new colours.
  await fetch(colouringSheetUrl(drawingId), { cache: "reload" }).catch(() => {});
  return { status: "saved", areas: points.length };
}
