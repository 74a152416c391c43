import type { DifficultyTier } from "./difficulty.ts";

/**
 * The colouring screen's drawing, as GET /api/drawings/{id}/colouring answers
 * it (src/server/colouring/sheet.ts): its page, its image, and its region
 * map's address when the map was made from that image. Without one
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
};
