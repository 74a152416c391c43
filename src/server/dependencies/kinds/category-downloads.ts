import { listCategoryDrawingIds } from "#src/server/repositories/drawings.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";
import { type CategoryPageValue, categoryPageOf, categoryPageValue } from "./category-page.ts";

/**
 * `category-downloads:<categoryId>|<page>`: one page of a category's 'Mais
 * baixados' order, the same value as a category page (category, count, page
 * count, ids) with the drawings most downloaded first. It is checked when the
 * category's list changes, like its 'Novos' pages, and when a download of one
 * of its drawings is reported: the page renders again only if that moved the
 * order (the counts themselves are on no page).
 */
const key = (categoryId: string, page: number) => `category-downloads:${categoryId}|${page}`;
const group = (categoryId: string) => `category-downloads:${categoryId}`;

/** Records page `page` of a category's 'Mais baixados'. */
export function recordCategoryDownloadsPage(value: CategoryPageValue, page: number): void {
  if (isCollecting()) recordDependency(key(value.category.id, page), categoryPageValue(value));
}

export const categoryDownloadsKind = {
  name: "category-downloads",
  key,
  group,
  async current({ arg: categoryId, detail }, data) {
    const category = (await data.categories()).get(categoryId);
    return category ? categoryPageOf(category, await listCategoryDrawingIds(data.db, categoryId, "downloads"), detail) : null;
  },
  async affectedGroups(changes) {
    return [...new Set([...(await changes.categoryLists()), ...changes.touched.downloadCategories])].map(group);
  },
} satisfies DependencyKind;
