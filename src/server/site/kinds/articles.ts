import type { Article, Page } from "#src/lib/domain.ts";
import { type ArticleFilters, publishedArticleFilters } from "#src/server/repositories/articles.ts";
import type { PageSource } from "../source.ts";
import { articleValue } from "./article.ts";
import { defineKind } from "./kind.ts";

/** `articles|<filters as JSON>`: a list of articles (the blog, its feed), by the filters of its query. */
const kind = defineKind({
  name: "articles",
  key: (filters: ArticleFilters) => `articles|${JSON.stringify(filters)}`,
  group: "articles",
  argsOf: ({ detail }): [ArticleFilters] | null => {
    try {
      return [reviveArticleFilters(detail ?? "{}")];
    } catch {
      return null;
    }
  },
  load: (source, filters: ArticleFilters) => source.articles(filters),
  value: (page: Page<Article>) => ({
    items: page.items.map(articleValue),
    total: page.total,
    page: page.page,
    limit: page.limit,
  }),
  affectedGroups({ touched }) {
    return touched.articles.size > 0 ? ["articles"] : [];
  },
});

export const articlesKind = {
  ...kind,
  /** Every published article, newest publication first (the blog and its feed). */
  readPublished: (source: PageSource) => kind.read(source, publishedArticleFilters()),
};

/** The filters a key was made from: JSON turned the dates into strings. */
function reviveArticleFilters(json: string): ArticleFilters {
  const filters = JSON.parse(json) as Record<string, unknown>;
  for (const name of ["publishedFrom", "publishedTo"]) {
    if (typeof filters[name] === "string") filters[name] = new Date(filters[name]);
  }
  return filters as ArticleFilters;
}
