import type { SitePage } from "../pages.ts";
import { defineKind, singleKey } from "./kind.ts";

/** `site-pages`: the list of the site's pages, as the sitemap shows it (paths, indexability, last modification). */
export const sitePagesKind = defineKind({
  ...singleKey("site-pages"),
  load: (source) => source.sitePages(),
  value: (pages: SitePage[]) => pages.map((page) => [page.path, page.indexable, page.lastModified?.toISOString() ?? null]),
  affectedGroups({ touched }) {
    // Any content change may add, remove or date a page, which the engine's follow-up run checks; counters do not.
    return touched.sitemap ? ["site-pages"] : [];
  },
});
