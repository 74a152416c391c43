import type { Category, CategoryWithCount, DrawingWithCategory } from "../../lib/domain.ts";
import { getDb } from "../db/index.ts";
import { recordCategoriesList, recordCategoryPage } from "../rebuild/dependencies.ts";
import { getCategoryBySlug, listCategories } from "../repositories/categories.ts";
import { listDrawings } from "../repositories/drawings.ts";

/** Drawings per category page; larger categories continue on /categorias/{slug}/pagina/{n}. */
export const CATEGORY_PAGE_SIZE = 40;

export async function loadAllCategories(): Promise<CategoryWithCount[]> {
  const categories = await listCategories(await getDb());
  recordCategoriesList(categories);
  return categories;
}

export type CategoryPage =
  | { found: false }
  | { found: true; category: Category; drawings: DrawingWithCategory[]; total: number; page: number; pageCount: number };

/** A category and one page of its active drawings, newest first; not found also for a page past the end. */
export async function loadCategoryPage(slug: string, page = 1): Promise<CategoryPage> {
  const db = await getDb();
  const category = await getCategoryBySlug(db, slug);
  if (!category || !Number.isInteger(page) || page < 1) return { found: false };
  const result = await listDrawings(db, { categoryId: category.id, active: true, page, limit: CATEGORY_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(result.total / CATEGORY_PAGE_SIZE));
  if (page > pageCount) return { found: false };
  recordCategoryPage({ category, total: result.total, pageCount, ids: result.items.map((item) => item.id) }, result.items, page);
  return { found: true, category, drawings: result.items, total: result.total, page, pageCount };
}
