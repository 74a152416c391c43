import type { Article, Page } from "#src/lib/domain.ts";
import { countWords, readingTimeMinutes } from "#src/lib/reading-time.ts";
import { absoluteUrl, breadcrumbJsonLd, type PageSeo } from "#src/lib/seo.ts";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "#src/lib/site.ts";
import { articlePath, BLOG_PATH, BLOG_RSS_PATH, HOME_PATH } from "#src/lib/urls.ts";
import { renderArticleBody, withRenderableBodies } from "#src/server/markdown.ts";
import { escapeXml, truncate } from "#src/server/text.ts";
import { articleKind } from "../kinds/article.ts";
import { articlesKind } from "../kinds/articles.ts";
import { pageSource } from "../source.ts";

/** The author label of every article (spec "Blog list"). */
export const BLOG_AUTHOR = "Equipe Editorial";
/** Card image of an article without one, shipped under public/. */
export const BLOG_FALLBACK_IMAGE = "/images/blog-fallback.svg";

export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  tags: string[];
  isFeatured: boolean;
  publishedAt: Date | null;
  readingMinutes: number;
};

export type BlogListPage = { articles: ArticleSummary[] };

export type ArticlePage =
  | { found: false }
  | { found: true; article: Article; html: string; readingMinutes: number; wordCount: number };

/**
 * The blog's order: featured articles first, each group newest publication
 * first (the repository already sorts by publication date; the sort is
 * stable, so it only has to lift the featured ones).
 */
export function orderForBlog<T extends { isFeatured: boolean }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
}

export function summarize(article: Article): ArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    imageUrl: article.featuredImageUrl,
    tags: article.tags,
    isFeatured: article.isFeatured,
    publishedAt: article.publishedAt,
    readingMinutes: readingTimeMinutes(article.content),
  };
}

/**
 * Published articles for /blog. View counts are deliberately left out: the
 * page is static and counters change all the time, so the browser fetches
 * them (docs/decisions/0004-blog-counters.md).
 */
export async function loadBlogList(): Promise<BlogListPage> {
  const page = await loadPublishedArticles();
  return { articles: orderForBlog(page.items).map(summarize) };
}

/**
 * Every published article, newest publication first, recorded as what the
 * page lists. An article whose body cannot be rendered has no page, so the
 * lists leave it out too (the admin list shows it as needing attention).
 */
async function loadPublishedArticles(): Promise<Page<Article>> {
  const page = await articlesKind.readPublished(await pageSource());
  const items = await withRenderableBodies(page.items);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

/** A published article by slug, its content rendered to safe HTML on the server; not found when its body cannot be rendered. */
export async function loadArticlePage(slug: string): Promise<ArticlePage> {
  const source = await pageSource();
  const id = await source.publishedArticleIdAt(slug);
  const article = id === null ? null : await articleKind.read(source, id);
  if (!article) return { found: false };
  const body = await renderArticleBody(article.content);
  if (!body.ok) return { found: false };
  return {
    found: true,
    article,
    html: body.html,
    readingMinutes: readingTimeMinutes(article.content),
    wordCount: countWords(article.content),
  };
}

export function blogListSeo(siteUrl: string): PageSeo {
  return {
    title: "Blog Educativo",
    description:
      "Artigos para pais e educadores sobre desenvolvimento infantil, alfabetização, coordenação motora e atividades de colorir em casa e na escola.",
    path: BLOG_PATH,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `Blog Educativo | ${SITE_NAME}`,
        url: absoluteUrl(siteUrl, BLOG_PATH),
        inLanguage: "pt-BR",
        publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, HOME_PATH) },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Blog Educativo", path: BLOG_PATH },
      ]),
    ],
  };
}

/**
 * SEO of an article: Open Graph "article" tags and a BlogPosting. No view
 * count: it changes all the time and must not force a rebuild.
 */
export function articleSeo(siteUrl: string, page: Extract<ArticlePage, { found: true }>): PageSeo {
  const { article, wordCount } = page;
  const path = articlePath(article.slug);
  const url = absoluteUrl(siteUrl, path);
  const description = truncate(article.metaDescription?.trim() || article.excerpt.trim() || article.title, 160);
  const organization = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, HOME_PATH) };
  const image = absoluteUrl(siteUrl, article.featuredImageUrl ?? DEFAULT_OG_IMAGE);
  return {
    title: article.metaTitle?.trim() || article.title,
    description,
    path,
    image: article.featuredImageUrl,
    imageAlt: article.title,
    type: "article",
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    tags: article.tags,
    author: BLOG_AUTHOR,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: truncate(article.title, 110),
        description,
        image: [image],
        datePublished: (article.publishedAt ?? article.createdAt).toISOString(),
        dateModified: article.updatedAt.toISOString(),
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/apple-touch-icon.png") } },
        inLanguage: "pt-BR",
        keywords: article.tags.join(", "),
        wordCount,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Início", path: HOME_PATH },
        { name: "Blog Educativo", path: BLOG_PATH },
        { name: article.title, path },
      ]),
    ],
  };
}

export function articleNotFoundSeo(path: string): PageSeo {
  return {
    title: "Artigo não encontrado",
    description: "O artigo que você está procurando não foi encontrado ou não está mais disponível.",
    path,
    noindex: true,
  };
}

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

/** The feed of /blog/rss.xml: every published article, newest publication first. */
export async function loadBlogRss(siteUrl: string): Promise<string> {
  const page = await loadPublishedArticles();
  return renderBlogRss(siteUrl, page.items);
}
