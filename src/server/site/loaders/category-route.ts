import { isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import type { CategoryPage } from "#src/lib/page-data.ts";
import type { CategoryOrder } from "#src/lib/urls.ts";
import { addressFate } from "../moved.ts";
import { loadCategoryPage } from "./categories.ts";

/**
 * What the category routes answer (`/categorias/{slug}`, its
 * `/pagina/{n}`, and the same under `/mais-baixados` and `/nivel/{tier}`): the page, or, when
 * there is none, a redirect for a renamed category or 410 for one in the
 * Lixeira. `pageParam` is the route's `[page]` (undefined on a first page);
 * "1" and non-numbers are not pages.
 */
export type CategoryRoute = { data: CategoryPage; movedTo: string | null; gone: boolean };

export async function categoryRoute(
  slug: string | undefined,
  pageParam: string | undefined,
  order: CategoryOrder,
  pathname: string,
  tierParam?: string,
): Promise<CategoryRoute> {
  const page = pageParam === undefined ? 1 : /^(?:[2-9]|[1-9]\d{1,5})$/.test(pageParam) ? Number(pageParam) : 0;
  // The level routes (`/nivel/{tier}`) name a tier; anything else there is no page.
  const tier = tierParam === undefined ? null : isDifficultyTier(tierParam) ? tierParam : undefined;
  const data = tier === undefined ? ({ found: false } as const) : await loadCategoryPage(slug ?? "", page, order, tier);
  if (data.found) return { data, movedTo: null, gone: false };
  const fate = await addressFate(pathname);
  return { data, movedTo: fate && "movedTo" in fate ? fate.movedTo : null, gone: fate !== null && "gone" in fate };
}
