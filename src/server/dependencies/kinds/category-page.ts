import type { Category } from "#src/lib/domain.ts";
import { pageCount, pageOffset } from "#src/lib/pagination.ts";
import { CATEGORY_PAGE_SIZE } from "#src/lib/site.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/**
 * `category-page:<categoryId>|<page>`: one page of a category: the category,
 * its count, its page count and the drawings on that page (ids; their cards
 * are drawing-card dependencies of their own).
 */
const key = (categoryId: string, page: number) => `category-page:${categoryId}|${page}`;
const group = (categoryId: string) => `category-page:${categoryId}`;

export type CategoryPageValue = { category: Category; total: number; pageCount: number; ids: string[] };

export function categoryPageValue({ category, total, pageCount, ids }: CategoryPageValue) {
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageUrl: category.imageUrl,
    },
    total,
    pageCount,
    ids,
  };
}

/**
 * Page `detail` of a category whose drawings, in the page's order, are
 * `all`: the value both orders record, or null past the last page.
 */
export function categoryPageOf(category: Category, all: readonly string[], detail: string | undefined) {
  const pages = pageCount(all.length, CATEGORY_PAGE_SIZE);
  const page = Number(detail);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = pageOffset(page, CATEGORY_PAGE_SIZE);
  return categoryPageValue({ category, total: all.length, pageCount: pages, ids: all.slice(start, start + CATEGORY_PAGE_SIZE) });
}

/** Records page `page` of a category. */
export function recordCategoryPage(value: CategoryPageValue, page: number): void {
  if (isCollecting()) recordDependency(key(value.category.id, page), categoryPageValue(value));
}

export const categoryPageKind = {
  name: "category-page",
  key,
  group,
  async current({ arg: categoryId, detail }, data) {
    const category = (await data.categories()).get(categoryId);
    return category ? categoryPageOf(category, await data.categoryDrawingIds(categoryId), detail) : null;
  },
  async affectedGroups(changes) {
    return [...(await changes.categoryLists())].map(group);
  },
} satisfies DependencyKind;
