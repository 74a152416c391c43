import { createRandom } from "./art/random.ts";

/**
 * Believable, deterministic numbers for seeded rows: a creation date spread
 * over the last six months and view/download counts with a long tail (a few
 * popular drawings, many quiet ones). Derived from the slug, so reseeding on
 * the same day gives the same values.
 */
export type DrawingMetrics = { createdAt: Date; views: number; downloads: number };

const DAY = 86_400_000;

export function drawingMetrics(slug: string, now: Date): DrawingMetrics {
  const random = createRandom(`metrics:${slug}`);
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const createdAt = new Date(today - random.range(1, 180) * DAY + random.int(8, 22) * 3_600_000);
  // Exponential of a uniform value: most drawings get a few hundred views, some tens of thousands.
  const views = Math.round(Math.exp(random.range(3.5, 10)));
  const downloads = Math.round(views * random.range(0.08, 0.4));
  return { createdAt: createdAt > now ? now : createdAt, views, downloads };
}

export function articleViews(slug: string): number {
  return Math.round(Math.exp(createRandom(`article:${slug}`).range(4, 8)));
}
