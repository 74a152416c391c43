import { escapeXml } from "../text.ts";
import type { SitePage } from "./paths.ts";

/** sitemap.xml of the indexable pages, with absolute URLs. */
export function renderSitemap(siteUrl: string, pages: readonly SitePage[]): string {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => {
      const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(`${siteUrl}${page.path === "/" ? "/" : page.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
