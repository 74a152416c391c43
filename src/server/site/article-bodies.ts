import { type ArticleBody, renderArticleBody } from "#src/server/markdown.ts";
import { markRenderDegraded } from "./dependencies.ts";

/**
 * An article's body as a page shows it (src/server/markdown.ts renders it);
 * a render that failed for a passing reason (a slow worker) marks the page
 * being rendered as degraded, so a CDN does not keep a page missing an
 * article it will have in a minute.
 */
export async function pageArticleBody(markdown: string): Promise<ArticleBody> {
  const body = await renderArticleBody(markdown);
  if (!body.ok && body.transient) markRenderDegraded();
  return body;
}

/** The articles whose body renders, in order (each in isolation: a body never throws). */
export async function withRenderableBodies<T extends { content: string }>(articles: readonly T[]): Promise<T[]> {
  const bodies = await Promise.all(articles.map((article) => pageArticleBody(article.content)));
  return articles.filter((_, index) => bodies[index]?.ok);
}
