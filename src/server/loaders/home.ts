import type { CategoryWithCount, DrawingWithCategory } from "../../lib/domain.ts";
import {
  HOME_FEATURED_CATEGORIES,
  HOME_POPULAR_DRAWINGS,
  MORE_MENU_CATEGORIES,
  POPULAR_MENU_CATEGORIES,
} from "../../lib/site.ts";
import { getDb } from "../db/index.ts";
import { recordHomePage } from "../rebuild/dependencies.ts";
import { listCategories } from "../repositories/categories.ts";
import { popularDrawings } from "../repositories/drawings.ts";

export type HomePage = { featuredCategories: CategoryWithCount[]; popular: DrawingWithCategory[] };

const MENU_ORDER = [...POPULAR_MENU_CATEGORIES, ...MORE_MENU_CATEGORIES].map((category) => category.slug);

/**
 * Featured categories: the menu's categories in the menu's order, then the
 * others with the most drawings, up to 8; empty categories are left out.
 */
export function pickFeaturedCategories(categories: CategoryWithCount[], limit = HOME_FEATURED_CATEGORIES): CategoryWithCount[] {
  const rank = (category: CategoryWithCount) => {
    const index = MENU_ORDER.indexOf(category.slug);
    return index === -1 ? MENU_ORDER.length : index;
  };
  return categories
    .filter((category) => category.drawingsCount > 0)
    .sort((a, b) => rank(a) - rank(b) || b.drawingsCount - a.drawingsCount || a.name.localeCompare(b.name, "pt-BR"))
    .slice(0, limit);
}

export async function loadHomePage(): Promise<HomePage> {
  const db = await getDb();
  const [categories, popular] = await Promise.all([listCategories(db), popularDrawings(db, HOME_POPULAR_DRAWINGS)]);
  const featuredCategories = pickFeaturedCategories(categories);
  recordHomePage(featuredCategories, HOME_FEATURED_CATEGORIES, popular, HOME_POPULAR_DRAWINGS);
  return { featuredCategories, popular };
}
