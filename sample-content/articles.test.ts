import { describe, expect, it } from "vitest";
import { ArticleFormatError, parseArticle } from "./articles.ts";

describe("parseArticle", () => {
  it("refuses an unclosed front matter block, naming the file", () => {
    expect(() => parseArticle("quebrado.md", "---\ntitle: A\n")).toThrow(ArticleFormatError);
    expect(() => parseArticle("quebrado.md", "---\ntitle: A\n")).toThrow(/quebrado\.md/);
  });

  it("maps the fields of an article", () => {
    const article = parseArticle(
      "a.md",
      '---\ntitle: Cores e emoções\nexcerpt: Resumo\ntags: ["cores", "emoções"]\nmeta_title: Cores\nmeta_description: Sobre cores\nis_featured: true\npublished_at: 2026-10-01\n---\nTexto',
    );
    expect(article).toMatchObject({
      title: "Cores e emoções",
      slug: "cores-e-emocoes",
      excerpt: "Resumo",
      content: "Texto",
      tags: ["cores", "emoções"],
      metaTitle: "Cores",
      metaDescription: "Sobre cores",
      isFeatured: true,
      featuredImage: null,
    });
    expect(article.publishedAt?.toISOString()).toBe("2026-10-01T00:00:00.000Z");
  });

  it("accepts a plain comma list of tags and defaults the optional fields", () => {
    const article = parseArticle("b.md", "---\ntitle: X\ntags: a, b\n---\n");
    expect(article).toMatchObject({ tags: ["a", "b"], isFeatured: false, publishedAt: null, metaTitle: null, excerpt: "" });
  });

  it("refuses an article without title or with a bad date", () => {
    expect(() => parseArticle("c.md", "---\nslug: x\n---\n")).toThrow(/no title/);
    expect(() => parseArticle("d.md", "---\ntitle: X\npublished_at: ontem\n---\n")).toThrow(/not a date/);
  });
});
