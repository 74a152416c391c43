import type { CategoryWithCount } from "#src/lib/domain.ts";
import { HOME_FEATURED_CATEGORIES, MORE_MENU_CATEGORIES, POPULAR_MENU_CATEGORIES } from "#src/lib/site.ts";

const MENU_ORDER = [...POPULAR_MENU_CATEGORIES, ...MORE_MENU_CATEGORIES].map((category) => category.slug);

/**
 * The home page's featured categories: the menu's categories in the menu's
 * order, then the others with the most drawings, up to 8; empty categories
 * are left out.
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
