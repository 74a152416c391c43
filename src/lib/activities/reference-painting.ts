import { z } from "zod";

/**
 * A drawing's reference painting (issue 48): the colours an administrator
 * painted it with once on the colouring screen, for its 'Pinte por número'
 * sheets. Each point is [x, y, colour]: a pixel deep inside a painted region
 * of the drawing's region map, and the region's colour as 0xRRGGBB. Points,
 * not region numbers, so a map made again (its regions numbered otherwise)
 * still finds each colour's area.
 */
export type ReferencePoint = readonly [x: number, y: number, colour: number];

/**
 * More points than a drawing has regions worth a number (the sample's most
 * has 176); bounds a request and a row. Its JSON (four values a point)
 * stays within the admin API's JSON_SHAPE (5 000 values).
 */
export const MAX_REFERENCE_POINTS = 1200;
/** A map's side is at most this many pixels (region-map-file.ts bounds its area at 4 million). */
const MAX_SIDE = 4096;

const coordinate = z.number().int().min(0).max(MAX_SIDE);
export const referencePointSchema = z.tuple([coordinate, coordinate, z.number().int().min(0).max(0xffffff)]);
export const referencePaintingSchema = z.object({
  points: z.array(referencePointSchema).min(1, "Pinte pelo menos uma área.").max(MAX_REFERENCE_POINTS),
});

/** The points of a stored painting, each checked: a malformed one is dropped, never trusted. */
export function parseReferencePoints(value: unknown): ReferencePoint[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_REFERENCE_POINTS).flatMap((item) => {
    const point = referencePointSchema.safeParse(item);
    return point.success ? [point.data] : [];
  });
}
