import { describe, expect, it } from "vitest";
import { parseGeneratedArticle } from "#src/lib/generated-article.ts";
import type { AiConfig } from "#src/server/config.ts";
import { articleFields, articleTimeoutMs, fileStamp } from "./generate-article.ts";

const ai = (timeoutMs: number): AiConfig => ({ baseUrl: "http://x", apiKey: "", model: "m", prices: null, timeoutMs });

describe("the article generator's pure parts", () => {
  it("gives an article 120 s, unless AI_TIMEOUT_MS is below the default (tests) or above 120 s", () => {
    expect(articleTimeoutMs(ai(60_000))).toBe(120_000);
    expect(articleTimeoutMs(ai(90_000))).toBe(120_000);
    expect(articleTimeoutMs(ai(300_000))).toBe(300_000);
    expect(articleTimeoutMs(ai(1_500))).toBe(1_500);
  });

  it("stamps file names in UTC as yyyy-mm-dd-hhmmss", () => {
    expect(fileStamp(new Date("2026-11-23T07:04:05.678Z"))).toBe("2026-11-23-070405");
  });

  it("cleans the model's fields: slug from the slug or the title, no image, blank metas null, tags normalised", () => {
    const fields = articleFields({
      title: "  Cores   e Formas ",
      slug: "  ",
      excerpt: " Resumo. ",
      content: "x",
      featured_image_url: "https://evil.example/a.png",
      meta_title: "",
      meta_description: " Descrição. ",
      tags: ["Cores", "cores", " formas "],
    });
    expect(fields).toEqual({
      title: "Cores e Formas",
      slug: "cores-e-formas",
      excerpt: "Resumo.",
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: "Descrição.",
      tags: ["cores", "formas"],
    });
    expect(articleFields({ ...baseReply, slug: "../../Etc Passwd" }).slug).toBe("etc-passwd");
    expect(parseGeneratedArticle("nada aqui")).toMatchObject({ ok: false });
  });
});

const baseReply = {
  title: "T",
  slug: "t",
  excerpt: "",
  content: "c",
  featured_image_url: null,
  meta_title: null,
  meta_description: null,
  tags: [],
};
