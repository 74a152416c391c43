import type { CategoryPage } from "#src/lib/page-data.ts";
import { routePageNumber } from "#src/lib/pagination.ts";
import { parseCategorySegments } from "#src/lib/urls.ts";
import { type MissingPage, missingPage } from "../moved.ts";
import { loadCategoryPage } from "./categories.ts";

/**
 * What the category route answers (`/categorias/{slug}`, its `/pagina/{n}`,
 * and the same under `/mais-baixados` and `/nivel/{tier}`; `rest` is what
 * follows `/categorias/`, read by lib/urls.ts beside the builder): the page,
 * or, when there is none, what a missing page answers (`missingPage`: a
 * redirect for a renamed category, 410 for one in the Lixeira, 404). "1" and
 * non-numbers are no page numbers.
 */
export type CategoryRoute = { data: CategoryPage; missing: MissingPage | null };

export async function categoryRoute(rest: string | undefined, pathname: string): Promise<CategoryRoute> {
  const address = parseCategorySegments(rest);
  const data = address
    ? await loadCategoryPage(address.slug, routePageNumber(address.pageParam), address.order, address.tier)
    : ({ found: false } as const);
  return { data, missing: data.found ? null : await missingPage(pathname) };
}
