import type { Category, CategoryWithCount, DrawingWithCategory } from "#src/lib/domain.ts";
import { pageCount } from "#src/lib/pagination.ts";
import { CATEGORY_PAGE_SIZE } from "#src/lib/site.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { getDb } from "#src/server/db/index.ts";
import { recordCategoriesList } from "#src/server/dependencies/kinds/categories-list.ts";
import { recordCategoryDownloadsPage } from "#src/server/dependencies/kinds/category-downloads.ts";
import { recordCategoryPage } from "#src/server/dependencies/kinds/category-page.ts";
import { recordDrawingCards } from "#src/server/dependencies/kinds/drawing-card.ts";
import { getCategoryBySlug, listCategories } from "#src/server/repositories/categories.ts";
import { listCategoryDrawings } from "#src/server/repositories/drawings.ts";

export async function loadAllCategories(): Promise<CategoryWithCount[]> {
  const categories = await listCategories(await getDb());
  recordCategoriesList(categories);
  return categories;
}

export type CategoryPage =
  | { found: false }
  | {
      found: true;
      category: Category;
      drawings: DrawingWithCategory[];
      total: number;
      page: number;
      pageCount: number;
      order: CategoryOrder;
    };

/**
 * A category and one page of its active drawings, newest first or most
 * downloaded first; not found also for a page past the end.
 */
export async function loadCategoryPage(slug: string, page = 1, order: CategoryOrder = "newest"): Promise<CategoryPage> {
  const db = await getDb();
  const category = await getCategoryBySlug(db, slug);
  if (!category || !Number.isInteger(page) || page < 1) return { found: false };
  const result = await listCategoryDrawings(db, category.id, { page, limit: CATEGORY_PAGE_SIZE }, order);
  const pages = pageCount(result.total, CATEGORY_PAGE_SIZE);
  if (page > pages) return { found: false };
  const value = { category, total: result.total, pageCount: pages, ids: result.items.map((item) => item.id) };
  if (order === "downloads") recordCategoryDownloadsPage(value, page);
  else recordCategoryPage(value, page);
  recordDrawingCards(result.items);
  return { found: true, category, drawings: result.items, total: result.total, page, pageCount: pages, order };
}
