import type { CategoryWithCount } from "#src/lib/domain.ts";
import { pickFeaturedCategories } from "#src/lib/featured-categories.ts";
import { HOME_FEATURED_CATEGORIES } from "#src/lib/site.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";
import { categoryCardValue } from "./categories-list.ts";

/** `featured|<limit>`: the home page's featured categories (cards, in order). */
const key = (limit: number) => `featured|${limit}`;
const group = "featured";

/** Records the featured categories the home page shows. */
export function recordFeatured(featured: readonly CategoryWithCount[], limit: number): void {
  if (isCollecting()) recordDependency(key(limit), featured.map(categoryCardValue));
}

export const featuredKind = {
  name: "featured",
  key,
  group,
  async current({ detail }, data) {
    const limit = detail === undefined ? HOME_FEATURED_CATEGORIES : Number(detail);
    return pickFeaturedCategories([...(await data.categories()).values()], limit).map(categoryCardValue);
  },
  affectedGroups({ touched }) {
    // A drawing changes its category's count; a category its name, slug or image.
    return touched.drawings.size > 0 || touched.categories.size > 0 ? [group] : [];
  },
} satisfies DependencyKind;
