import type { Article } from "#src/lib/domain.ts";
import { absoluteUrl } from "#src/lib/seo.ts";
import { SITE_NAME } from "#src/lib/site.ts";
import { escapeXml } from "#src/lib/text.ts";
import { articlePath, BLOG_PATH, BLOG_RSS_PATH } from "#src/lib/urls.ts";

/**
 * RSS 2.0 of the published articles, newest first. Deterministic for the
 * same data (no "now" anywhere), so full and incremental builds agree.
 */
export function renderBlogRss(siteUrl: string, articles: readonly Article[]): string {
  const blogUrl = absoluteUrl(siteUrl, BLOG_PATH);
  const lastChange = articles.reduce<Date | null>(
    (latest, article) => (latest === null || article.updatedAt > latest ? article.updatedAt : latest),
    null,
  );
  const items = articles.map((article) => {
    const link = absoluteUrl(siteUrl, articlePath(article.slug));
    const date = article.publishedAt ?? article.createdAt;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <pubDate>${date.toUTCString()}</pubDate>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`Blog Educativo | ${SITE_NAME}`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, BLOG_RSS_PATH))}" rel="self" type="application/rss+xml" />`,
    "    <description>Artigos para pais e educadores sobre desenvolvimento infantil e atividades de colorir.</description>",
    "    <language>pt-BR</language>",
    ...(lastChange ? [`    <lastBuildDate>${lastChange.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
