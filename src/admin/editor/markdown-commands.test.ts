import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "#src/lib/markdown.ts";
import {
  applyEdit,
  bold,
  bulletList,
  codeBlock,
  heading,
  horizontalRule,
  image,
  inlineCode,
  italic,
  link,
  type MarkdownCommand,
  numberedList,
  quote,
  runMarkdownCommand,
  strikethrough,
  type TextEdit,
  type TextState,
} from "./markdown-commands.ts";

/**
 * Texts are written with the selection marked: "a «b» c" has "b" selected,
 * "a «»b" a caret before "b". `run` applies a command the way the editor does
 * and marks the selection it leaves, so each case reads before → after.
 */
function parse(marked: string): TextState {
  const selectionStart = marked.indexOf("«");
  const selectionEnd = marked.indexOf("»") - 1;
  if (selectionStart < 0 || selectionEnd < selectionStart) throw new Error(`no selection in ${JSON.stringify(marked)}`);
  return { value: marked.replace("«", "").replace("»", ""), selectionStart, selectionEnd };
}

function show(value: string, start: number, end: number): string {
  return `${value.slice(0, start)}«${value.slice(start, end)}»${value.slice(end)}`;
}

function run(command: (state: TextState) => TextEdit, marked: string): string {
  const state = parse(marked);
  const result = command(state);
  return show(applyEdit(state.value, result), result.selectionStart, result.selectionEnd);
}

/** A command applied twice gives the text back: the toggles. */
function twice(command: (state: TextState) => TextEdit, marked: string): string {
  return run(command, run(command, marked));
}

describe("applyEdit", () => {
  it("replaces the range with the text", () => {
    expect(applyEdit("abcdef", { replaceStart: 2, replaceEnd: 4, text: "XY", selectionStart: 0, selectionEnd: 0 })).toBe(
      "abXYef",
    );
  });
});

describe("the selection", () => {
  it("works backwards too (selectionStart after selectionEnd)", () => {
    const result = bold({ value: "a b c", selectionStart: 3, selectionEnd: 2 });
    expect(applyEdit("a b c", result)).toBe("a **b** c");
  });

  it("is kept inside the text", () => {
    const result = bold({ value: "abc", selectionStart: -4, selectionEnd: 99 });
    expect(applyEdit("abc", result)).toBe("**abc**");
  });

  it("is one replacement of the touched range, so one undo step takes it back", () => {
    const result = bold(parse("um «dois» três"));
    expect(result).toEqual({ replaceStart: 3, replaceEnd: 7, text: "**dois**", selectionStart: 5, selectionEnd: 9 });
  });
});

describe("bold", () => {
  it("inserts the placeholder, selected, at a caret", () => {
    expect(run(bold, "Olá «»")).toBe("Olá **«texto em negrito»**");
    expect(run(bold, "«»")).toBe("**«texto em negrito»**");
  });

  it("wraps the selection and keeps it selected", () => {
    expect(run(bold, "um «dois» três")).toBe("um **«dois»** três");
  });

  it("keeps surrounding spaces outside the marks, where markdown needs them", () => {
    expect(run(bold, "um« dois »três")).toBe("um **«dois»** três");
  });

  it("marks each line of a multi-line selection, skipping blank lines", () => {
    expect(run(bold, "«um\n\ndois»")).toBe("«**um**\n\n**dois**»");
  });

  it("takes the marks off a selection that includes them", () => {
    expect(run(bold, "um «**dois**» três")).toBe("um «dois» três");
  });

  it("takes the marks off a selection between them", () => {
    expect(run(bold, "um **«dois»** três")).toBe("um «dois» três");
  });

  it("toggles: twice gives the text back", () => {
    expect(twice(bold, "um «dois» três")).toBe("um «dois» três");
    expect(twice(bold, "«um\ndois»")).toBe("«um\ndois»");
  });

  it("takes the marks off every line when all are bold", () => {
    expect(run(bold, "«**um**\n**dois**»")).toBe("«um\ndois»");
  });

  it("marks all lines when only some are bold", () => {
    expect(run(bold, "«**um**\ndois»")).toBe("«****um****\n**dois**»");
  });

  it("removes an empty pair of marks at the caret (a second Ctrl+B after the placeholder was deleted)", () => {
    expect(run(bold, "a **«»** b")).toBe("a «» b");
  });

  it("toggles the placeholder off again", () => {
    expect(twice(bold, "«»")).toBe("«texto em negrito»");
  });

  it("adds bold to italic text and takes only the bold off bold italic", () => {
    expect(run(bold, "*«x»*")).toBe("***«x»***");
    expect(run(bold, "***«x»***")).toBe("*«x»*");
  });

  it("treats a whitespace-only selection as a caret", () => {
    expect(run(bold, "a«   »b")).toBe("a**«texto em negrito»**   b");
  });
});

describe("italic", () => {
  it("inserts the placeholder, selected, at a caret", () => {
    expect(run(italic, "«»")).toBe("*«texto em itálico»*");
  });

  it("wraps with single asterisks, which also work inside a word", () => {
    expect(run(italic, "pala«vra»")).toBe("pala*«vra»*");
  });

  it("marks each line of a multi-line selection", () => {
    expect(run(italic, "«um\ndois»")).toBe("«*um*\n*dois*»");
  });

  it("toggles off, from inside or around the marks", () => {
    expect(run(italic, "*«x»*")).toBe("«x»");
    expect(run(italic, "«*x*»")).toBe("«x»");
    expect(twice(italic, "a «b» c")).toBe("a «b» c");
  });

  it("does not mistake bold for italic", () => {
    expect(run(italic, "**«x»**")).toBe("***«x»***");
    expect(run(italic, "«**x**»")).toBe("*«**x**»*");
  });

  it("takes only the italic off bold italic", () => {
    expect(run(italic, "***«x»***")).toBe("**«x»**");
  });
});

describe("strikethrough", () => {
  it("inserts the placeholder at a caret", () => {
    expect(run(strikethrough, "«»")).toBe("~~«texto riscado»~~");
  });

  it("wraps, line by line, and toggles off", () => {
    expect(run(strikethrough, "a «b» c")).toBe("a ~~«b»~~ c");
    expect(run(strikethrough, "«a\nb»")).toBe("«~~a~~\n~~b~~»");
    expect(run(strikethrough, "~~«b»~~")).toBe("«b»");
    expect(twice(strikethrough, "«a\nb»")).toBe("«a\nb»");
  });
});

describe("inlineCode", () => {
  it("inserts the placeholder at a caret", () => {
    expect(run(inlineCode, "use «»")).toBe("use `«código»`");
  });

  it("wraps, line by line, and toggles off", () => {
    expect(run(inlineCode, "use «npm test»")).toBe("use `«npm test»`");
    expect(run(inlineCode, "«a\nb»")).toBe("«`a`\n`b`»");
    expect(run(inlineCode, "`«x»`")).toBe("«x»");
    expect(run(inlineCode, "«`x`»")).toBe("«x»");
  });
});

describe("heading", () => {
  const h1 = (state: TextState) => heading(state, 1);
  const h2 = (state: TextState) => heading(state, 2);
  const h3 = (state: TextState) => heading(state, 3);

  it("prefixes the caret's line and keeps the caret in its text", () => {
    expect(run(h2, "Tí«»tulo")).toBe("## Tí«»tulo");
    expect(run(h1, "«»Título")).toBe("# «»Título");
    expect(run(h3, "Título«»")).toBe("### Título«»");
  });

  it("writes just the prefix on a blank line, ready for the title", () => {
    expect(run(h2, "«»")).toBe("## «»");
    expect(run(h1, "texto\n\n«»\n\nmais")).toBe("texto\n\n# «»\n\nmais");
  });

  it("works on the whole line whatever part is selected", () => {
    expect(run(h2, "um\nTí«tu»lo\ntrês")).toBe("um\n## Tí«tu»lo\ntrês");
  });

  it("replaces another heading level", () => {
    expect(run(h2, "# Tí«»tulo")).toBe("## Tí«»tulo");
    expect(run(h1, "### Título«»")).toBe("# Título«»");
  });

  it("removes the same level (toggle)", () => {
    expect(run(h2, "## Tí«»tulo")).toBe("Tí«»tulo");
    expect(twice(h3, "Tí«»tulo")).toBe("Tí«»tulo");
  });

  it("puts a caret inside the old prefix at the start of the text", () => {
    expect(run(h1, "#«»# Título")).toBe("# «»Título");
    expect(run(h2, "#«»# Título")).toBe("«»Título");
  });

  it("prefixes every non-blank line of a multi-line selection and selects them all", () => {
    expect(run(h2, "«um\n\ndois»")).toBe("«## um\n\n## dois»");
    expect(run(h2, "«# um\n## dois»")).toBe("«## um\n## dois»");
    expect(run(h2, "«## um\n## dois»")).toBe("«um\ndois»");
  });

  it("leaves out a line the selection only reaches the start of", () => {
    expect(run(h1, "«um\n»dois")).toBe("# «um\n»dois");
  });

  it("is not fooled by a hashtag", () => {
    expect(run(h1, "#tag«»")).toBe("# #tag«»");
  });
});

describe("bulletList", () => {
  it("prefixes the caret's line", () => {
    expect(run(bulletList, "ite«»m")).toBe("- ite«»m");
  });

  it("writes just the marker on a blank line", () => {
    expect(run(bulletList, "«»")).toBe("- «»");
  });

  it("prefixes every non-blank line of a selection", () => {
    expect(run(bulletList, "«um\ndois\n\ntrês»")).toBe("«- um\n- dois\n\n- três»");
  });

  it("toggles off when every line is a bullet, whatever the marker", () => {
    expect(run(bulletList, "«- um\n* dois\n+ três»")).toBe("«um\ndois\ntrês»");
    expect(twice(bulletList, "«um\ndois»")).toBe("«um\ndois»");
    expect(run(bulletList, "- ite«»m")).toBe("ite«»m");
  });

  it("turns a numbered list into bullets", () => {
    expect(run(bulletList, "«1. um\n2. dois»")).toBe("«- um\n- dois»");
  });

  it("adds bullets to the lines that lack one", () => {
    expect(run(bulletList, "«- um\ndois»")).toBe("«- um\n- dois»");
  });

  it("keeps the indentation of nested items", () => {
    expect(run(bulletList, "«um\n  dois»")).toBe("«- um\n  - dois»");
    expect(run(bulletList, "«- um\n  - dois»")).toBe("«um\n  dois»");
  });

  it("does not take bold or a rule for a bullet", () => {
    expect(run(bulletList, "«**negrito**»")).toBe("- «**negrito**»");
    expect(run(bulletList, "«---»")).toBe("- «---»");
  });
});

describe("numberedList", () => {
  it("numbers the non-blank lines 1., 2., 3.", () => {
    expect(run(numberedList, "«um\ndois\n\ntrês»")).toBe("«1. um\n2. dois\n\n3. três»");
  });

  it("prefixes the caret's line, or a blank one", () => {
    expect(run(numberedList, "um«»")).toBe("1. um«»");
    expect(run(numberedList, "«»")).toBe("1. «»");
  });

  it("toggles off when every line is numbered", () => {
    expect(run(numberedList, "«1. um\n2) dois»")).toBe("«um\ndois»");
    expect(twice(numberedList, "«um\ndois»")).toBe("«um\ndois»");
  });

  it("renumbers a bullet list and a badly numbered one", () => {
    expect(run(numberedList, "«- um\n- dois»")).toBe("«1. um\n2. dois»");
    expect(run(numberedList, "«3. um\ndois»")).toBe("«1. um\n2. dois»");
  });
});

describe("quote", () => {
  it("quotes the caret's line, or a blank one", () => {
    expect(run(quote, "cita«»ção")).toBe("> cita«»ção");
    expect(run(quote, "«»")).toBe("> «»");
  });

  it("quotes every line, blank ones with a bare '>' so the quote stays one block", () => {
    expect(run(quote, "«um\n\ndois»")).toBe("«> um\n>\n> dois»");
  });

  it("toggles off", () => {
    expect(run(quote, "> cita«»ção")).toBe("cita«»ção");
    expect(run(quote, "«> um\n>\n>dois»")).toBe("«um\n\ndois»");
    expect(twice(quote, "«um\n\ndois»")).toBe("«um\n\ndois»");
  });

  it("quotes all lines when some are not quoted yet", () => {
    expect(run(quote, "«> um\ndois»")).toBe("«> > um\n> dois»");
  });
});

describe("link", () => {
  it("uses the selection as the text and selects the URL placeholder", () => {
    expect(run(link, "veja «o blog» hoje")).toBe("veja [o blog](«https://») hoje");
  });

  it("inserts both placeholders at a caret, the URL one selected", () => {
    expect(run(link, "«»")).toBe("[texto do link](«https://»)");
  });

  it("uses a given URL and puts the caret after the link", () => {
    const state = parse("veja «o blog»");
    const result = link(state, { url: " https://rabisco.com.br/blog " });
    expect(show(applyEdit(state.value, result), result.selectionStart, result.selectionEnd)).toBe(
      "veja [o blog](https://rabisco.com.br/blog)«»",
    );
  });

  it("selects the text placeholder when only the URL is given", () => {
    const state = parse("«»");
    const result = link(state, { url: "/blog" });
    expect(show(applyEdit(state.value, result), result.selectionStart, result.selectionEnd)).toBe("[«texto do link»](/blog)");
  });

  it("takes a selected address as the URL and selects the text placeholder", () => {
    expect(run(link, "«https://exemplo.com»")).toBe("[«texto do link»](https://exemplo.com)");
    expect(run(link, "« /categorias/animais »")).toBe("[«texto do link»](/categorias/animais)");
  });

  it("encodes spaces in a given URL, which would end it early", () => {
    const result = link(parse("«a»"), { url: "/storage/meu arquivo.pdf" });
    expect(result.text).toBe("[a](/storage/meu%20arquivo.pdf)");
  });
});

describe("image", () => {
  it("uses the selection as the description and selects the URL placeholder", () => {
    expect(run(image, "«Um gato»")).toBe("![Um gato](«https://»)");
  });

  it("inserts both placeholders at a caret", () => {
    expect(run(image, "texto «»")).toBe("texto ![descrição da imagem](«https://»)");
  });

  it("uses a given URL and description", () => {
    const state = parse("«»");
    const result = image(state, { url: "/storage/gato.webp", alt: "Um gato" });
    expect(show(applyEdit(state.value, result), result.selectionStart, result.selectionEnd)).toBe(
      "![Um gato](/storage/gato.webp)«»",
    );
  });

  it("selects the description placeholder when only the URL is given", () => {
    const state = parse("«»");
    const result = image(state, { url: "/storage/gato.webp" });
    expect(show(applyEdit(state.value, result), result.selectionStart, result.selectionEnd)).toBe(
      "![«descrição da imagem»](/storage/gato.webp)",
    );
  });

  it("takes a selected address as the URL", () => {
    expect(run(image, "«https://exemplo.com/gato.webp»")).toBe("![«descrição da imagem»](https://exemplo.com/gato.webp)");
  });
});

describe("codeBlock", () => {
  it("inserts a fenced placeholder, selected, at a caret on an empty line", () => {
    expect(run(codeBlock, "«»")).toBe("```\n«código»\n```");
    expect(run(codeBlock, "texto\n«»")).toBe("texto\n```\n«código»\n```");
  });

  it("puts the fences on lines of their own", () => {
    expect(run(codeBlock, "abc«def»ghi")).toBe("abc\n```\n«def»\n```\nghi");
    expect(run(codeBlock, "texto«»")).toBe("texto\n```\n«código»\n```");
  });

  it("fences whole selected lines, keeping the newline that ended the selection", () => {
    expect(run(codeBlock, "«um\ndois\n»três")).toBe("```\n«um\ndois»\n```\ntrês");
    expect(run(codeBlock, "«um\ndois»\ntrês")).toBe("```\n«um\ndois»\n```\ntrês");
  });

  it("uses a longer fence than any backtick run in the code", () => {
    expect(run(codeBlock, "«```js\nx\n```»")).toBe("````\n«```js\nx\n```»\n````");
  });

  it("removes the fences of the block the selection is in (toggle)", () => {
    expect(run(codeBlock, "antes\n```\num\ndo«»is\n```\ndepois")).toBe("antes\num\ndo«»is\ndepois");
    expect(twice(codeBlock, "«um\ndois»")).toBe("«um\ndois»");
    expect(twice(codeBlock, "«»")).toBe("«código»");
  });

  it("removes fences with a language and tildes", () => {
    expect(run(codeBlock, "~~~\n«x»\n~~~")).toBe("«x»");
    expect(run(codeBlock, "```ts\n«x»\n```")).toBe("«x»");
  });

  it("does not take text between two blocks for code", () => {
    expect(run(codeBlock, "```\na\n```\nte«»xto\n```\nb\n```")).toBe("```\na\n```\nte\n```\n«código»\n```\nxto\n```\nb\n```");
  });
});

describe("horizontalRule", () => {
  it("stands on its own line with a blank line each side, caret in the paragraph after", () => {
    expect(run(horizontalRule, "um«»")).toBe("um\n\n---\n\n«»");
    expect(run(horizontalRule, "um«»\n\ndois")).toBe("um\n\n---\n\n«»dois");
  });

  it("adds only the newlines that are missing", () => {
    expect(run(horizontalRule, "um\n«»")).toBe("um\n\n---\n\n«»");
    expect(run(horizontalRule, "um\n\n«»")).toBe("um\n\n---\n\n«»");
    expect(run(horizontalRule, "um\n\n«»\ndois")).toBe("um\n\n---\n\n«»dois");
  });

  it("needs no blank line before at the very start", () => {
    expect(run(horizontalRule, "«»")).toBe("---\n\n«»");
    expect(run(horizontalRule, "«»texto")).toBe("---\n\n«»texto");
  });

  it("splits a line at the caret", () => {
    expect(run(horizontalRule, "abc«»def")).toBe("abc\n\n---\n\n«»def");
  });

  it("goes after a selection, which it keeps", () => {
    expect(run(horizontalRule, "«um» dois")).toBe("um\n\n---\n\n«» dois");
  });
});

describe("runMarkdownCommand", () => {
  const commands: [MarkdownCommand, string][] = [
    ["bold", "**«x»**"],
    ["italic", "*«x»*"],
    ["strikethrough", "~~«x»~~"],
    ["heading1", "# «x»"],
    ["heading2", "## «x»"],
    ["heading3", "### «x»"],
    ["bulletList", "- «x»"],
    ["numberedList", "1. «x»"],
    ["link", "[x](«https://»)"],
    ["image", "![x](«https://»)"],
    ["quote", "> «x»"],
    ["inlineCode", "`«x»`"],
    ["codeBlock", "```\n«x»\n```"],
    ["horizontalRule", "x\n\n---\n\n«»"],
  ];

  it.each(commands)("runs %s", (command, expected) => {
    expect(run((state) => runMarkdownCommand(command, state), "«x»")).toBe(expected);
  });

  it("passes the link's URL on", () => {
    expect(runMarkdownCommand("link", parse("«x»"), { url: "/blog" }).text).toBe("[x](/blog)");
  });
});

describe("what the commands write renders as intended", () => {
  const render = createMarkdownRenderer(new JSDOM("").window);
  const markdownOf = (command: (state: TextState) => TextEdit, marked: string) => {
    const state = parse(marked);
    return applyEdit(state.value, command(state));
  };

  it.each([
    ["bold", bold, "um «dois» três", "<strong>dois</strong>"],
    ["italic inside a word", italic, "pala«vra»", "pala<em>vra</em>"],
    ["bold italic", bold, "*«x»*", "<em><strong>x</strong></em>"],
    ["strikethrough", strikethrough, "«x»", "<del>x</del>"],
    ["inline code", inlineCode, "«x»", "<code>x</code>"],
    ["heading", (state: TextState) => heading(state, 2), "«x»", "<h2>x</h2>"],
    ["numbered list", numberedList, "«a\nb»", "<ol>\n<li>a</li>\n<li>b</li>\n</ol>"],
    ["quote over a blank line, one block", quote, "«a\n\nb»", "<blockquote>\n<p>a</p>\n<p>b</p>\n</blockquote>"],
    ["code block inside a line", codeBlock, "a«b»c", "<pre><code>b\n</code></pre>"],
    ["rule under a paragraph, not a heading", horizontalRule, "Parágrafo«»", "<p>Parágrafo</p>\n<hr>"],
  ] as const)("%s", (_name, command, marked, html) => {
    expect(render(markdownOf(command, marked))).toContain(html);
  });
});
