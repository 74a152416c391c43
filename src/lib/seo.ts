import { DEFAULT_OG_IMAGE, SITE_NAME } from "./site.ts";
import { HOME_PATH, SEARCH_PATH } from "./urls.ts";

/**
 * What a page tells search engines and social networks. Pages build one and
 * hand it to the layout, which renders the tags (src/components/SeoHead.astro).
 */
export type PageSeo = {
  /** Page title without the site name; the layout appends " | Rabisco". */
  title: string;
  description: string;
  /** Canonical path, e.g. `/categorias/animais` (the layout makes it absolute). */
  path: string;
  /** Social image URL or path, 1200x630. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: Date | null;
  modifiedTime?: Date | null;
  tags?: string[];
  author?: string;
  /** JSON-LD objects (schema.org), each rendered in its own script tag. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** An absolute URL on the site for a path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).toString();
}

export function socialImage(seo: PageSeo): string {
  return seo.image ?? DEFAULT_OG_IMAGE;
}

/** JSON for a script tag: `<` escaped so no text can close the tag. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function websiteJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, HOME_PATH),
    inLanguage: "pt-BR",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(siteUrl, `${SEARCH_PATH}/`)}{search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
