import type { CategoryWithCount, DrawingWithCategory } from "#src/lib/domain.ts";
import { pickFeaturedCategories } from "#src/lib/featured-categories.ts";
import { HOME_FEATURED_CATEGORIES, HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { getDb } from "#src/server/db/index.ts";
import { recordDrawingCards } from "#src/server/dependencies/kinds/drawing-card.ts";
import { recordFeatured } from "#src/server/dependencies/kinds/featured.ts";
import { recordPopular } from "#src/server/dependencies/kinds/popular.ts";
import { listCategories } from "#src/server/repositories/categories.ts";
import { popularDrawings } from "#src/server/repositories/drawings.ts";

export type HomePage = { featuredCategories: CategoryWithCount[]; popular: DrawingWithCategory[] };

export async function loadHomePage(): Promise<HomePage> {
  const db = await getDb();
  const [categories, popular] = await Promise.all([listCategories(db), popularDrawings(db, HOME_POPULAR_DRAWINGS)]);
  const featuredCategories = pickFeaturedCategories(categories, HOME_FEATURED_CATEGORIES);
  recordFeatured(featuredCategories, HOME_FEATURED_CATEGORIES);
  recordPopular(popular, HOME_POPULAR_DRAWINGS);
  recordDrawingCards(popular);
  return { featuredCategories, popular };
}
