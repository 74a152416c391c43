import type { CategoryWithCount } from "#src/lib/domain.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/** `categories-list`: every category's card, by name (the all-categories page). */
const key = () => "categories-list";
const group = "categories-list";

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

/** Records the list of all categories. */
export function recordCategoriesList(categories: readonly CategoryWithCount[]): void {
  if (isCollecting()) recordDependency(key(), categories.map(categoryCardValue));
}

export const categoriesListKind = {
  name: "categories-list",
  key,
  group,
  async current(_key, data) {
    // listCategories' order: by name, then id (the map keeps it).
    return [...(await data.categories()).values()].map(categoryCardValue);
  },
  affectedGroups({ touched }) {
    return touched.drawings.size > 0 || touched.categories.size > 0 ? [group] : [];
  },
} satisfies DependencyKind;
