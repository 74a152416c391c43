import { describe, expect, it } from "vitest";
import type { SitePage } from "./pages.ts";
import {
  MAX_SITEMAP_PARTS,
  renderSitemap,
  renderSitemapPart,
  SITEMAP_MAX_URLS,
  sitemapPartNumber,
  sitemapParts,
} from "./sitemap.ts";

const SITE = "https://rabisco.example";
const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const pages: SitePage[] = [
  { path: "/", indexable: true },
  { path: "/desenhos/animais/gato", indexable: true, lastModified: day(3) },
  { path: "/favoritos", indexable: false },
  { path: "/desenhos/animais/leao", indexable: true, lastModified: day(5) },
  { path: "/blog/a&b", indexable: true, lastModified: day(1) },
  { path: "/desenhos/animais/peixe", indexable: true },
];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("sitemap", () => {
  it("reads a part's address as a number from 1 to MAX_SITEMAP_PARTS, and nothing else", () => {
    expect(sitemapPartNumber("1")).toBe(1);
    expect(sitemapPartNumber(String(MAX_SITEMAP_PARTS))).toBe(MAX_SITEMAP_PARTS);
    for (const name of [
      undefined,
      "",
      "0",
      "01",
      "abc",
      "1a",
      "-1",
      "1.5",
      String(MAX_SITEMAP_PARTS + 1),
      "999999",
      "x".repeat(5000),
    ])
      expect(sitemapPartNumber(name), String(name)).toBeNull();
  });

  it("lists the indexable pages in one file while they fit the protocol's limit", () => {
    const xml = renderSitemap(SITE, pages);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([
      `${SITE}/`,
      `${SITE}/desenhos/animais/gato`,
      `${SITE}/desenhos/animais/leao`,
      `${SITE}/blog/a&#38;b`,
      `${SITE}/desenhos/animais/peixe`,
    ]);
    expect(sitemapParts(SITEMAP_MAX_URLS)).toBe(0);
    expect(sitemapParts(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(renderSitemapPart(SITE, pages, 1)).toBeNull();
  });

  it("lists an address once, even when two pages claim it", () => {
    const twice: SitePage[] = [...pages, { path: "/desenhos/animais/gato", indexable: true, lastModified: day(9) }];
    expect(locs(renderSitemap(SITE, twice)).filter((loc) => loc === `${SITE}/desenhos/animais/gato`)).toHaveLength(1);
  });

  it("becomes an index of part files past the limit, each part holding its slice and the index its newest lastmod", () => {
    const index = renderSitemap(SITE, pages, 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    expect(index).toContain(`<loc>${SITE}/sitemap-1.xml</loc><lastmod>${day(3).toISOString()}</lastmod>`);
    expect(index).toContain(`<loc>${SITE}/sitemap-2.xml</loc><lastmod>${day(5).toISOString()}</lastmod>`);
    expect(index).toContain(`<loc>${SITE}/sitemap-3.xml</loc></sitemap>`);
    const parts = [1, 2, 3].map((part) => locs(renderSitemapPart(SITE, pages, part, 2) ?? ""));
    expect(parts.flat()).toEqual(locs(renderSitemap(SITE, pages)));
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    expect(renderSitemapPart(SITE, pages, 4, 2)).toBeNull();
    expect(renderSitemapPart(SITE, pages, 0, 2)).toBeNull();
  });
});
