import type { CategoryWithCount, DrawingWithCategory } from "#src/lib/domain.ts";
import { pickFeaturedCategories } from "#src/lib/featured-categories.ts";
import { HOME_FEATURED_CATEGORIES, HOME_NEWEST_DRAWINGS, HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { getDb } from "#src/server/db/index.ts";
import { recordDrawingCards } from "#src/server/dependencies/kinds/drawing-card.ts";
import { recordFeatured } from "#src/server/dependencies/kinds/featured.ts";
import { recordNewest } from "#src/server/dependencies/kinds/newest.ts";
import { recordPopular } from "#src/server/dependencies/kinds/popular.ts";
import { listCategories } from "#src/server/repositories/categories.ts";
import { newestDrawings, popularDrawings } from "#src/server/repositories/drawings.ts";

export type HomePage = { featuredCategories: CategoryWithCount[]; newest: DrawingWithCategory[]; popular: DrawingWithCategory[] };

export async function loadHomePage(): Promise<HomePage> {
  const db = await getDb();
  const [categories, newest, popular] = await Promise.all([
    listCategories(db),
    newestDrawings(db, HOME_NEWEST_DRAWINGS),
    popularDrawings(db, HOME_POPULAR_DRAWINGS),
  ]);
  const featuredCategories = pickFeaturedCategories(categories, HOME_FEATURED_CATEGORIES);
  recordFeatured(featuredCategories, HOME_FEATURED_CATEGORIES);
  recordNewest(newest, HOME_NEWEST_DRAWINGS);
  recordPopular(popular, HOME_POPULAR_DRAWINGS);
  recordDrawingCards([...newest, ...popular]);
  return { featuredCategories, newest, popular };
}
