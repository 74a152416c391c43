import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "#src/lib/markdown.ts";
import { renderMarkdown } from "./markdown.ts";

/**
 * The admin editor previews with src/lib/markdown.ts over the browser's
 * window; the public page renders with src/server/markdown.ts. These tests
 * hold the two to the same HTML, and the shared module to browser-safe imports.
 */

// A fresh window, as the browser would hand over its own.
const renderInBrowser = createMarkdownRenderer(new JSDOM("").window);

const xssCorpus: [string, string][] = [
  ["script tag", "<script>alert(1)</script>"],
  ["script tag inside a paragraph", "Olá <script src=//mal.example/x.js></script> mundo"],
  ["onerror handler", '<img src="x" onerror="alert(1)">'],
  ["onclick handler on a link", '<a href="/ok" onclick="alert(1)">x</a>'],
  ["onmouseover on a div", '<div onmouseover="alert(1)">passe o mouse</div>'],
  ["details ontoggle", "<details open ontoggle=alert(1)>x</details>"],
  ["javascript: markdown link", "[clique](javascript:alert(1))"],
  ["javascript: HTML link", '<a href="javascript:alert(1)">x</a>'],
  ["javascript: with entities", '<a href="&#106;avascript:alert(1)">x</a>'],
  ["JAVASCRIPT: in capitals", "[x](JAVASCRIPT:alert(1))"],
  ["javascript: reference link", "[x][1]\n\n[1]: javascript:alert(1)"],
  ["javascript: image", "![x](javascript:alert(1))"],
  ["svg onload", '<svg onload="alert(1)"><circle r="4" /></svg>'],
  ["svg with script", "<svg><script>alert(1)</script></svg>"],
  ["iframe", '<iframe src="https://mal.example"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["style tag", "<style>body{display:none}</style>"],
  ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["data: HTML link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["object", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["form", '<form action="javascript:alert(1)"><button>x</button></form>'],
];

const safeCorpus: [string, string][] = [
  ["headings and emphasis", "# Um\n\n## Dois\n\n### Três\n\n**negrito**, _itálico_, ~~riscado~~ e `código`"],
  ["lists", "- um\n- dois\n\n1. primeiro\n2. segundo"],
  ["links", "[interno](/blog/colorir) e [externo](https://exemplo.com) e [vazio]() e [topo](#)"],
  ["image", "![Um gato](/storage/gato.webp)"],
  ["quote, code block and rule", "> citação\n\n```\nconst x = 1;\n```\n\n---\n\nfim"],
  ["table", "| a | b |\n|---|---|\n| 1 | 2 |"],
];

describe("createMarkdownRenderer", () => {
  it.each([...safeCorpus, ...xssCorpus])("renders %s exactly as the public page does", async (_name, markdown) => {
    expect(renderInBrowser(markdown)).toBe(await renderMarkdown(markdown));
  });

  it.each(xssCorpus)("leaves nothing dangerous of %s", async (_name, payload) => {
    const html = renderInBrowser(payload).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<style/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toMatch(/(javascript|vbscript|data):/);
    expect(html).not.toContain("style=");
    expect(html).not.toContain("srcdoc");
  });

  it("keeps a data: image source (DOMPurify allows it on img, where an SVG cannot run scripts) but never as a link", async () => {
    const svg = "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+";
    const html = renderInBrowser(`![x](${svg}) [y](${svg})`);
    expect(html).toBe(await renderMarkdown(`![x](${svg}) [y](${svg})`));
    expect(html).toContain(`<img src="${svg}" alt="x">`);
    expect(html).toContain("<a>y</a>");
  });

  it("keeps the markup an article needs", async () => {
    const html = renderInBrowser(safeCorpus.map(([, markdown]) => markdown).join("\n\n"));
    for (const tag of [
      "<h1>",
      "<h2>",
      "<h3>",
      "<strong>",
      "<em>",
      "<del>",
      "<code>",
      "<ul>",
      "<ol>",
      "<blockquote>",
      "<pre>",
      "<hr>",
      "<table>",
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toContain('<img src="/storage/gato.webp" alt="Um gato">');
    expect(html).toContain('<a href="https://exemplo.com" rel="noopener noreferrer nofollow" target="_blank">externo</a>');
  });

  it("imports nothing but marked and DOMPurify, so the admin bundle never carries jsdom", async () => {
    const source = readFileSync(new URL("../lib/markdown.ts", import.meta.url), "utf8");
    const specifiers = [...source.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1]);
    expect(specifiers.sort()).toEqual(["./markdown-limits.ts", "dompurify", "marked"]);
    const limits = readFileSync(new URL("../lib/markdown-limits.ts", import.meta.url), "utf8");
    expect(limits).not.toMatch(/^import\s/m);
  });
});
