import type { ReferencePoint } from "../activities/reference-painting.ts";
import type { DifficultyTier } from "./difficulty.ts";

/**
 * The colouring screen's drawing, as GET /api/drawings/{id}/colouring answers
 * it (src/server/colouring/sheet.ts): its page, its image, and its region
 * map's address when the map was made from that image, and the reference
 * painting an administrator made of it, if any. Without a map
 * (`regionsUrl` null) the screen makes a map itself from the image.
 */
export type ColouringSheet = {
  id: string;
  title: string;
  slug: string;
  href: string;
  categoryName: string;
  imageUrl: string;
  cardUrl: string | null;
  regionsUrl: string | null;
  tier: DifficultyTier | null;
  /** Its reference painting's points (issue 48), for 'Pinte por número''s colours; null when none was painted. */
  reference: ReferencePoint[] | null;
};
