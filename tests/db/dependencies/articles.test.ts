import { expect, it } from "vitest";
import { createArticle, publishArticle, publishedArticleFilters } from "#src/server/repositories/index.ts";
import { articlesKind } from "#src/server/site/kinds/articles.ts";
import { loadBlogFeed, loadBlogList } from "#src/server/site/loaders/blog.ts";
import { PageSource } from "#src/server/site/source.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite, recorded } from "./support.ts";

describeKind("articles", (db) => {
  it("is the list the blog and its feed recorded, and moves when an article is published", async () => {
    await createArticle(db(), { title: "Cores", content: "Texto.", status: "published" });
    const draft = await createArticle(db(), { title: "Rascunho", content: "Ainda não." });
    const blog = await built("/blog", () => loadBlogList());
    const feed = await built("/blog/rss.xml", () => loadBlogFeed());
    const key = articlesKind.key(publishedArticleFilters());
    expect(feed.dependencies.get(key)).toBe(blog.dependencies.get(key));

    await expectKeyFollowsWrite(db(), {
      page: blog,
      others: [feed],
      key,
      group: articlesKind.group,
      change: { table: "blog_articles", id: draft.id, write: async () => void (await publishArticle(db(), draft.id)) },
    });
  });

  it("computes a list of other filters again from its key alone", async () => {
    await createArticle(db(), { title: "Cores", content: "Texto.", status: "published" });
    const filters = { status: "published" as const, publishedFrom: new Date("2020-01-01T00:00:00Z") };
    const key = articlesKind.key(filters);
    const page = await recorded(() => articlesKind.read(new PageSource(db()), filters));
    expect(await evaluated(db(), key)).toBe(page.get(key));
  });
});
