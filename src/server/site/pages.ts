import { AGE_BANDS } from "#src/lib/age-bands.ts";
import { DIFFICULTY_TIERS } from "#src/lib/colouring/difficulty.ts";
import { pageCount } from "#src/lib/pagination.ts";
import { AGE_PAGE_SIZE, CATEGORY_PAGE_SIZE, MAX_AGE_PAGES, STATIC_PAGE_IDS } from "#src/lib/site.ts";
import {
  AGES_PATH,
  ALL_CATEGORIES_PATH,
  agePath,
  articlePath,
  BLOG_PATH,
  BLOG_RSS_PATH,
  COLLECTIONS_PATH,
  COLOURING_PATH,
  categoryPath,
  collectionLevelPath,
  collectionPath,
  drawingPath,
  FAVOURITES_PATH,
  HOME_PATH,
  MY_COLOURINGS_PATH,
  OFFLINE_PATH,
  offersMostDownloaded,
} from "#src/lib/urls.ts";
import type { PageAddresses } from "#src/server/repositories/site-pages.ts";
import { type SitemapEntry, sitemapPartPath, sitemapParts } from "./sitemap.ts";

/**
 * Every page the static site is made of. A full build renders all of them;
 * the rebuild engine renders the subset a change affects. `indexable` pages
 * go into the sitemap. Read through the page source (./source.ts), which
 * filters out the articles whose body cannot be rendered.
 */
export type SitePage = SitemapEntry & {
  /** A drawing page's drawing: the rebuild engine reads a batch of them before rendering their pages. */
  drawingId?: string;
};

/**
 * The pages of every category and article, the site's fixed pages, and the
 * pages of the drawings listed: all of them, or (an incremental run) those
 * it looks at. A category's `count` is its number of active drawings, all
 * of which have a page.
 */
export function sitePagesOf({ categories, drawings, articles, collections }: PageAddresses): SitePage[] {
  const pages: SitePage[] = [
    { path: HOME_PATH, indexable: true },
    { path: ALL_CATEGORIES_PATH, indexable: true },
  ];
  for (const category of categories) {
    const count = pageCount(category.count, CATEGORY_PAGE_SIZE);
    for (let page = 1; page <= count; page++) {
      pages.push({ path: categoryPath(category.slug, page), indexable: true, lastModified: category.updatedAt });
    }
    // The 'Mais baixados' order: static pages of their own, out of the sitemap (the same drawings, in another order).
    if (offersMostDownloaded(category.count)) {
      for (let page = 1; page <= count; page++)
        pages.push({ path: categoryPath(category.slug, page, "downloads"), indexable: false });
    }
    // Its drawings of each difficulty tier it has (the level filter): out of the sitemap too, for the same reason.
    for (const tier of DIFFICULTY_TIERS) {
      const tierPages = category.tierCounts[tier] > 0 ? pageCount(category.tierCounts[tier], CATEGORY_PAGE_SIZE) : 0;
      for (let page = 1; page <= tierPages; page++)
        pages.push({ path: categoryPath(category.slug, page, "newest", tier), indexable: false });
      // And in the 'Mais baixados' order, where the level has drawings enough to order.
      if (offersMostDownloaded(category.tierCounts[tier])) {
        for (let page = 1; page <= tierPages; page++)
          pages.push({ path: categoryPath(category.slug, page, "downloads", tier), indexable: false });
      }
    }
  }
  for (const drawing of drawings) {
    pages.push({
      path: drawingPath(drawing.categorySlug, drawing.slug),
      indexable: true,
      lastModified: drawing.updatedAt,
      drawingId: drawing.id,
    });
  }
  pages.push({ path: BLOG_PATH, indexable: true }, { path: BLOG_RSS_PATH, indexable: false });
  for (const article of articles) {
    pages.push({ path: articlePath(article.slug), indexable: true, lastModified: article.updatedAt });
  }
  pages.push({ path: COLLECTIONS_PATH, indexable: true });
  for (const collection of collections) {
    pages.push({ path: collectionPath(collection.slug), indexable: true, lastModified: collection.updatedAt });
    // Its drawings of each tier it has (an age band's date filter): out of the sitemap, like a category's levels.
    for (const tier of collection.tiers) pages.push({ path: collectionLevelPath(collection.slug, tier), indexable: false });
  }
  // The age bands (issue 44): landing pages of their own, the newest MAX_AGE_PAGES pages of each band's drawings.
  pages.push({ path: AGES_PATH, indexable: true });
  for (const band of AGE_BANDS) {
    const inBand = categories.reduce((sum, category) => sum + category.tierCounts[band.tier], 0);
    const count = pageCount(Math.min(inBand, MAX_AGE_PAGES * AGE_PAGE_SIZE), AGE_PAGE_SIZE);
    for (let page = 1; page <= count; page++) pages.push({ path: agePath(band.slug, page), indexable: true });
  }
  for (const id of STATIC_PAGE_IDS) pages.push({ path: `/${id}`, indexable: true });
  pages.push(
    { path: FAVOURITES_PATH, indexable: false },
    { path: COLOURING_PATH, indexable: false },
    { path: MY_COLOURINGS_PATH, indexable: false },
    { path: OFFLINE_PATH, indexable: false },
  );
  // Past the sitemap protocol's limit, /sitemap.xml becomes an index of part files (./sitemap.ts). The
  // drawing pages are counted from the categories' counts: an incremental run lists only the drawings it looks at.
  const drawingPages = categories.reduce((sum, category) => sum + category.count, 0);
  const parts = sitemapParts(pages.filter((page) => page.indexable).length - drawings.length + drawingPages);
  pages.push({ path: "/404", indexable: false }, { path: "/sitemap.xml", indexable: false });
  for (let part = 1; part <= parts; part++) pages.push({ path: sitemapPartPath(part), indexable: false });
  pages.push({ path: "/robots.txt", indexable: false });
  return pages;
}
