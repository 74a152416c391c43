/**
 * Bounds on the complexity of an article's markdown, so no text can crash or
 * freeze the renderer (src/lib/markdown.ts). Length alone is not enough:
 * marked recurses once per nesting level (3,000 `>` overflow the stack in
 * 3 KB), its emphasis matching is quadratic in the delimiters of one
 * paragraph (40 s for 199,000 characters of `_a`), and DOMPurify over jsdom
 * is quadratic in the depth of the HTML (5 minutes for 40,000 `<div>`).
 * Each bound below is far above what a real article uses and keeps the worst
 * input of its kind at CONTENT_MAX within a fraction of a second
 * (bench/results/markdown.json).
 *
 * The checks are pure and shared: the server refuses such content on save
 * with the message, and the editor's preview shows it instead of rendering.
 */

/** Block quotes and lists inside each other: a line's `>` and list markers, plus its indentation in steps of two spaces. */
export const MAX_NESTING_DEPTH = 20;
/** Emphasis delimiters (`*`, `_`, `~`) in one paragraph, heading, table row or list item. */
export const MAX_EMPHASIS_DELIMITERS = 128;
/** HTML elements the markdown turns into. A 1,500-word article makes about 800. */
export const MAX_HTML_ELEMENTS = 20_000;
/** Elements inside each other in that HTML (raw HTML tags left open nest without end). */
export const MAX_HTML_DEPTH = 64;

export const MARKDOWN_PROBLEMS = {
  nesting: (line: number) =>
    `Há citações ou listas aninhadas em mais de ${MAX_NESTING_DEPTH} níveis (linha ${line}). Reduza o aninhamento.`,
  emphasis: (line: number) =>
    `O trecho da linha ${line} tem mais de ${MAX_EMPHASIS_DELIMITERS} marcas de ênfase (*, _ ou ~). Divida o parágrafo ou remova marcas.`,
  elements: (count: number) =>
    `O conteúdo gera elementos demais (${count.toLocaleString("pt-BR")}; o máximo é ${MAX_HTML_ELEMENTS.toLocaleString("pt-BR")}). Divida o artigo ou simplifique a formatação.`,
  htmlDepth: () => `O HTML do conteúdo tem elementos aninhados em mais de ${MAX_HTML_DEPTH} níveis. Feche as tags abertas.`,
  tooSlow: () => "O conteúdo levou tempo demais para ser exibido. Simplifique a formatação (listas, citações, ênfases ou HTML).",
  failed: () => "O conteúdo não pôde ser exibido. Simplifique a formatação (listas, citações, ênfases ou HTML).",
} as const;

/** Content the renderer refuses, with the Portuguese sentence that says what to change. */
export class MarkdownComplexityError extends Error {
  override name = "MarkdownComplexityError";
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line's container prefix: indentation, `>` markers and list markers (`-`, `+`, `*`, `1.`, `1)`) each followed by a space. */
const CONTAINER_PREFIX = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/;
/** A line that starts a new inline run of its own: a list item, heading, table row or quote after its prefix. */
const BLOCK_START = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)|#{1,6}(?:[ \t]|$)|\|)/;

/**
 * The first problem of the markdown's source, before any parsing: nesting
 * depth of its lines and emphasis delimiters per inline run. Fenced code is
 * skipped (its text is never parsed as markdown).
 */
export function markdownSourceProblem(markdown: string): string | null {
  let fence: string | null = null;
  let delimiters = 0;
  let runStart = 1;
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const number = index + 1;
    const fenceMatch = FENCE.exec(line.replace(/^[ \t>]*/, ""));
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1] as string;
      delimiters = 0;
      continue;
    }
    const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
    if (nestingDepth(prefix) > MAX_NESTING_DEPTH) return MARKDOWN_PROBLEMS.nesting(number);
    if (line.trim() === "") {
      delimiters = 0;
      runStart = number + 1;
      continue;
    }
    if (BLOCK_START.test(line)) {
      delimiters = 0;
      runStart = number;
    }
    delimiters += countDelimiters(line.slice(prefix.length));
    if (delimiters > MAX_EMPHASIS_DELIMITERS) return MARKDOWN_PROBLEMS.emphasis(runStart);
  }
  return null;
}

/** Markers in the prefix, plus its indentation in steps of two columns; the one space after a marker belongs to the marker. */
function nestingDepth(prefix: string): number {
  let depth = 0;
  let columns = 0;
  let afterMarker = false;
  for (const [text] of prefix.matchAll(/>|[-+*]|\d{1,9}[.)]|\t| /g)) {
    if (text === " " || text === "\t") {
      if (!afterMarker) columns += text === "\t" ? 4 : 1;
      afterMarker = false;
    } else {
      depth += 1;
      afterMarker = true;
    }
  }
  return depth + Math.floor(columns / 2);
}

function countDelimiters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === "*" || char === "_" || char === "~") count++;
  }
  return count;
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;

/**
 * The first problem of the HTML marked made, before it is sanitised: how many
 * elements, and how deep. Tags are counted as written (a tag inside a
 * comment counts too), which can only overestimate.
 */
export function htmlProblem(html: string): string | null {
  let elements = 0;
  let depth = 0;
  for (const [, closing, name = "", selfClosing] of html.matchAll(TAG)) {
    const tag = name.toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    elements++;
    if (VOID_ELEMENTS.has(tag) || selfClosing) continue;
    depth++;
    if (depth > MAX_HTML_DEPTH) return MARKDOWN_PROBLEMS.htmlDepth();
  }
  return elements > MAX_HTML_ELEMENTS ? MARKDOWN_PROBLEMS.elements(elements) : null;
}
