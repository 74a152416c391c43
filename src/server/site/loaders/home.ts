import type { HomePage } from "#src/lib/page-data.ts";
import { HOME_FEATURED_CATEGORIES, HOME_NEWEST_DRAWINGS, HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { featuredKind } from "../kinds/featured.ts";
import { newestKind, popularKind } from "../kinds/home-lists.ts";
import { pageSource } from "../source.ts";
import { loadLeadingCollections } from "./collections.ts";

export async function loadHomePage(): Promise<HomePage> {
  const source = await pageSource();
  const [featuredCategories, newestIds, popularIds, leading] = await Promise.all([
    featuredKind.read(source, HOME_FEATURED_CATEGORIES),
    newestKind.read(source, HOME_NEWEST_DRAWINGS),
    popularKind.read(source, HOME_POPULAR_DRAWINGS),
    loadLeadingCollections(source),
  ]);
  const [newest, popular] = await Promise.all([
    drawingCardKind.readMany(source, newestIds),
    drawingCardKind.readMany(source, popularIds),
  ]);
  return { featuredCategories, newest, popular, leading };
}
