import type { Article, Page } from "#src/lib/domain.ts";
import type { ArticlePage, ArticleSummary, BlogListPage } from "#src/lib/page-data.ts";
import { countWords, readingTimeMinutes } from "#src/lib/reading-time.ts";
import { pageArticleBody, withRenderableBodies } from "../article-bodies.ts";
import { articleKind } from "../kinds/article.ts";
import { articlesKind } from "../kinds/articles.ts";
import { pageSource } from "../source.ts";

/**
 * The blog's order: featured articles first, each group newest publication
 * first (the repository already sorts by publication date; the sort is
 * stable, so it only has to lift the featured ones).
 */
function orderForBlog<T extends { isFeatured: boolean }>(articles: readonly T[]): T[] {
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
  const body = await pageArticleBody(article.content);
  if (!body.ok) return { found: false };
  return {
    found: true,
    article,
    html: body.html,
    readingMinutes: readingTimeMinutes(article.content),
    wordCount: countWords(article.content),
  };
}

/** The articles of the feed /blog/rss.xml (./../rss.ts): every published article, newest publication first. */
export async function loadBlogFeed(): Promise<Article[]> {
  return (await loadPublishedArticles()).items;
}
