import { ageBandBySlug } from "#src/lib/age-bands.ts";
import type { AgeBandPage } from "#src/lib/page-data.ts";
import { routePageNumber } from "#src/lib/pagination.ts";
import { ageBandKind } from "../kinds/age-band.ts";
import { drawingCardKind } from "../kinds/drawing-card.ts";
import { pageSource } from "../source.ts";

/**
 * /idade/{band} and its `/pagina/{n}`: the band's newest drawings and its
 * filters; not found for an unknown band or a page past the last.
 * `pageParam` is the route's `[page]` (undefined on a first page); "1" and
 * non-numbers are not pages.
 */
export async function loadAgeBandPage(bandSlug: string | undefined, pageParam?: string): Promise<AgeBandPage> {
  const band = ageBandBySlug(bandSlug);
  const page = routePageNumber(pageParam);
  if (!band || page < 1) return { found: false };
  const source = await pageSource();
  const data = await ageBandKind.read(source, band.tier, page);
  if (!data) return { found: false };
  return {
    found: true,
    band,
    drawings: await drawingCardKind.readMany(source, data.ids),
    total: data.total,
    page,
    pageCount: data.pageCount,
    categories: data.categories,
    collections: data.collections,
  };
}
