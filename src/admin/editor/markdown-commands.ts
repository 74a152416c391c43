/**
 * The markdown editor's formatting commands, as pure functions of the text
 * and its selection. Each returns one edit (replace a range with a text, then
 * select a range of the result) so the component can apply it as a single
 * insertion the browser's undo can take back in one step.
 *
 * Inline marks (bold, italic, strikethrough, inline code) toggle: applied to
 * text already marked, they take the marks off. Line commands (headings,
 * lists, quote) work on every line the selection touches. All positions are
 * UTF-16 offsets, as textarea selections are.
 */

export type TextState = { value: string; selectionStart: number; selectionEnd: number };

export type TextEdit = {
  /** The range of the current value to replace with `text`. */
  replaceStart: number;
  replaceEnd: number;
  text: string;
  /** The selection to set afterwards, as offsets in the new value. */
  selectionStart: number;
  selectionEnd: number;
};

export type MarkdownCommand =
  | "bold"
  | "italic"
  | "strikethrough"
  | "heading1"
  | "heading2"
  | "heading3"
  | "bulletList"
  | "numberedList"
  | "link"
  | "image"
  | "quote"
  | "inlineCode"
  | "codeBlock"
  | "horizontalRule";

/** What an empty selection turns into, selected so typing replaces it. */
export const PLACEHOLDERS = {
  bold: "texto em negrito",
  italic: "texto em itálico",
  strikethrough: "texto riscado",
  inlineCode: "código",
  codeBlock: "código",
  linkText: "texto do link",
  imageAlt: "descrição da imagem",
  url: "https://",
} as const;

/** The value after an edit (what the browser's insertion produces). */
export function applyEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.replaceStart) + edit.text + value.slice(edit.replaceEnd);
}

type Selection = { value: string; start: number; end: number };

/** The selection in order and inside the text, whichever way it was made. */
function normalise({ value, selectionStart, selectionEnd }: TextState): Selection {
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), value.length);
  const [start, end] = [clamp(selectionStart), clamp(selectionEnd)].sort((a, b) => a - b) as [number, number];
  return { value, start, end };
}

function edit(
  replaceStart: number,
  replaceEnd: number,
  text: string,
  selectionStart: number,
  selectionEnd = selectionStart,
): TextEdit {
  return { replaceStart, replaceEnd, text, selectionStart, selectionEnd };
}

// ---------------------------------------------------------------------------
// Inline marks

/**
 * A mark is a run of one character. Whether text is already marked depends
 * on the run length: `**` and `*` share the asterisk, so "***a***" is both
 * bold (a run of 2 or more) and italic (an odd run), and "**a**" is bold only.
 */
type InlineMark = { char: string; length: number; isApplied: (run: number) => boolean; placeholder: string };

const MARKS = {
  bold: { char: "*", length: 2, isApplied: (run) => run >= 2, placeholder: PLACEHOLDERS.bold },
  // `*` rather than `_`: an underscore does not italicise inside a word ("pala_vra_").
  italic: { char: "*", length: 1, isApplied: (run) => run % 2 === 1, placeholder: PLACEHOLDERS.italic },
  strikethrough: { char: "~", length: 2, isApplied: (run) => run >= 2, placeholder: PLACEHOLDERS.strikethrough },
  inlineCode: { char: "`", length: 1, isApplied: (run) => run >= 1, placeholder: PLACEHOLDERS.inlineCode },
} satisfies Record<string, InlineMark>;

function runAtStart(text: string, char: string): number {
  let run = 0;
  while (text[run] === char) run++;
  return run;
}

function runAtEnd(text: string, char: string): number {
  let run = 0;
  while (text[text.length - 1 - run] === char) run++;
  return run;
}

/** Whether `core` starts and ends with the mark (and has room for both). */
function isMarked(core: string, mark: InlineMark): boolean {
  const run = Math.min(runAtStart(core, mark.char), runAtEnd(core, mark.char));
  return core.length >= 2 * mark.length && mark.isApplied(run);
}

/** A line as leading whitespace, content and trailing whitespace: marks hug the content ("** a**" is no bold). */
function splitSpaces(line: string): { lead: string; core: string; trail: string } {
  const core = line.trim();
  if (core === "") return { lead: line, core: "", trail: "" };
  const lead = line.slice(0, line.indexOf(core));
  return { lead, core, trail: line.slice(lead.length + core.length) };
}

function toggleInline(state: TextState, mark: InlineMark): TextEdit {
  const { value, start, end } = normalise(state);
  const marker = mark.char.repeat(mark.length);
  const before = value.slice(0, start);
  const after = value.slice(end);
  const markedAround = mark.isApplied(Math.min(runAtEnd(before, mark.char), runAtStart(after, mark.char)));
  const selected = value.slice(start, end);

  // The selection sits between the marks ("**|texto|**", or a caret in "**|**"): take them off.
  if (markedAround && !selected.includes("\n") && !isMarked(selected.trim(), mark)) {
    const from = start - mark.length;
    return edit(from, end + mark.length, selected, from, from + selected.length);
  }

  const lines = selected.split("\n").map(splitSpaces);
  const filled = lines.filter((line) => line.core !== "");

  // Nothing to mark: insert the placeholder, marked and selected.
  if (filled.length === 0) {
    const text = `${marker}${mark.placeholder}${marker}`;
    return edit(start, start, text, start + marker.length, start + marker.length + mark.placeholder.length);
  }

  // Each line separately: a mark cannot span a paragraph break.
  const unmark = filled.every((line) => isMarked(line.core, mark));
  const changed = lines.map(({ lead, core, trail }) => {
    if (core === "") return { lead, inner: "", text: lead };
    const inner = unmark ? core.slice(mark.length, core.length - mark.length) : core;
    return { lead, inner, text: `${lead}${unmark ? inner : `${marker}${core}${marker}`}${trail}` };
  });
  const text = changed.map((line) => line.text).join("\n");
  const [only] = changed;
  if (changed.length === 1 && only) {
    // One line: select the words themselves, without marks or spaces.
    const innerStart = start + only.lead.length + (unmark ? 0 : mark.length);
    return edit(start, end, text, innerStart, innerStart + only.inner.length);
  }
  return edit(start, end, text, start, start + text.length);
}

export const bold = (state: TextState) => toggleInline(state, MARKS.bold);
export const italic = (state: TextState) => toggleInline(state, MARKS.italic);
export const strikethrough = (state: TextState) => toggleInline(state, MARKS.strikethrough);
export const inlineCode = (state: TextState) => toggleInline(state, MARKS.inlineCode);

// ---------------------------------------------------------------------------
// Line commands

/** The whole lines the selection touches; a selection ending at the start of a line leaves that line out. */
function touchedLines({ value, start, end }: Selection): { from: number; to: number } {
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const next = value.indexOf("\n", last);
  return { from, to: next === -1 ? value.length : next };
}

/** A line's new start: drop its first `remove` characters, put `prefix` in their place. */
type LineChange = { remove: number; prefix: string };

/**
 * Rewrites the start of every touched line. A caret or a one-line selection
 * keeps its place in the line's text; a selection over several lines selects
 * them all again, so the next command applies to the same lines.
 */
function changeLines(state: TextState, change: (lines: string[]) => LineChange[]): TextEdit {
  const selection = normalise(state);
  const { from, to } = touchedLines(selection);
  const lines = selection.value.slice(from, to).split("\n");
  const changes = change(lines);
  const newLines = lines.map((line, index) => {
    const { remove, prefix } = changes[index] ?? { remove: 0, prefix: "" };
    return prefix + line.slice(remove);
  });
  const text = newLines.join("\n");
  if (lines.length > 1) return edit(from, to, text, from, from + text.length);

  const { remove, prefix } = changes[0] ?? { remove: 0, prefix: "" };
  const map = (offset: number) => from + prefix.length + Math.max(0, offset - from - remove);
  return edit(from, to, text, map(selection.start), map(selection.end));
}

const isBlank = (line: string) => line.trim() === "";

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const BULLET_ITEM = /^[ \t]*[-*+](?:[ \t]+|$)/;
const NUMBERED_ITEM = /^[ \t]*\d{1,9}[.)](?:[ \t]+|$)/;
const QUOTE = /^[ \t]*>[ \t]?/;

/**
 * Heading `level` on every non-blank line, replacing any other heading level;
 * when every line already has that level, the headings come off. On a blank
 * line it writes the prefix, ready for the title to be typed.
 */
export function heading(state: TextState, level: 1 | 2 | 3): TextEdit {
  const prefix = `${"#".repeat(level)} `;
  return changeLines(state, (lines) => {
    if (lines.every(isBlank)) return lines.map((_, index) => ({ remove: 0, prefix: index === 0 ? prefix : "" }));
    const remove = lines.every((line) => isBlank(line) || HEADING.exec(line)?.[1]?.length === level);
    return lines.map((line) =>
      isBlank(line) ? { remove: 0, prefix: "" } : { remove: HEADING.exec(line)?.[0].length ?? 0, prefix: remove ? "" : prefix },
    );
  });
}

/** A list marker on every non-blank line (keeping its indentation), or off when all lines already have this kind. */
function toggleList(state: TextState, isItem: RegExp, marker: (index: number) => string): TextEdit {
  return changeLines(state, (lines) => {
    if (lines.every(isBlank)) return lines.map((_, index) => ({ remove: 0, prefix: index === 0 ? marker(0) : "" }));
    const remove = lines.every((line) => isBlank(line) || isItem.test(line));
    let item = 0;
    return lines.map((line) => {
      if (isBlank(line)) return { remove: 0, prefix: "" };
      const existing = LIST_ITEM.exec(line);
      const indent = existing?.[1] ?? /^[ \t]*/.exec(line)?.[0] ?? "";
      return { remove: existing?.[0].length ?? indent.length, prefix: remove ? indent : `${indent}${marker(item++)}` };
    });
  });
}

export const bulletList = (state: TextState) => toggleList(state, BULLET_ITEM, () => "- ");
/** Numbers 1., 2., ... the non-blank lines; a bullet list becomes numbered. */
export const numberedList = (state: TextState) => toggleList(state, NUMBERED_ITEM, (index) => `${index + 1}. `);

/**
 * "> " on every line, or off when all lines are quoted. Blank lines inside
 * the selection get a bare ">" so the quote stays one block.
 */
export function quote(state: TextState): TextEdit {
  return changeLines(state, (lines) => {
    const unquote = lines.some((line) => !isBlank(line)) && lines.every((line) => isBlank(line) || QUOTE.test(line));
    if (unquote) return lines.map((line) => ({ remove: QUOTE.exec(line)?.[0].length ?? 0, prefix: "" }));
    if (lines.length === 1) return [{ remove: 0, prefix: "> " }];
    return lines.map((line) => ({ remove: 0, prefix: isBlank(line) ? ">" : "> " }));
  });
}

// ---------------------------------------------------------------------------
// Links and images

export type LinkOptions = { url?: string | undefined };
export type ImageOptions = { url?: string | undefined; alt?: string | undefined };

const LOOKS_LIKE_URL = /^(?:https?:\/\/|mailto:|\/)\S*$/i;

/** Spaces would end the destination early; an address with them is written percent-encoded. */
const cleanUrl = (url: string) => url.trim().replace(/ /g, "%20");

/**
 * `[text](url)` around the selection. Without a URL, the "https://"
 * placeholder is selected to be typed over; a selected URL becomes the
 * destination and the text placeholder is selected instead.
 */
export function link(state: TextState, { url }: LinkOptions = {}): TextEdit {
  return linkLike(state, "", PLACEHOLDERS.linkText, undefined, url);
}

/** `![alt](url)`: the selection (or `alt`) is the description; without a URL its placeholder is selected. */
export function image(state: TextState, { url, alt }: ImageOptions = {}): TextEdit {
  return linkLike(state, "!", PLACEHOLDERS.imageAlt, alt, url);
}

function linkLike(
  state: TextState,
  bang: string,
  placeholder: string,
  givenText: string | undefined,
  givenUrl: string | undefined,
): TextEdit {
  const { value, start, end } = normalise(state);
  const selected = value.slice(start, end).trim();
  let text = givenText?.trim() || selected;
  let url = givenUrl?.trim() ? cleanUrl(givenUrl) : "";
  if (!url && !givenText && LOOKS_LIKE_URL.test(selected)) {
    url = selected;
    text = "";
  }
  const label = text || placeholder;
  const destination = url || PLACEHOLDERS.url;
  const inserted = `${bang}[${label}](${destination})`;
  const labelStart = start + bang.length + 1;
  const urlStart = labelStart + label.length + 2;
  if (!url) return edit(start, end, inserted, urlStart, urlStart + destination.length);
  if (!text) return edit(start, end, inserted, labelStart, labelStart + label.length);
  return edit(start, end, inserted, start + inserted.length);
}

// ---------------------------------------------------------------------------
// Blocks

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Pairs of opening and closing fence lines, by line index (a block never closed is left out). */
function codeBlocks(lines: string[]): { open: number; close: number }[] {
  const blocks: { open: number; close: number }[] = [];
  let open: { index: number; fence: string } | null = null;
  lines.forEach((line, index) => {
    const fence = FENCE.exec(line)?.[1];
    if (fence === undefined) return;
    if (open === null) open = { index, fence };
    else if (fence[0] === open.fence[0] && fence.length >= open.fence.length && line.trim() === fence) {
      blocks.push({ open: open.index, close: index });
      open = null;
    }
  });
  return blocks;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  for (const run of text.match(new RegExp(`\\${char}+`, "g")) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * A fenced code block around the selection, on lines of its own. Inside a
 * code block, the block's fences come off instead. The fence is longer than
 * any run of backticks in the code, so none of them closes it.
 */
export function codeBlock(state: TextState): TextEdit {
  const selection = normalise(state);
  const { value, start, end } = selection;
  const lines = value.split("\n");
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const { from, to } = touchedLines(selection);
  const first = lineStarts.indexOf(from);
  const last = lineStarts.findLastIndex((lineStart) => lineStart <= to);

  const enclosing = codeBlocks(lines).find((block) => block.open < first && block.close > last);
  if (enclosing) {
    const openStart = lineStarts[enclosing.open] ?? 0;
    const contentStart = lineStarts[enclosing.open + 1] ?? 0;
    const closeStart = lineStarts[enclosing.close] ?? 0;
    const closeEnd = closeStart + (lines[enclosing.close]?.length ?? 0);
    // The content without its last newline: the closing fence line goes with it.
    const content = value.slice(contentStart, Math.max(contentStart, closeStart - 1));
    const shift = contentStart - openStart;
    return edit(openStart, closeEnd, content, start - shift, end - shift);
  }

  const selected = value.slice(start, end);
  const endsLine = selected.endsWith("\n");
  const code = (endsLine ? selected.slice(0, -1) : selected) || PLACEHOLDERS.codeBlock;
  const fence = "`".repeat(Math.max(3, longestRun(code, "`") + 1));
  const before = start === 0 || value[start - 1] === "\n" ? "" : "\n";
  const after = endsLine || (end < value.length && value[end] !== "\n") ? "\n" : "";
  const text = `${before}${fence}\n${code}\n${fence}${after}`;
  const codeStart = start + before.length + fence.length + 1;
  return edit(start, end, text, codeStart, codeStart + code.length);
}

const trailingNewlines = (text: string) => /\n*$/.exec(text)?.[0].length ?? 0;
const leadingNewlines = (text: string) => /^\n*/.exec(text)?.[0].length ?? 0;

/**
 * "---" on a line of its own after the selection (which stays), with a blank
 * line on each side: right under a paragraph, "---" would make it a heading.
 * The caret goes to the start of the paragraph after the rule.
 */
export function horizontalRule(state: TextState): TextEdit {
  const { value, end } = normalise(state);
  const before = value.slice(0, end);
  const after = value.slice(end);
  const newlinesBefore = end === 0 ? 0 : Math.max(0, 2 - trailingNewlines(before));
  const existingAfter = Math.min(2, leadingNewlines(after));
  const text = `${"\n".repeat(newlinesBefore)}---${"\n".repeat(2 - existingAfter)}`;
  const caret = end + text.length + existingAfter;
  return edit(end, end, text, caret);
}

// ---------------------------------------------------------------------------

export type CommandOptions = LinkOptions & ImageOptions;

/** Runs a command by name (the toolbar's and the keyboard shortcuts' way in). */
export function runMarkdownCommand(command: MarkdownCommand, state: TextState, options: CommandOptions = {}): TextEdit {
  switch (command) {
    case "bold":
      return bold(state);
    case "italic":
      return italic(state);
    case "strikethrough":
      return strikethrough(state);
    case "heading1":
      return heading(state, 1);
    case "heading2":
      return heading(state, 2);
    case "heading3":
      return heading(state, 3);
    case "bulletList":
      return bulletList(state);
    case "numberedList":
      return numberedList(state);
    case "link":
      return link(state, options);
    case "image":
      return image(state, options);
    case "quote":
      return quote(state);
    case "inlineCode":
      return inlineCode(state);
    case "codeBlock":
      return codeBlock(state);
    case "horizontalRule":
      return horizontalRule(state);
  }
}
