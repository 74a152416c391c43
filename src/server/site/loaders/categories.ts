import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { CategoryWithCount } from "#src/lib/domain.ts";
import type { CategoryPage } from "#src/lib/page-data.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { categoriesListKind } from "../kinds/categories-list.ts";
import {
  categoryDownloadsKind,
  categoryLevelDownloadsKind,
  categoryLevelKind,
  categoryPageKind,
} from "../kinds/category-page.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { pageSource } from "../source.ts";

export async function loadAllCategories(): Promise<CategoryWithCount[]> {
  return categoriesListKind.read(await pageSource());
}

/**
 * A category and one page of its active drawings, or of those of one
 * difficulty tier, newest first or most downloaded first; not found also for
 * a page past the end, or a tier it has no drawing of.
 */
export async function loadCategoryPage(
  slug: string,
  page = 1,
  order: CategoryOrder = "newest",
  tier: DifficultyTier | null = null,
): Promise<CategoryPage> {
  const source = await pageSource();
  const category = await source.categoryBySlug(slug);
  if (!category || !Number.isInteger(page) || page < 1) return { found: false };
  const data = tier
    ? await (order === "downloads" ? categoryLevelDownloadsKind : categoryLevelKind).read(source, category.id, tier, page)
    : await (order === "downloads" ? categoryDownloadsKind : categoryPageKind).read(source, category.id, page);
  if (!data) return { found: false };
  const drawings = await drawingCardKind.readMany(source, data.ids);
  return {
    found: true,
    category: data.category,
    drawings,
    total: data.total,
    tierCounts: data.tierCounts,
    page,
    pageCount: data.pageCount,
    order,
    tier,
  };
}
