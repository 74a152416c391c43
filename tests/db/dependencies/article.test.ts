import { expect, it } from "vitest";
import { articleKind } from "#src/server/dependencies/kinds/article.ts";
import { loadArticlePage } from "#src/server/loaders/blog.ts";
import { createArticle, unpublishArticle, updateArticle } from "#src/server/repositories/index.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("article", (db) => {
  it("is what the article page recorded, and moves with the article's content and publication", async () => {
    const article = await createArticle(db(), { title: "Cores", content: "Texto.", status: "published" });
    const page = await recorded(() => loadArticlePage("cores"));
    const key = articleKind.key(article.id);
    expect(page.get(key)).toBeDefined();
    expect(await evaluated(db(), key)).toBe(page.get(key));

    const pages = { "/blog/cores": page };
    const edit = {
      table: "blog_articles" as const,
      id: article.id,
      write: async () => void (await updateArticle(db(), article.id, { content: "Outro texto." })),
    };
    expect(await groupsAfterWrite(db(), edit, pages)).toContain(articleKind.group(article.id));
    const edited = await evaluated(db(), key);
    expect(edited).not.toBe(page.get(key));

    await unpublishArticle(db(), article.id);
    expect(await evaluated(db(), key)).not.toBe(edited);
  });
});
