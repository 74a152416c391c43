import type { CategoryWithCount } from "#src/lib/domain.ts";
import { defineKind, singleKey } from "./kind.ts";

/** What a category's card shows, here and among the home page's featured categories. */
export function categoryCardValue(category: CategoryWithCount) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    imageUrl: category.imageUrl,
    count: category.drawingsCount,
  };
}

/** `categories-list`: every category's card, by name then id (the all-categories page). */
export const categoriesListKind = defineKind({
  ...singleKey("categories-list"),
  load: async (source) => [...(await source.categories()).values()],
  value: (categories: CategoryWithCount[]) => categories.map(categoryCardValue),
  affectedGroups({ touched }) {
    return touched.drawings.size > 0 || touched.categories.size > 0 ? ["categories-list"] : [];
  },
});
