/**
 * Every public address the site builds, in one place: pages, the legacy
 * drawing address, search, and the image variant URLs derived from a stored
 * image URL. Pure and browser-safe (no src/server imports), so pages,
 * loaders, the static-site path list, the search index and islands all agree.
 * Search bundle directories live next door, in ./search-bundles.ts.
 *
 * Slugs are not encoded: src/lib/slug.ts only makes [a-z0-9-] slugs. Search
 * queries are free text and are encoded as one path segment.
 */

import { type DifficultyTier, isDifficultyTier } from "./colouring/difficulty.ts";

export const HOME_PATH = "/";
export const ALL_CATEGORIES_PATH = "/categorias/todas";
export const BLOG_PATH = "/blog";
/** Every collection ('Coleções', issue 36), seasonal ones by their next date. */
export const COLLECTIONS_PATH = "/colecoes";

export function collectionPath(slug: string): string {
  return `${COLLECTIONS_PATH}/${slug}`;
}
export const BLOG_RSS_PATH = "/blog/rss.xml";
/** The page an address not kept for offline use answers without a network (issue 47). */
export const OFFLINE_PATH = "/sem-internet";
/** 'Meus favoritos': the drawings and articles saved in this browser. */
export const FAVOURITES_PATH = "/favoritos";
/** 'Minhas pinturas': the colourings in progress in this browser. */
export const MY_COLOURINGS_PATH = "/minhas-pinturas";
/** 'Pintar online': the colouring screen, one static page; `colouringPath` names the drawing. */
export const COLOURING_PATH = "/pintar";
/** The search page without a query; `searchPath` adds one. */
export const SEARCH_PATH = "/busca";

/** How a category's pages list its drawings: 'Novos' (its own address) or 'Mais baixados'. */
export type CategoryOrder = "newest" | "downloads";
/** The address segment of the 'Mais baixados' order. */
export const MOST_DOWNLOADED_SEGMENT = "mais-baixados";

/** Whether a category with this many drawings offers 'Mais baixados' (tabs and static pages): one drawing has no order. */
export function offersMostDownloaded(drawings: number): boolean {
  return drawings > 1;
}

/** The address segment of a category's drawings of one difficulty tier: `/categorias/{slug}/nivel/facil`. */
export const LEVEL_SEGMENT = "nivel";
/** Where the category addresses live, and the segment before a page number (`/pagina/2`). */
const CATEGORIES_PREFIX = "/categorias";
const PAGE_SEGMENT = "pagina";

/**
 * Page `page` of a category in `order`, or of its drawings of one difficulty
 * `tier` (newest first); page 1 is the list's own address (there is no
 * `/pagina/1`): `/categorias/{slug}`, `/categorias/{slug}/pagina/2`,
 * `/categorias/{slug}/mais-baixados`, `/categorias/{slug}/mais-baixados/pagina/2`,
 * `/categorias/{slug}/nivel/facil`, `/categorias/{slug}/nivel/facil/pagina/2`,
 * `/categorias/{slug}/mais-baixados/nivel/facil` (a level, most downloaded first).
 */
export function categoryPath(
  slug: string,
  page = 1,
  order: CategoryOrder = "newest",
  tier: DifficultyTier | null = null,
): string {
  const ordered =
    order === "downloads" ? `${CATEGORIES_PREFIX}/${slug}/${MOST_DOWNLOADED_SEGMENT}` : `${CATEGORIES_PREFIX}/${slug}`;
  const base = tier ? `${ordered}/${LEVEL_SEGMENT}/${tier}` : ordered;
  return page <= 1 ? base : `${base}/${PAGE_SEGMENT}/${page}`;
}

/**
 * A category address taken apart: `categoryPath`'s inverse, over the
 * segments after `/categorias/`. `pageParam` is the number as written (a
 * route refuses "1" and anything but a number: lib/pagination.ts
 * routePageNumber); null for what is no category address: a missing slug, an
 * unknown level, a segment out of order or left over.
 */
export type CategoryAddress = { slug: string; order: CategoryOrder; tier: DifficultyTier | null; pageParam: string | undefined };

export function parseCategorySegments(rest: string | undefined): CategoryAddress | null {
  const segments = (rest ?? "").split("/").filter((segment) => segment !== "");
  const slug = segments.shift();
  if (!slug) return null;
  let order: CategoryOrder = "newest";
  let tier: DifficultyTier | null = null;
  let pageParam: string | undefined;
  if (segments[0] === MOST_DOWNLOADED_SEGMENT) {
    segments.shift();
    order = "downloads";
  }
  if (segments[0] === LEVEL_SEGMENT) {
    const named = segments[1];
    if (!isDifficultyTier(named)) return null;
    tier = named;
    segments.splice(0, 2);
  }
  if (segments[0] === PAGE_SEGMENT) {
    pageParam = segments[1];
    if (pageParam === undefined) return null;
    segments.splice(0, 2);
  }
  return segments.length === 0 ? { slug, order, tier, pageParam } : null;
}

/** `parseCategorySegments` over a whole path: null unless it starts with `/categorias/`. */
export function parseCategoryPath(pathname: string): CategoryAddress | null {
  const prefix = `${CATEGORIES_PREFIX}/`;
  return pathname.startsWith(prefix) ? parseCategorySegments(pathname.slice(prefix.length)) : null;
}

/** The age bands ('Para qual idade?', issue 44): `/idade`, and each band's pages under it. */
export const AGES_PATH = "/idade";

/** Page `page` of the age band `bandSlug` (src/lib/age-bands.ts): `/idade/2-a-5-anos`, `/idade/2-a-5-anos/pagina/2`. */
export function agePath(bandSlug: string, page = 1): string {
  const base = `${AGES_PATH}/${bandSlug}`;
  return page <= 1 ? base : `${base}/pagina/${page}`;
}

/** A collection's drawings of one difficulty tier: `/colecoes/natal/nivel/facil` (an age band's date filter). */
export function collectionLevelPath(slug: string, tier: DifficultyTier): string {
  return `${collectionPath(slug)}/${LEVEL_SEGMENT}/${tier}`;
}

/** The canonical address of a drawing. */
export function drawingPath(categorySlug: string, drawingSlug: string): string {
  return `/desenhos/${categorySlug}/${drawingSlug}`;
}

/** The spec's short drawing address, `/desenho/{slug}`: it redirects to the page wherever the drawing's category is. */
export function shortDrawingPath(drawingSlug: string): string {
  return `/desenho/${drawingSlug}`;
}

/** The canonical address of a drawing row, or null for a drawing without a category (it has no page). */
export function drawingPathOf(drawing: { slug: string; category: { slug: string } | null }): string | null {
  return drawing.category ? drawingPath(drawing.category.slug, drawing.slug) : null;
}

/** The colouring screen of a drawing: `/pintar?desenho={id}` (one static page for every drawing, so no build cost). */
export function colouringPath(drawingId: string): string {
  return `${COLOURING_PATH}?desenho=${encodeURIComponent(drawingId)}`;
}

export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** The search page's address parameter of the difficulty filter, and the search API's: `?nivel=facil`. */
export const LEVEL_PARAM = "nivel";

/**
 * The canonical search page for a query (`/busca` for a blank one), of one
 * difficulty `tier` when given: `/busca/gato?nivel=facil`, `/busca?nivel=facil`.
 */
export function searchPath(query: string, tier: DifficultyTier | null = null): string {
  const path = query === "" ? SEARCH_PATH : `${SEARCH_PATH}/${encodeURIComponent(query)}`;
  return tier ? `${path}?${LEVEL_PARAM}=${tier}` : path;
}

/**
 * The query a search page's address holds: everything after `/busca/` or
 * `/search/`, decoded once as a URI component, so a typed `/`, `=`, `&` or
 * `?` reads as itself (Astro's own parameter uses decodeURI, which leaves
 * those encoded). A malformed escape such as a lone `%` stays as typed
 * rather than failing the page.
 */
export function searchQueryOfPath(pathname: string): string {
  const raw = pathname.replace(/^\/(?:busca|search)(?:\/|$)/, "");
  return raw.replace(/(?:%[0-9a-fA-F]{2})+/g, (escaped) => {
    try {
      return decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
  });
}

/** The address the header search form opens: `/search/{query}` (its page's canonical is `searchPath`). */
export function searchFormPath(query: string): string {
  return `/search/${encodeURIComponent(query)}`;
}

// Stored image URLs (local `/storage/...` or absolute Supabase ones, possibly
// with `?v=`) end in `{name}.webp`; the other files of the same image share
// the name (src/server/images/file-names.ts names them in storage).
const FULL_SUFFIX = /\.webp(?=$|[?#])/;
const VARIANT_SUFFIX = /\.(card|og)\.webp(?=$|[?#])/;

function deriveUrl(imageUrl: string | null, suffix: string): string | null {
  if (imageUrl === null || !FULL_SUFFIX.test(imageUrl) || VARIANT_SUFFIX.test(imageUrl)) return imageUrl;
  return imageUrl.replace(FULL_SUFFIX, suffix);
}

/** The grid-sized variant (`{name}.card.webp`) of a stored full image URL; any other URL comes back unchanged. */
export function cardUrlFor(imageUrl: string | null): string | null {
  return deriveUrl(imageUrl, ".card.webp");
}

/** The social-card variant (`{name}.og.jpg`) of a stored full image URL; any other URL comes back unchanged. */
export function ogUrlFor(imageUrl: string | null): string | null {
  return deriveUrl(imageUrl, ".og.jpg");
}

/**
 * The A4 PDF (`{name}.pdf`) of a stored drawing image URL ending in `.webp`,
 * or null for other URLs: unlike the image variants, there is no file to fall
 * back on, so the page hides its PDF button.
 */
export function pdfUrlFor(imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const [path = "", rest = ""] = imageUrl.split(/(?=[?#])/);
  if (!/\.webp$/i.test(path) || /\.(card|og)\.webp$/i.test(path)) return null;
  return `${path.replace(/\.webp$/i, ".pdf")}${rest}`;
}

/**
 * The region map (`{name}.regions.bin`) of a stored drawing image URL ending
 * in `.webp`, or null for other URLs, as for the PDF.
 */
export function regionsUrlFor(imageUrl: string | null): string | null {
  return pdfUrlFor(imageUrl)?.replace(/\.pdf(?=$|[?#])/i, ".regions.bin") ?? null;
}
