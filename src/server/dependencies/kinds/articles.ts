import type { Article, Page } from "#src/lib/domain.ts";
import { type ArticleFilters, listArticles } from "#src/server/repositories/articles.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";
import { articleValue } from "./article.ts";

/** `articles|<filters as JSON>`: a list of articles (the blog, its feed), by the filters of its query. */
const key = (filters: ArticleFilters) => `articles|${JSON.stringify(filters)}`;
const group = "articles";

export function articlesValue(page: Page<Article>) {
  return { items: page.items.map(articleValue), total: page.total, page: page.page, limit: page.limit };
}

/** Records a list of articles a page shows, with the filters it was read with. */
export function recordArticles(filters: ArticleFilters, page: Page<Article>): void {
  if (isCollecting()) recordDependency(key(filters), articlesValue(page));
}

export const articlesKind = {
  name: "articles",
  key,
  group,
  async current({ detail }, data) {
    return articlesValue(await listArticles(data.db, reviveArticleFilters(detail ?? "{}")));
  },
  affectedGroups({ touched }) {
    return touched.articles.size > 0 ? [group] : [];
  },
} satisfies DependencyKind;

/** The filters a key was made from: JSON turned the dates into strings. */
function reviveArticleFilters(json: string): ArticleFilters {
  const filters = JSON.parse(json) as Record<string, unknown>;
  for (const name of ["publishedFrom", "publishedTo"]) {
    if (typeof filters[name] === "string") filters[name] = new Date(filters[name]);
  }
  return filters as ArticleFilters;
}
