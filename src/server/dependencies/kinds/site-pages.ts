import type { SitePage } from "#src/server/site/paths.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/** `site-pages`: the list of the site's pages, as the sitemap shows it. */
const key = () => "site-pages";
const group = "site-pages";

/** Paths, indexability, last modification. */
export function sitePagesValue(pages: readonly SitePage[]) {
  return pages.map((page) => [page.path, page.indexable, page.lastModified?.toISOString() ?? null]);
}

/** Records the page list a page shows (the sitemap's). */
export function recordSitePages(pages: readonly SitePage[]): void {
  if (isCollecting()) recordDependency(key(), sitePagesValue(pages));
}

export const sitePagesKind = {
  name: "site-pages",
  key,
  group,
  async current(_key, data) {
    return sitePagesValue(await data.listSitePages());
  },
  affectedGroups({ touched }) {
    // Any content change may add, remove or date a page; counters do not.
    return touched.content ? [group] : [];
  },
} satisfies DependencyKind;
