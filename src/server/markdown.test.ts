import { describe, expect, it } from "vitest";
import { MarkdownComplexityError } from "#src/lib/markdown-limits.ts";
import { countWords } from "#src/lib/reading-time.ts";
import { renderArticleBody, renderMarkdown } from "./markdown.ts";
import { withRenderableBodies } from "./site/article-bodies.ts";

describe("renderMarkdown", () => {
  it("renders markdown structure", async () => {
    const html = await renderMarkdown("## Título\n\nTexto com **negrito** e [link](/blog).\n\n- um\n- dois\n\n> citação");
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<strong>negrito</strong>");
    expect(html).toContain('<a href="/blog">link</a>');
    expect(html).toMatch(/<ul>\s*<li>um<\/li>/);
    expect(html).toContain("<blockquote>");
  });

  it.each([
    ["http", "[a](http://exemplo.com)", 'href="http://exemplo.com"'],
    ["https", "[a](https://exemplo.com)", 'href="https://exemplo.com"'],
    ["mailto", "[a](mailto:contato@rabisco.com.br)", 'href="mailto:contato@rabisco.com.br"'],
    ["irc", "[a](irc://irc.libera.chat/rabisco)", 'href="irc://irc.libera.chat/rabisco"'],
    ["ircs", "[a](ircs://irc.libera.chat/rabisco)", 'href="ircs://irc.libera.chat/rabisco"'],
    ["xmpp", "[a](xmpp:alguem@exemplo.com)", 'href="xmpp:alguem@exemplo.com"'],
    ["relative", "[a](/categorias/animais)", 'href="/categorias/animais"'],
  ])("keeps %s links", async (_name, markdown, expected) => {
    expect(await renderMarkdown(markdown)).toContain(expected);
  });

  it("marks external links noopener", async () => {
    expect(await renderMarkdown("[a](https://exemplo.com)")).toContain('rel="noopener noreferrer nofollow"');
  });

  it.each([
    ["empty href", "[vazio]()"],
    ["bare #", "[topo](#)"],
  ])("makes a link with %s inert", async (_name, markdown) => {
    const html = await renderMarkdown(markdown);
    expect(html).toContain("<a>");
    expect(html).not.toContain("href");
  });

  const xssCorpus: [string, string][] = [
    ["script tag", "<script>alert(1)</script>"],
    ["javascript: link", "[clique](javascript:alert(1))"],
    ["javascript: link in HTML", '<a href="javascript:alert(1)">x</a>'],
    ["javascript: with entities", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["javascript: with hex entities and tab", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["upper-case JAVASCRIPT", "[x](JAVASCRIPT:alert(1))"],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["event handler", '<img src="x" onerror="alert(1)">'],
    ["event handler on link", '<a href="/ok" onclick="alert(1)">x</a>'],
    ["svg payload", '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ["iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["object", '<object data="javascript:alert(1)"></object>'],
    ["style with expression", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["form action", '<form action="javascript:alert(1)"><button>x</button></form>'],
    ["markdown image with javascript", "![x](javascript:alert(1))"],
    ["math payload", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["reference-style javascript link", "[x][1]\n\n[1]: javascript:alert(1)"],
    ["leading space before the scheme", '<a href=" javascript:alert(1)">x</a>'],
    ["newline inside the scheme", '<a href="java\nscript:alert(1)">x</a>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["base href", '<base href="javascript:alert(1)//">'],
    ["stylesheet link", '<link rel="stylesheet" href="javascript:alert(1)">'],
    ["srcset", '<img srcset="javascript:alert(1) 1x">'],
    ["details ontoggle", "<details open ontoggle=alert(1)>x</details>"],
    ["formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ];

  it.each(xssCorpus)("neutralises %s", async (_name, payload) => {
    const html = (await renderMarkdown(payload)).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<object|<svg|<form|<math|<style|<meta|<base|<link|srcset=|formaction=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toMatch(/(javascript|vbscript|data):/);
    expect(html).not.toContain("style=");
  });
});

describe("countWords", () => {
  it("splits on any whitespace", async () => {
    expect(countWords("  um  dois\ttrês\nquatro ")).toBe(4);
    expect(countWords("   ")).toBe(0);
  });
});

describe("renderMarkdown on hostile content", () => {
  it.each([
    ["3,000 nested quotes (a stack overflow in marked)", ">".repeat(3000)],
    ["199,000 characters of `_a` (quadratic emphasis)", "_a".repeat(99_500)],
    ["mixed emphasis marks", "*_a".repeat(8000)],
    ["40,000 unclosed <div>", "<div>".repeat(40_000)],
    ["50,000 list items", "- a\n".repeat(50_000)],
  ])("refuses %s at once, with a sentence that says what to change", async (_name, markdown) => {
    const started = performance.now();
    await expect(renderMarkdown(markdown)).rejects.toThrow(MarkdownComplexityError);
    await expect(renderMarkdown(markdown)).rejects.toThrow(/Reduza|Divida|Feche|Simplifique/);
    // Refused before the slow step: far below the seconds the render took.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("keeps no id, class, style, hidden or data-* attribute (content must not reach the page's own elements)", async () => {
    const html = await renderMarkdown(
      [
        '<div id="cookie-banner" class="fixed inset-0" data-consent="accepted" hidden style="display:none" tabindex="1" name="x">',
        '<button data-action="reject" class="btn" form="f">Rejeitar</button>',
        "</div>",
        "",
        "```js",
        "x",
        "```",
      ].join("\n"),
    );
    expect(html).not.toMatch(/\s(id|class|style|hidden|data-[\w-]+|tabindex|name|form)=/);
    expect(html).not.toMatch(/\shidden[\s>]/);
    expect(html).toContain("<div>");
    expect(html).toContain("<code>x");
  });
});

describe("renderArticleBody", () => {
  it("renders in a worker, the same HTML as the in-process renderer", async () => {
    const markdown = "## Olá\n\nTexto com **negrito**.";
    expect(await renderArticleBody(markdown)).toEqual({ ok: true, html: await renderMarkdown(markdown) });
  });

  it("answers a problem instead of throwing, and keeps other articles rendering", async () => {
    const [bad, good] = await Promise.all([renderArticleBody(">".repeat(3000)), renderArticleBody("bom texto")]);
    expect(bad).toEqual({ ok: false, problem: expect.stringMatching(/aninhadas em mais de 20 níveis \(linha 1\)/) });
    expect(good).toEqual({ ok: true, html: "<p>bom texto</p>\n" });
  });

  it("leaves out of a list exactly the articles that cannot be rendered", async () => {
    const articles = [{ content: "um" }, { content: "<span>".repeat(100) }, { content: "três" }];
    expect(await withRenderableBodies(articles)).toEqual([{ content: "um" }, { content: "três" }]);
  });
});
