import type { Article } from "#src/lib/domain.ts";
import { defineKind, keyPerRow } from "./kind.ts";

/** What an article page shows of an article: all but its view count. */
export function articleValue(article: Article | null): Omit<Article, "views"> | null {
  if (!article) return null;
  const { views: _views, ...shown } = article;
  return shown;
}

const identity = keyPerRow("article");

/** `article:<id>`: a published article, as its page shows it (null once it is not published). */
export const articleKind = defineKind({
  ...identity,
  async load(source, id: string) {
    const article = await source.article(id);
    return article?.status === "published" ? article : null;
  },
  value: articleValue,
  affectedGroups({ touched }) {
    return [...touched.articles].map(identity.key);
  },
});
