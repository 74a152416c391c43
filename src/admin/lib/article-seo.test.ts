import { describe, expect, it } from "vitest";
import {
  type ArticleSeoFields,
  articleSlug,
  overallSeoRating,
  rateArticleSeo,
  type SeoItem,
  searchSnippet,
  truncateForSnippet,
} from "./article-seo.ts";

const chars = (count: number) => "a".repeat(count);

const complete: ArticleSeoFields = {
  title: "Como ensinar as cores com desenhos para colorir",
  excerpt: "Ideias simples para pais e professores.",
  metaTitle: "Como ensinar as cores com desenhos para colorir em casa",
  metaDescription: chars(140),
  featuredImageUrl: "/storage/blog-images/cores.webp",
  tags: ["cores", "educação", "atividades"],
};

const check = (fields: Partial<ArticleSeoFields>, item: SeoItem) => {
  const found = rateArticleSeo({ ...complete, ...fields }).find((entry) => entry.item === item);
  if (!found) throw new Error(`no check for ${item}`);
  return found;
};

describe("rateArticleSeo", () => {
  it("rates every item, in the panel's order, with Portuguese labels", () => {
    const checks = rateArticleSeo(complete);
    expect(checks.map((entry) => [entry.item, entry.label, entry.rating])).toEqual([
      ["metaTitle", "Meta título", "good"],
      ["metaDescription", "Meta descrição", "good"],
      ["slug", "Slug", "good"],
      ["featuredImage", "Imagem destacada", "good"],
      ["tags", "Tags", "good"],
    ]);
  });

  it("calls an empty meta field a problem only when the page has nothing to use instead", () => {
    expect(check({ metaTitle: null, title: "" }, "metaTitle")).toMatchObject({
      rating: "error",
      message: "Meta título não definido e sem texto para usar no lugar",
    });
    expect(check({ metaDescription: "", excerpt: " " }, "metaDescription")).toMatchObject({
      rating: "error",
      message: "Meta descrição não definida e sem texto para usar no lugar",
    });
    expect(check({ metaTitle: null, title: "Cores" }, "metaTitle")).toMatchObject({
      rating: "warning",
      message: "Meta título não definido: o título do artigo será usado (5 caracteres)",
    });
  });

  describe("meta title", () => {
    it.each([
      // Empty: rated by the title the page will use instead (47 characters here: a good length).
      [null, "good", "Meta título não definido: o título do artigo será usado (47 caracteres)"],
      ["   ", "good", "Meta título não definido: o título do artigo será usado (47 caracteres)"],
      [chars(1), "warning", "Meta título curto: 1 caractere (recomendado: 30 a 60)"],
      [chars(29), "warning", "Meta título curto: 29 caracteres (recomendado: 30 a 60)"],
      [chars(30), "good", "Meta título com bom tamanho: 30 caracteres"],
      [chars(60), "good", "Meta título com bom tamanho: 60 caracteres"],
      [chars(61), "warning", "Meta título longo: 61 caracteres (recomendado: 30 a 60); o Google vai cortá-lo"],
    ])("%j is %s", (metaTitle, rating, message) => {
      expect(check({ metaTitle }, "metaTitle")).toMatchObject({ rating, message });
    });

    it("counts trimmed characters as people see them: an accented letter or an emoji is one", () => {
      // 🖍️ is two code points (crayon and an emoji variation selector) but one character on screen.
      expect(check({ metaTitle: `  ${"ç".repeat(58)}🎨🖍️  ` }, "metaTitle")).toMatchObject({
        rating: "good",
        message: "Meta título com bom tamanho: 60 caracteres",
      });
    });
  });

  describe("meta description", () => {
    it.each([
      // Empty: rated by the excerpt the page will use instead (39 characters here: short).
      [null, "warning", "Meta descrição não definida: o resumo será usado (39 caracteres)"],
      ["", "warning", "Meta descrição não definida: o resumo será usado (39 caracteres)"],
      [chars(119), "warning", "Meta descrição curta: 119 caracteres (recomendado: 120 a 160)"],
      [chars(120), "good", "Meta descrição com bom tamanho: 120 caracteres"],
      [chars(160), "good", "Meta descrição com bom tamanho: 160 caracteres"],
      [chars(161), "warning", "Meta descrição longa: 161 caracteres (recomendado: 120 a 160); o Google vai cortá-la"],
    ])("%j is %s", (metaDescription, rating, message) => {
      expect(check({ metaDescription }, "metaDescription")).toMatchObject({ rating, message });
    });
  });

  describe("slug", () => {
    it("rates the slug the title will get when there is none yet", () => {
      expect(check({}, "slug")).toMatchObject({
        rating: "good",
        message: "Slug amigável: /blog/como-ensinar-as-cores-com-desenhos-para-colorir",
      });
    });

    it("rates a saved slug as it is", () => {
      expect(check({ slug: "cores" }, "slug").message).toBe("Slug amigável: /blog/cores");
    });

    it("is an error when the title has no letters or digits", () => {
      expect(check({ title: "!!! ???" }, "slug")).toMatchObject({
        rating: "error",
        message: "Sem slug: o título precisa ter letras ou números",
      });
    });

    it("warns above 75 characters", () => {
      expect(check({ slug: chars(75) }, "slug").rating).toBe("good");
      expect(check({ slug: chars(76) }, "slug")).toMatchObject({
        rating: "warning",
        message: "Slug longo: 76 caracteres (recomendado: até 75); encurte o título",
      });
    });
  });

  describe("featured image", () => {
    it.each([null, "", "  "])("warns without one (%j)", (featuredImageUrl) => {
      expect(check({ featuredImageUrl }, "featuredImage")).toMatchObject({
        rating: "warning",
        message: "Sem imagem destacada: as redes sociais mostrarão a imagem padrão do site",
      });
    });

    it("is good with one", () => {
      expect(check({}, "featuredImage").message).toBe("Imagem destacada definida");
    });
  });

  describe("tags", () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`);
    it.each([
      [0, "error", "Nenhuma tag adicionada (recomendado: 3 a 10)"],
      [1, "warning", "Poucas tags: 1 (recomendado: 3 a 10)"],
      [2, "warning", "Poucas tags: 2 (recomendado: 3 a 10)"],
      [3, "good", "3 tags"],
      [10, "good", "10 tags"],
      [11, "warning", "Muitas tags: 11 (recomendado: 3 a 10)"],
    ])("%i tags are %s", (count, rating, message) => {
      expect(check({ tags: tags(count) }, "tags")).toMatchObject({ rating, message });
    });

    it("ignores blank tags", () => {
      expect(check({ tags: ["", "  "] }, "tags").rating).toBe("error");
    });
  });
});

describe("overallSeoRating", () => {
  it("is the worst rating", () => {
    expect(overallSeoRating(rateArticleSeo(complete))).toBe("good");
    expect(overallSeoRating(rateArticleSeo({ ...complete, featuredImageUrl: null }))).toBe("warning");
    expect(overallSeoRating(rateArticleSeo({ ...complete, featuredImageUrl: null, tags: [] }))).toBe("error");
    expect(overallSeoRating([])).toBe("good");
  });
});

describe("articleSlug", () => {
  it("prefers the saved slug and otherwise slugifies the title", () => {
    expect(articleSlug({ title: "Cores Primárias", slug: "outro" })).toBe("outro");
    expect(articleSlug({ title: "Cores Primárias" })).toBe("cores-primarias");
    expect(articleSlug({ title: "Cores Primárias", slug: " " })).toBe("cores-primarias");
  });
});

describe("truncateForSnippet", () => {
  it("leaves a text that fits, whitespace collapsed", () => {
    expect(truncateForSnippet("  um\n dois  ", 60)).toBe("um dois");
    expect(truncateForSnippet(chars(60), 60)).toBe(chars(60));
  });

  it("cuts at a word boundary with an ellipsis, never longer than the limit", () => {
    const text = "Desenhos para colorir ajudam as crianças a reconhecer cores, formas e personagens favoritos";
    const cut = truncateForSnippet(text, 60);
    expect(cut).toBe("Desenhos para colorir ajudam as crianças a reconhecer cores…");
    expect([...cut].length).toBeLessThanOrEqual(60);
  });

  it("never splits an emoji made of several code points", () => {
    expect(truncateForSnippet("🖍️".repeat(12), 10)).toBe(`${"🖍️".repeat(9)}…`);
  });

  it("cuts inside a word that would otherwise lose too much", () => {
    expect(truncateForSnippet(`ab ${chars(100)}`, 10)).toBe(`ab ${chars(6)}…`);
  });
});

describe("searchSnippet", () => {
  const site = "https://rabisco.com.br";

  it("shows the meta title as the page title, the meta description and the article address", () => {
    expect(searchSnippet({ ...complete, metaDescription: "Aprenda as cores." }, site)).toEqual({
      title: "Como ensinar as cores com desenhos para colorir em casa…",
      description: "Aprenda as cores.",
      url: "https://rabisco.com.br/blog/como-ensinar-as-cores-com-desenhos-para-colorir",
      breadcrumb: "rabisco.com.br › blog › como-ensinar-as-cores-com-desenhos-para-colorir",
    });
  });

  it("falls back on the title and the excerpt, as the public page does", () => {
    const snippet = searchSnippet({ ...complete, title: "Cores", metaTitle: " ", metaDescription: null }, site);
    expect(snippet.title).toBe("Cores | Rabisco");
    expect(snippet.description).toBe("Ideias simples para pais e professores.");
    expect(snippet.url).toBe("https://rabisco.com.br/blog/cores");
  });

  it("falls back on the title when there is no excerpt either", () => {
    expect(searchSnippet({ ...complete, metaDescription: "", excerpt: "" }, site).description).toBe(complete.title);
  });

  it("cuts a long description at 160 characters", () => {
    const description = searchSnippet({ ...complete, metaDescription: "palavra ".repeat(40) }, site).description;
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(description.endsWith("palavra…")).toBe(true);
  });

  it("uses the saved slug and a site URL with a trailing slash", () => {
    expect(searchSnippet({ ...complete, slug: "cores" }, `${site}/`).url).toBe("https://rabisco.com.br/blog/cores");
  });
});
