import { isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { CategoryPage } from "#src/lib/page-data.ts";
import { routePageNumber } from "#src/lib/pagination.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { type MissingPage, missingPage } from "../moved.ts";
import { loadCategoryPage } from "./categories.ts";

/**
 * What the category routes answer (`/categorias/{slug}`, its
 * `/pagina/{n}`, and the same under `/mais-baixados` and `/nivel/{tier}`): the page, or, when
 * there is none, what a missing page answers (`missingPage`: a redirect for a
 * renamed category, 410 for one in the Lixeira, 404). `pageParam` is the route's `[page]` (undefined on a first page);
 * "1" and non-numbers are not pages.
 */
export type CategoryRoute = { data: CategoryPage; missing: MissingPage | null };

export async function categoryRoute(
  slug: string | undefined,
  pageParam: string | undefined,
  order: CategoryOrder,
  pathname: string,
  tierParam?: string,
): Promise<CategoryRoute> {
  const page = routePageNumber(pageParam);
  // The level routes (`/nivel/{tier}`) name a tier; anything else there is no page.
  const tier = tierParam === undefined ? null : isDifficultyTier(tierParam) ? tierParam : undefined;
  const data = tier === undefined ? ({ found: false } as const) : await loadCategoryPage(slug ?? "", page, order, tier);
  return { data, missing: data.found ? null : await missingPage(pathname) };
}
