import { describe, expect, it } from "vitest";
import {
  htmlProblem,
  MARKDOWN_PROBLEMS,
  MAX_EMPHASIS_DELIMITERS,
  MAX_HTML_DEPTH,
  MAX_HTML_ELEMENTS,
  MAX_NESTING_DEPTH,
  markdownSourceProblem,
} from "./markdown-limits.ts";

const realArticle = [
  "# Como colorir com crianças",
  "",
  "Colorir ajuda na **coordenação motora** e na _concentração_. Veja ~~três~~ quatro dicas:",
  "",
  "1. Escolha um desenho **simples** para os _pequenos_;",
  "2. Ofereça lápis **grossos**;",
  "   - de cera;",
  "     - ou de madeira, para os *maiores*;",
  "",
  "> Dica da professora: > elogie o esforço, não o resultado.",
  "> > Uma citação dentro da outra.",
  "",
  "```js",
  "*".repeat(500),
  "```",
  "",
  "| Idade | Desenho |",
  "|---|---|",
  "| 3 a 5 | **simples** |",
].join("\n");

describe("markdownSourceProblem", () => {
  it("accepts a real article, fenced code included", () => {
    expect(markdownSourceProblem(realArticle)).toBeNull();
  });

  it("refuses quotes nested deeper than the limit, naming the line", () => {
    expect(markdownSourceProblem(`ok\n\n${">".repeat(3000)} x`)).toBe(MARKDOWN_PROBLEMS.nesting(3));
    expect(markdownSourceProblem(`${"> ".repeat(MAX_NESTING_DEPTH)}x`)).toBeNull();
    expect(markdownSourceProblem(`${"> ".repeat(MAX_NESTING_DEPTH + 1)}x`)).toBe(MARKDOWN_PROBLEMS.nesting(1));
  });

  it("refuses lists nested deeper than the limit", () => {
    const list = Array.from({ length: 400 }, (_, level) => `${"  ".repeat(level)}- x`).join("\n");
    expect(markdownSourceProblem(list)).toMatch(/aninhadas em mais de 20 níveis \(linha \d+\)/);
  });

  it("refuses more emphasis marks in one paragraph than the limit, and counts each paragraph apart", () => {
    expect(markdownSourceProblem("_a".repeat(99_500))).toBe(MARKDOWN_PROBLEMS.emphasis(1));
    expect(markdownSourceProblem(`intro\n\n${"*_a".repeat(100)}`)).toBe(MARKDOWN_PROBLEMS.emphasis(3));
    const paragraph = "_a".repeat(MAX_EMPHASIS_DELIMITERS);
    expect(markdownSourceProblem(Array(50).fill(paragraph).join("\n\n"))).toBeNull();
    // List items are runs of their own, and escaped marks are text.
    expect(
      markdownSourceProblem(
        Array(50)
          .fill(`- ${"*a* ".repeat(20)}`)
          .join("\n"),
      ),
    ).toBeNull();
    expect(markdownSourceProblem("\\*".repeat(1000))).toBeNull();
  });
});

describe("htmlProblem", () => {
  it("accepts ordinary HTML with void elements", () => {
    expect(htmlProblem("<p>a<br>b<img src=x><hr/></p>".repeat(100))).toBeNull();
  });

  it("refuses HTML nested deeper than the limit", () => {
    expect(htmlProblem("<div>".repeat(MAX_HTML_DEPTH))).toBeNull();
    expect(htmlProblem("<div>".repeat(40_000))).toBe(MARKDOWN_PROBLEMS.htmlDepth());
    expect(htmlProblem("<span>".repeat(MAX_HTML_DEPTH + 1))).toBe(MARKDOWN_PROBLEMS.htmlDepth());
  });

  it("refuses more elements than the limit, saying how many", () => {
    expect(htmlProblem("<li>a</li>".repeat(MAX_HTML_ELEMENTS))).toBeNull();
    expect(htmlProblem("<li>a</li>".repeat(MAX_HTML_ELEMENTS + 1))).toBe(MARKDOWN_PROBLEMS.elements(MAX_HTML_ELEMENTS + 1));
  });
});
