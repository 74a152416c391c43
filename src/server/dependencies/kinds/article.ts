import type { Article } from "#src/lib/domain.ts";
import { getArticleById } from "#src/server/repositories/articles.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/** `article:<id>`: a published article, as its page shows it (null once it is not published). */
const key = (id: string) => `article:${id}`;

export function articleValue(article: Article | null): Omit<Article, "views"> | null {
  if (!article) return null;
  const { views: _views, ...shown } = article;
  return shown;
}

/** Records the article an article page shows. */
export function recordArticle(article: Article): void {
  if (isCollecting()) recordDependency(key(article.id), articleValue(article));
}

export const articleKind = {
  name: "article",
  key,
  group: key,
  async current({ arg: id }, data) {
    const article = await getArticleById(data.db, id);
    return articleValue(article?.status === "published" ? article : null);
  },
  affectedGroups({ touched }) {
    return [...touched.articles].map(key);
  },
} satisfies DependencyKind;
