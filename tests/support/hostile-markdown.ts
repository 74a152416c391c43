import { CONTENT_MAX } from "#src/lib/admin-contracts/limits.ts";
import { MAX_EMPHASIS_DELIMITERS, MAX_HTML_DEPTH, MAX_NESTING_DEPTH } from "#src/lib/markdown-limits.ts";

/**
 * Article texts that used to crash or freeze the renderer, and the worst
 * texts that stay within its bounds (src/lib/markdown-limits.ts), each as a
 * function of its length: the tests take them at CONTENT_MAX, the benchmark
 * (bench/markdown.ts) at growing sizes.
 */
const fill = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/** Refused: each is over one bound. */
export const HOSTILE_MARKDOWN: Record<string, (size: number) => string> = {
  "nested quotes (`>` x n)": (size) => fill(">", size),
  "emphasis run (`_a` x n)": (size) => fill("_a", size),
  "mixed emphasis run (`*_a` x n)": (size) => fill("*_a", size),
  "nested list (2 spaces a level)": (size) => {
    const lines: string[] = [];
    for (let level = 0, length = 0; length < size; level++) {
      const line = `${"  ".repeat(level % 400)}- x`;
      lines.push(line);
      length += line.length + 1;
    }
    return lines.join("\n");
  },
  "unclosed HTML (`<div>` x n)": (size) => fill("<div>", size),
  "list items (`- a` x n)": (size) => fill("- a\n", size),
  "wide table (64 columns)": (size) => `${"|a".repeat(64)}|\n${"|-".repeat(64)}|\n${fill(`${"|a".repeat(64)}|\n`, size - 300)}`,
};

/** Accepted: the most each bound lets through, repeated up to the size. */
export const WORST_ACCEPTED_MARKDOWN: Record<string, (size: number) => string> = {
  "mixed emphasis, the most per paragraph": (size) => fill(`${"*_a".repeat(MAX_EMPHASIS_DELIMITERS / 2)}\n\n`, size),
  "quotes and lists at the deepest": (size) =>
    fill(`${Array.from({ length: MAX_NESTING_DEPTH }, (_, level) => `${"> ".repeat(level)}- x`).join("\n")}\n\n`, size),
  "HTML at the deepest": (size) => fill(`${"<div>".repeat(MAX_HTML_DEPTH - 1)}a${"</div>".repeat(MAX_HTML_DEPTH - 1)}\n\n`, size),
  "paragraphs (`a` x n)": (size) => fill("a\n\n", size).slice(0, 60_000),
  "table cells up to the element limit": (size) =>
    `| a | b | c | d |\n|---|---|---|---|\n${fill("| **a** | b | c | d |\n", size).slice(0, 3_200 * 21)}`,
  "a real article, repeated": (size) =>
    fill(
      "## Título\n\nUm parágrafo com **negrito**, _itálico_ e um [link](https://exemplo.com).\n\n- item um\n- item dois\n\n",
      size,
    ).slice(0, 35_000),
};

export const HOSTILE_SIZE = CONTENT_MAX - 1_000;
