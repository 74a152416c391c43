import { escapeXml } from "#src/lib/text.ts";

/** A page as the sitemap sees it: the site's page list (./pages.ts) is made of these. */
export type SitemapEntry = { path: string; indexable: boolean; lastModified?: Date };

/**
 * The sitemap protocol's limit of URLs in one file (sitemaps.org: 50,000
 * URLs and 50 MB; at this site's URL lengths the count binds first).
 */
export const SITEMAP_MAX_URLS = 50_000;

/** Where part `n` (from 1) of a split sitemap lives. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/**
 * The most parts a sitemap may have: 100 × 50,000 URLs, twenty times the
 * catalogue the benchmarks measure. A part's address beyond it, or one that
 * is not a number, is answered 404 before any page is read.
 */
export const MAX_SITEMAP_PARTS = 100;

/** The part number of a `/sitemap-{name}.xml` address: 1 to MAX_SITEMAP_PARTS, digits only, else null. */
export function sitemapPartNumber(name: string | undefined): number | null {
  if (!name || !/^[1-9]\d{0,2}$/.test(name)) return null;
  const part = Number(name);
  return part <= MAX_SITEMAP_PARTS ? part : null;
}

/** How many part files the sitemap needs: none while one file holds every URL, else one per SITEMAP_MAX_URLS. */
export function sitemapParts(indexableCount: number, maxUrls = SITEMAP_MAX_URLS): number {
  return indexableCount > maxUrls ? Math.ceil(indexableCount / maxUrls) : 0;
}

/**
 * The pages the sitemap lists: the indexable ones, each address once. Two
 * entries can share an address only through a defect (a category once took
 * `todas`, the address of /categorias/todas); the first one wins.
 */
function indexablePages(pages: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    if (!page.indexable || seen.has(page.path)) return false;
    seen.add(page.path);
    return true;
  });
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const absolute = (siteUrl: string, path: string) => escapeXml(`${siteUrl}${path === "/" ? "/" : path}`);

function urlset(siteUrl: string, pages: readonly SitemapEntry[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${absolute(siteUrl, page.path)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * /sitemap.xml: the indexable pages with absolute URLs, or, past
 * SITEMAP_MAX_URLS of them, a sitemap index of the part files
 * (renderSitemapPart), each with the newest lastmod of its URLs.
 */
export function renderSitemap(siteUrl: string, pages: readonly SitemapEntry[], maxUrls = SITEMAP_MAX_URLS): string {
  const indexable = indexablePages(pages);
  const parts = sitemapParts(indexable.length, maxUrls);
  if (parts === 0) return urlset(siteUrl, indexable);
  const entries = [];
  for (let part = 1; part <= parts; part++) {
    const slice = indexable.slice((part - 1) * maxUrls, part * maxUrls);
    const newest = Math.max(...slice.map((page) => page.lastModified?.getTime() ?? 0));
    const lastmod = newest > 0 ? `<lastmod>${new Date(newest).toISOString()}</lastmod>` : "";
    entries.push(`<sitemap><loc>${absolute(siteUrl, sitemapPartPath(part))}</loc>${lastmod}</sitemap>`);
  }
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** Part `part` (from 1) of a split sitemap, or null when there is no such part. */
export function renderSitemapPart(
  siteUrl: string,
  pages: readonly SitemapEntry[],
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const indexable = indexablePages(pages);
  if (!Number.isInteger(part) || part < 1 || part > sitemapParts(indexable.length, maxUrls)) return null;
  return urlset(siteUrl, indexable.slice((part - 1) * maxUrls, part * maxUrls));
}

export function renderRobots(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
