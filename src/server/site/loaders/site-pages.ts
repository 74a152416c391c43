import { sitePagesKind } from "../kinds/site-pages.ts";
import type { SitePage } from "../pages.ts";
import { pageSource } from "../source.ts";

/** Every page of the site, as the sitemap lists them. */
export async function loadSitePages(): Promise<SitePage[]> {
  return sitePagesKind.read(await pageSource());
}
