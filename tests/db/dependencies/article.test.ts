import { expect, it } from "vitest";
import { createArticle, unpublishArticle, updateArticle } from "#src/server/repositories/index.ts";
import { articleKind } from "#src/server/site/kinds/article.ts";
import { loadArticlePage } from "#src/server/site/loaders/blog.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite } from "./support.ts";

describeKind("article", (db) => {
  it("is what the article page recorded, and moves with the article's content and publication", async () => {
    const article = await createArticle(db(), { title: "Cores", content: "Texto.", status: "published" });
    const key = articleKind.key(article.id);
    const edited = await expectKeyFollowsWrite(db(), {
      page: await built("/blog/cores", () => loadArticlePage("cores")),
      key,
      group: articleKind.group(article.id),
      change: {
        table: "blog_articles",
        id: article.id,
        write: async () => void (await updateArticle(db(), article.id, { content: "Outro texto." })),
      },
    });

    await unpublishArticle(db(), article.id);
    expect(await evaluated(db(), key)).not.toBe(edited);
  });
});
