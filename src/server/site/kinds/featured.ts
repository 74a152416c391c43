import type { CategoryWithCount } from "#src/lib/domain.ts";
import { pickFeaturedCategories } from "#src/server/search/featured-categories.ts";
import { categoryCardValue } from "./categories-list.ts";
import { defineKind, limitArgs } from "./kind.ts";

/** `featured|<limit>`: the home page's featured categories (cards, in order). */
export const featuredKind = defineKind({
  name: "featured",
  key: (limit: number) => `featured|${limit}`,
  group: "featured",
  argsOf: limitArgs,
  load: async (source, limit: number) => pickFeaturedCategories([...(await source.categories()).values()], limit),
  value: (featured: CategoryWithCount[]) => featured.map(categoryCardValue),
  affectedGroups({ touched }) {
    // A drawing changes its category's count; a category its name, slug or image.
    return touched.drawings.size > 0 || touched.categories.size > 0 ? ["featured"] : [];
  },
});
