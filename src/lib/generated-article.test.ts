import { describe, expect, it } from "vitest";
import { GENERATOR } from "./admin-contracts/messages.ts";
import {
  CONTENT_PLACEHOLDER,
  formatGeneratedArticle,
  type GeneratedArticle,
  type GeneratedArticleFields,
  INVALID_GENERATED_ARTICLE,
  parseGeneratedArticle,
} from "./generated-article.ts";

const ARTICLE = "# Desenhos para colorir\n\nColorir ajuda na coordenação motora.\n\n## Atividades\n\n- Pintar com giz de cera";

const STATEMENT = `INSERT INTO blog_articles (title, slug, excerpt, content, featured_image_url, meta_title, meta_description, tags) VALUES (
  'Desenhos para colorir',
  'desenhos-para-colorir',
  'Por que colorir faz bem',
  '[CONTEÚDO COMPLETO ACIMA]',
  NULL,
  'Desenhos para colorir | Rabisco',
  'Descubra os benefícios de colorir.',
  ARRAY['colorir', 'educação', 'crianças']
);`;

function parsed(raw: string): GeneratedArticle {
  const result = parseGeneratedArticle(raw);
  if (!result.ok) throw new Error(`expected a parsed article, got: ${result.message}`);
  return result.article;
}

const EXPECTED: GeneratedArticle = {
  title: "Desenhos para colorir",
  slug: "desenhos-para-colorir",
  excerpt: "Por que colorir faz bem",
  content: ARTICLE,
  featuredImageUrl: null,
  metaTitle: "Desenhos para colorir | Rabisco",
  metaDescription: "Descubra os benefícios de colorir.",
  tags: ["colorir", "educação", "crianças"],
};

describe("parseGeneratedArticle: the cut", () => {
  it.each([
    ["a line of '----'", `${ARTICLE}\n\n----\n\n${STATEMENT}`],
    ["a line of '---'", `${ARTICLE}\n\n---\n\n${STATEMENT}`],
    ["the marker", `${ARTICLE}\n\n${CONTENT_PLACEHOLDER}\n\n${STATEMENT}`],
    [
      "the marker, mid-line and followed by notes",
      `${ARTICLE}\n\n${CONTENT_PLACEHOLDER} (fim do artigo)\n\nSQL abaixo.\n${STATEMENT}`,
    ],
    ["a line starting an INSERT INTO statement", `${ARTICLE}\n${STATEMENT}`],
    ["a ```sql fence after '---'", `${ARTICLE}\n\n---\n\n\`\`\`sql\n${STATEMENT}\n\`\`\`\n`],
    ["a lead-in line after '---'", `${ARTICLE}\n\n---\n\nComando SQL para inserir o artigo:\n\n\`\`\`sql\n${STATEMENT}\n\`\`\``],
    ["a ```markdown fence around the article", `\`\`\`markdown\n${ARTICLE}\n\`\`\`\n\n---\n\n${STATEMENT}`],
  ])("cuts at %s", (_, raw) => {
    const article = parsed(raw);
    expect(article).toEqual({ ...EXPECTED, content: article.content });
    expect(article.content).toBe(ARTICLE);
  });

  it("keeps a horizontal rule inside the article", () => {
    const content = "Primeira parte.\n\n---\n\nSegunda parte.";
    expect(parsed(`${content}\n\n---\n\n${STATEMENT}`).content).toBe(content);
  });

  it("keeps a code block that ends the article", () => {
    const content = "Exemplo:\n\n```\ncódigo\n```";
    expect(parsed(`${content}\n---\n\`\`\`sql\n${STATEMENT}\n\`\`\``).content).toBe(content);
    expect(parsed(`${content}\n${STATEMENT}`).content).toBe(content);
  });

  it("stops at the marker even when text follows it before the statement", () => {
    expect(parsed(`Artigo.\n${CONTENT_PLACEHOLDER}\nObservações do modelo.\n---\n${STATEMENT}`).content).toBe("Artigo.");
  });

  it("accepts CRLF line endings, in the article and in the values", () => {
    const raw = `${ARTICLE}\n\n---\n\n${STATEMENT.replace("'Por que colorir faz bem'", "'Por que\ncolorir'")}`.replace(
      /\n/g,
      "\r\n",
    );
    const article = parsed(raw);
    expect(article.content).toBe(ARTICLE);
    expect(article.excerpt).toBe("Por que\ncolorir");
    expect(article.tags).toEqual(EXPECTED.tags);
  });

  it("gives an empty content when the statement comes first", () => {
    expect(parsed(STATEMENT).content).toBe("");
  });
});

describe("parseGeneratedArticle: the statement", () => {
  it.each([
    ["no statement at all", ARTICLE],
    ["an empty text", ""],
    ["a statement for another table", `${ARTICLE}\n---\n${STATEMENT.replace("blog_articles", "drawings")}`],
    ["a table whose name only starts like it", `${ARTICLE}\n---\n${STATEMENT.replace("blog_articles", "blog_articles_old")}`],
    ["a statement without VALUES", `${ARTICLE}\n---\nINSERT INTO blog_articles (title) SELECT 'x';`],
    ["an unterminated literal", `${ARTICLE}\n---\nINSERT INTO blog_articles VALUES ('Título, 'slug');`],
    ["an unterminated value list", `${ARTICLE}\n---\nINSERT INTO blog_articles VALUES ('Título', 'slug'`],
    ["a NULL title", `INSERT INTO blog_articles VALUES (NULL, 'slug', 'resumo');`],
    ["a blank title", `INSERT INTO blog_articles VALUES ('  ', 'slug', 'resumo');`],
    ["an empty value list", `INSERT INTO blog_articles VALUES ();`],
  ])("refuses %s with the spec's message", (_, raw) => {
    expect(parseGeneratedArticle(raw)).toEqual({ ok: false, message: INVALID_GENERATED_ARTICLE });
  });

  it("says it in the spec's words", () => {
    expect(INVALID_GENERATED_ARTICLE).toBe("Formato de artigo inválido. Não foi possível extrair os dados SQL.");
    expect(GENERATOR.invalidFormat).toBe(INVALID_GENERATED_ARTICLE);
  });

  it("reads the values by position, without a column list, with escaped quotes and commas, parentheses, semicolons and newlines", () => {
    const raw = `Texto.\n---\ninsert into BLOG_ARTICLES values ('O ''Grito'' de Munch, para colorir (e imprimir); grátis', 'o-grito',
      'Resumo com ''aspas'', vírgulas, (parênteses);
e uma quebra de linha', 'conteúdo ignorado, com ''aspas''', 'https://exemplo.com/a.webp', 'Meta; título', 'Meta, descrição (curta)', ARRAY['arte', 'munch'])`;
    expect(parsed(raw)).toEqual({
      title: "O 'Grito' de Munch, para colorir (e imprimir); grátis",
      slug: "o-grito",
      excerpt: "Resumo com 'aspas', vírgulas, (parênteses);\ne uma quebra de linha",
      content: "Texto.",
      featuredImageUrl: "https://exemplo.com/a.webp",
      metaTitle: "Meta; título",
      metaDescription: "Meta, descrição (curta)",
      tags: ["arte", "munch"],
    });
  });

  it("accepts public.blog_articles, quoted names, any case and whitespace anywhere", () => {
    const raw = `Texto.\n---\n  InSeRt\n  iNtO   "public" . "blog_articles"\n(\n "title" ,slug\n)\n  values\n\n(  'Título'  ,\n'slug'  )  ;`;
    expect(parsed(raw)).toMatchObject({ title: "Título", slug: "slug", excerpt: "", tags: [] });
  });

  it("gives null for NULL in any case, and for blank optional texts", () => {
    const raw = "INSERT INTO blog_articles VALUES ('T', null, Null, 'c', nULL, '  ', NULL, NULL);";
    expect(parsed(raw)).toEqual({
      title: "T",
      slug: "",
      excerpt: "",
      content: "",
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      tags: [],
    });
  });

  it("ignores the 4th value whatever it holds", () => {
    const raw = `Artigo de verdade.\n---\nINSERT INTO blog_articles VALUES ('T', 's', 'e', 'outro conteúdo, com ) e ; e ''aspas''', NULL, NULL, NULL, ARRAY['a']);`;
    expect(parsed(raw).content).toBe("Artigo de verdade.");
  });

  it("reads the columns by name when the statement names them in another order", () => {
    const raw = `INSERT INTO blog_articles (slug, title, status, tags, meta_title, excerpt, content, meta_description, featured_image_url, is_featured)
      VALUES ('s', 'T', 'draft', ARRAY['x'], 'MT', 'E', '...', 'MD', 'https://img', false);`;
    expect(parsed(raw)).toEqual({
      title: "T",
      slug: "s",
      excerpt: "E",
      content: "",
      featuredImageUrl: "https://img",
      metaTitle: "MT",
      metaDescription: "MD",
      tags: ["x"],
    });
  });

  it("ignores casts, keeps other expressions as raw text, and understands E'' and $$ literals", () => {
    const raw = `INSERT INTO blog_articles VALUES ('T'::text, $$Slug com 'aspas'$$, E'linha 1\\nlinha \\'2\\'', $tag$conteúdo $$ $tag$, NULL::text, lower('X'), 42, ARRAY['a']::text[]);`;
    expect(parsed(raw)).toMatchObject({
      title: "T",
      slug: "Slug com 'aspas'",
      excerpt: "linha 1\nlinha '2'",
      featuredImageUrl: null,
      metaTitle: "lower('X')",
      metaDescription: "42",
      tags: ["a"],
    });
  });

  it("skips SQL comments between the values", () => {
    const raw = "INSERT INTO blog_articles VALUES (\n  'T', -- o título\n  /* o slug */ 's'\n);";
    expect(parsed(raw)).toMatchObject({ title: "T", slug: "s" });
  });

  it("takes the last statement that parses when the article itself quotes SQL", () => {
    const content = "Exemplo:\n\n```sql\nINSERT INTO blog_articles VALUES ('Exemplo', 'exemplo');\n```\n\nFim.";
    const article = parsed(`${content}\n\n---\n\n${STATEMENT}`);
    expect(article.title).toBe(EXPECTED.title);
    expect(article.content).toBe(content);
  });

  it("finds the statement inside a ```sql fence with no separator", () => {
    expect(parsed(`${ARTICLE}\n\n\`\`\`sql\n${STATEMENT}\n\`\`\``)).toEqual(EXPECTED);
  });

  it("reads a statement with fewer than 8 values, and a UTF-8 BOM", () => {
    expect(parsed("\uFEFFTexto\n---\nINSERT INTO blog_articles VALUES ('T', 's', 'e')")).toEqual({
      title: "T",
      slug: "s",
      excerpt: "e",
      content: "Texto",
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      tags: [],
    });
  });
});

describe("parseGeneratedArticle: the tags", () => {
  const withTags = (tags: string) => `INSERT INTO blog_articles VALUES ('T', 's', 'e', 'c', NULL, NULL, NULL, ${tags});`;

  it.each([
    ["ARRAY['a', 'b']", ["a", "b"]],
    ["ARRAY['a','b' , 'c']", ["a", "b", "c"]],
    ["array[ ' a ', '', 'b', 'a', '   ', NULL ]", ["a", "b"]],
    ["ARRAY['dia d''água', 'x, y']", ["dia d'água", "x, y"]],
    ["ARRAY[]::text[]", []],
    ["ARRAY[]", []],
    ["NULL", []],
    ['\'{a,b,"c, d","e \\"f\\"",NULL}\'', ["a", "b", "c, d", 'e "f"']],
    ["'{}'", []],
    ["'colorir, natal , colorir'", ["colorir", "natal"]],
    // One tag whatever its case (the tag rule), the first spelling kept.
    ["ARRAY['Natal', 'natal']", ["Natal"]],
  ])("%s gives %j", (literal, expected) => {
    expect(parsed(withTags(literal)).tags).toEqual(expected);
  });

  it("falls back to the first ARRAY among the values when there is no tags position", () => {
    expect(parsed("INSERT INTO blog_articles (title, labels) VALUES ('T', ARRAY['x', 'y']);").tags).toEqual(["x", "y"]);
  });
});

describe("formatGeneratedArticle", () => {
  const fields: GeneratedArticleFields = {
    title: EXPECTED.title,
    slug: EXPECTED.slug,
    excerpt: EXPECTED.excerpt,
    featuredImageUrl: null,
    metaTitle: EXPECTED.metaTitle,
    metaDescription: EXPECTED.metaDescription,
    tags: EXPECTED.tags,
  };

  it("writes the article, a line '---' and the statement", () => {
    expect(formatGeneratedArticle(fields, `\n${ARTICLE}\n\n`)).toBe(`${ARTICLE}\n\n---\n\n${STATEMENT}\n`);
  });

  it("writes no tags as ARRAY[]::text[] and escapes quotes", () => {
    const raw = formatGeneratedArticle({ ...fields, title: "O 'Grito'", tags: [] }, "x");
    expect(raw).toContain("'O ''Grito'''");
    expect(raw).toContain("ARRAY[]::text[]");
  });

  it("is read back by parseGeneratedArticle, for tricky texts", () => {
    const random = seeded(20261123);
    const pieces = [
      "a",
      "Ação",
      "'",
      "''",
      "', '",
      ",",
      "(",
      ")",
      ";",
      "\n",
      " ",
      "ç",
      "ã",
      "é",
      "--",
      "/*",
      "*/",
      "$$",
      "[",
      "]",
      "{",
      "}",
      '"',
      "\\",
      "NULL",
      "ARRAY['x']",
      "INSERT INTO",
      "VALUES",
      "😀",
    ];
    const piece = () => pieces[Math.floor(random() * pieces.length)] ?? "";
    const phrase = (max: number) => Array.from({ length: 1 + Math.floor(random() * max) }, piece).join("");
    const nonBlank = (max: number) => `x${phrase(max)}y`;
    const line = () => ["---", "----", "## Título", "", "- item, 'aspas'", phrase(6)][Math.floor(random() * 6)] ?? "";
    for (let run = 0; run < 300; run += 1) {
      const article: GeneratedArticleFields = {
        title: nonBlank(8),
        slug: nonBlank(4),
        excerpt: nonBlank(10),
        featuredImageUrl: random() < 0.5 ? null : `https://exemplo.com/${nonBlank(3)}`,
        metaTitle: random() < 0.3 ? null : nonBlank(6),
        metaDescription: random() < 0.3 ? null : nonBlank(10),
        tags: [...new Set(Array.from({ length: Math.floor(random() * 5) }, () => nonBlank(3)))],
      };
      const content = `Início ${phrase(5)}\n${Array.from({ length: Math.floor(random() * 6) }, line).join("\n")}\nFim ${phrase(5)}.`;
      const result = parseGeneratedArticle(formatGeneratedArticle(article, content));
      expect(result).toEqual({ ok: true, article: { ...article, content: content.trim() } });
    }
  });
});

/** A small deterministic generator (mulberry32), so a failure is reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
