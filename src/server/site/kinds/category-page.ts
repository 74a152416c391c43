import { type DifficultyTier, isDifficultyTier, type TierCounts } from "#src/lib/colouring/difficulty.ts";
import type { Category } from "#src/lib/domain.ts";
import { pageCount, pageOffset } from "#src/lib/pagination.ts";
import { CATEGORY_PAGE_SIZE } from "#src/lib/site.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import type { PageSource } from "../source.ts";
import { type ChangeScope, defineKind, positiveInteger } from "./kind.ts";

/**
 * One page of a category in one order, or of its drawings of one difficulty
 * tier: the category, its count (of the list shown: all its drawings, or
 * those of the tier), its counts by tier (the level filter every page
 * shows), its page count and the drawings on that page (ids; their cards are
 * drawing-card dependencies of their own). Null for a category that is gone,
 * or a page past the last.
 */
export type CategoryPageData = { category: Category; total: number; tierCounts: TierCounts; pageCount: number; ids: string[] };

async function loadCategoryPage(
  source: PageSource,
  categoryId: string,
  page: number,
  order: CategoryOrder,
  tier: DifficultyTier | null = null,
): Promise<CategoryPageData | null> {
  const category = (await source.categories()).get(categoryId);
  if (!category) return null;
  const all = await source.categoryDrawingIds(categoryId, order, tier);
  // A tier without drawings has no page (a category without any still has its first).
  if (tier && all.length === 0) return null;
  const pages = pageCount(all.length, CATEGORY_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = pageOffset(page, CATEGORY_PAGE_SIZE);
  return {
    category,
    total: all.length,
    tierCounts: category.tierCounts,
    pageCount: pages,
    ids: all.slice(start, start + CATEGORY_PAGE_SIZE),
  };
}

function categoryPageValue(data: CategoryPageData | null) {
  if (!data) return null;
  const { category, total, tierCounts, pageCount, ids } = data;
  return {
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageUrl: category.imageUrl,
    },
    total,
    tierCounts,
    pageCount,
    ids,
  };
}

/**
 * A category's pages of one kind form one group, `<name>:<categoryId>`,
 * checked when the category's lists may have changed, and after what
 * `extraGroups` names.
 */
function categoryGroups(name: string, extraGroups: (changes: ChangeScope) => Iterable<string>) {
  const group = (categoryId: string) => `${name}:${categoryId}`;
  return {
    group,
    async affectedGroups(changes: ChangeScope) {
      return [...new Set([...(await changes.categoryLists()), ...extraGroups(changes)])].map(group);
    },
  };
}

/** The kind of a category's pages in `order`, named `name` (`<name>:<categoryId>|<page>`). */
function categoryPagesKind<const Name extends string>(
  name: Name,
  order: CategoryOrder,
  extraGroups: (changes: ChangeScope) => Iterable<string> = () => [],
) {
  return defineKind({
    name,
    key: (categoryId: string, page: number) => `${name}:${categoryId}|${page}`,
    ...categoryGroups(name, extraGroups),
    argsOf: ({ arg, detail }): [string, number] | null => {
      const page = positiveInteger(detail);
      return page === null ? null : [arg, page];
    },
    load: (source, categoryId: string, page: number) => loadCategoryPage(source, categoryId, page, order),
    value: categoryPageValue,
  });
}

/** `category-page:<categoryId>|<page>`: one page of a category, newest drawings first. */
export const categoryPageKind = categoryPagesKind("category-page", "newest");

/**
 * `category-downloads:<categoryId>|<page>`: one page of a category's 'Mais
 * baixados' order, the drawings most downloaded first. It is checked when
 * the category's list changes, like its 'Novos' pages, and when a download
 * of one of its drawings is reported: the page renders again only if that
 * moved the order (the counts themselves are on no page).
 */
export const categoryDownloadsKind = categoryPagesKind(
  "category-downloads",
  "downloads",
  (changes) => changes.touched.downloadCategories,
);

/** The kind of a category's pages of one tier in `order`, named `name` (`<name>:<categoryId>|<tier>|<page>`). */
function categoryLevelPagesKind<const Name extends string>(
  name: Name,
  order: CategoryOrder,
  extraGroups: (changes: ChangeScope) => Iterable<string> = () => [],
) {
  return defineKind({
    name,
    key: (categoryId: string, tier: DifficultyTier, page: number) => `${name}:${categoryId}|${tier}|${page}`,
    ...categoryGroups(name, extraGroups),
    argsOf: ({ arg, detail }): [string, DifficultyTier, number] | null => {
      const [tier, pageText] = (detail ?? "").split("|");
      const page = positiveInteger(pageText);
      return isDifficultyTier(tier) && page !== null ? [arg, tier, page] : null;
    },
    load: (source, categoryId: string, tier: DifficultyTier, page: number) =>
      loadCategoryPage(source, categoryId, page, order, tier),
    value: categoryPageValue,
  });
}

/**
 * `category-level:<categoryId>|<tier>|<page>`: one page of a category's
 * drawings of one difficulty tier, newest first (the level filter). Checked
 * when the category's list changes; a drawing's tier is one of the columns
 * that move it in the lists (../plan/invalidation.ts).
 */
export const categoryLevelKind = categoryLevelPagesKind("category-level", "newest");

/**
 * `category-level-downloads:<categoryId>|<tier>|<page>`: the same drawings
 * most downloaded first (the level filter with 'Mais baixados', issue 34),
 * checked also when a download of one of the category's drawings is reported.
 */
export const categoryLevelDownloadsKind = categoryLevelPagesKind(
  "category-level-downloads",
  "downloads",
  (changes) => changes.touched.downloadCategories,
);
