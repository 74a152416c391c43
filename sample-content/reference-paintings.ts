import { parseReferencePoints, type ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import raw from "./reference-paintings.json" with { type: "json" };

/**
 * The sample's reference paintings (issue 48): 20 drawings' colours by slug,
 * made by `npm run sample:references` (scripts/make-reference-paintings.ts)
 * and stored by the seed. Each point is checked as the database's are read.
 */
export function sampleReferencePaintings(): Record<string, ReferencePoint[]> {
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([slug, points]) => [slug, parseReferencePoints(points)]),
  );
}
