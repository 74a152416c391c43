import { pageCount } from "#src/lib/pagination.ts";
import { CATEGORY_PAGE_SIZE, STATIC_PAGE_IDS } from "#src/lib/site.ts";
import {
  ALL_CATEGORIES_PATH,
  articlePath,
  BLOG_PATH,
  BLOG_RSS_PATH,
  categoryPath,
  drawingPath,
  FAVOURITES_PATH,
  HOME_PATH,
  offersMostDownloaded,
} from "#src/lib/urls.ts";
import { recordSitePages } from "#src/server/dependencies/kinds/site-pages.ts";
import { sharedWithinRun } from "#src/server/dependencies/recording.ts";
import { withRenderableBodies } from "#src/server/markdown.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { sitemapPartPath, sitemapParts } from "./sitemap.ts";

/**
 * Every page the static site is made of. A full build renders all of them;
 * the rebuild engine renders the subset a change affects. `indexable` pages
 * go into the sitemap.
 */
export type SitePage = { path: string; indexable: boolean; lastModified?: Date };

export async function listSitePages(db: Executor): Promise<SitePage[]> {
  // Within one rebuild run the list is read once: the engine's page-set diff and the sitemap's render share it.
  const pages = await sharedWithinRun("site-pages", () => readSitePages(db));
  recordSitePages(pages);
  return pages;
}

async function readSitePages(db: Executor): Promise<SitePage[]> {
  const [categories, drawings] = await Promise.all([
    db
      .selectFrom("categories")
      .leftJoin("drawings", (join) => join.onRef("drawings.category_id", "=", "categories.id").on("drawings.active", "=", true))
      .select(({ fn }) => ["categories.slug", "categories.updated_at", fn.count<number>("drawings.id").as("count")])
      .groupBy(["categories.id", "categories.slug", "categories.updated_at"])
      .orderBy("categories.slug")
      .execute(),
    db
      .selectFrom("drawings")
      .innerJoin("categories", "categories.id", "drawings.category_id")
      .select(["drawings.slug", "drawings.updated_at", "categories.slug as category_slug"])
      .where("drawings.active", "=", true)
      .orderBy("categories.slug")
      .orderBy("drawings.slug")
      .execute(),
  ]);
  const pages: SitePage[] = [
    { path: HOME_PATH, indexable: true },
    { path: ALL_CATEGORIES_PATH, indexable: true },
  ];
  for (const category of categories) {
    const count = pageCount(Number(category.count), CATEGORY_PAGE_SIZE);
    for (let page = 1; page <= count; page++) {
      pages.push({ path: categoryPath(category.slug, page), indexable: true, lastModified: category.updated_at });
    }
    // The 'Mais baixados' order: static pages of their own, out of the sitemap (the same drawings, in another order).
    if (offersMostDownloaded(Number(category.count))) {
      for (let page = 1; page <= count; page++)
        pages.push({ path: categoryPath(category.slug, page, "downloads"), indexable: false });
    }
  }
  for (const drawing of drawings) {
    pages.push({ path: drawingPath(drawing.category_slug, drawing.slug), indexable: true, lastModified: drawing.updated_at });
  }
  // An article whose body cannot be rendered has no page (src/server/markdown.ts).
  const articles = await withRenderableBodies(
    await db
      .selectFrom("blog_articles")
      .select(["slug", "updated_at", "content"])
      .where("status", "=", "published")
      .orderBy("slug")
      .execute(),
  );
  pages.push({ path: BLOG_PATH, indexable: true }, { path: BLOG_RSS_PATH, indexable: false });
  for (const article of articles) {
    pages.push({ path: articlePath(article.slug), indexable: true, lastModified: article.updated_at });
  }
  for (const id of STATIC_PAGE_IDS) pages.push({ path: `/${id}`, indexable: true });
  pages.push({ path: FAVOURITES_PATH, indexable: false });
  // Past the sitemap protocol's limit, /sitemap.xml becomes an index of part files (./sitemap.ts).
  const parts = sitemapParts(pages.filter((page) => page.indexable).length);
  pages.push({ path: "/404", indexable: false }, { path: "/sitemap.xml", indexable: false });
  for (let part = 1; part <= parts; part++) pages.push({ path: sitemapPartPath(part), indexable: false });
  pages.push({ path: "/robots.txt", indexable: false });
  return pages;
}
