import { GENERATOR } from "./admin-contracts/messages.ts";
import { normalizeTags } from "./admin-contracts/tags.ts";
import { parseStatement, postgresArray, type SqlValue, type Statement } from "./sql-insert-statement.ts";

/**
 * The AI generator's raw text and the article it describes (spec section 5,
 * "Saving a generated article"): the article in markdown, then a separator
 * and an `INSERT INTO blog_articles (...) VALUES (...)` statement carrying
 * its fields. Pure and browser-safe: the generator screen parses before it
 * saves, the server may parse again.
 *
 * The rules, and the choices where the spec is silent:
 * - Line endings are normalised (CRLF and CR become LF) before anything else.
 * - The statement is `INSERT INTO [public.]blog_articles`, any case, quoted or
 *   not, whitespace and newlines anywhere, the column list optional, then
 *   `VALUES (...)`. Without one (or with an insert into another table only)
 *   the answer is {@link INVALID_GENERATED_ARTICLE}. When the text holds
 *   several, the last one that parses wins (an article may quote SQL).
 * - Values are SQL: '...' literals with '' for a quote (and commas,
 *   parentheses, semicolons, newlines inside), E'...' with backslash escapes,
 *   $$...$$ dollar quotes, NULL (any case) for null, `::type` casts ignored,
 *   anything else (a number, NOW()) kept as its raw text.
 * - Values are read by position (1st title, 2nd slug, 3rd excerpt, 5th
 *   featured image, 6th meta title, 7th meta description, 8th tags) unless the
 *   statement names its columns: then by name, which gives the same answer for
 *   the usual column order and the right one for another order. The 4th value
 *   (content, usually a placeholder) is ignored.
 * - The title must be a non-blank text, else the statement is invalid. A
 *   missing or NULL slug or excerpt gives "", missing optional fields null;
 *   blank optional fields become null too.
 * - Tags: the tags value when it is an ARRAY['a', 'b'] (ARRAY[]::text[] is
 *   empty), a Postgres array literal '{a,"b c"}', or a plain text split on
 *   commas; without a tags value, the first ARRAY[...] among the values.
 *   Trimmed, blanks dropped, duplicates removed, order kept.
 * - The content is the text before the statement, cut at the separator that
 *   introduces it: trailing blank lines, a line of '---' or '----', the
 *   marker '[CONTEÚDO COMPLETO ACIMA]', a ```sql fence opener and a one-line
 *   lead-in ending in ':' right after a separator are dropped from its end;
 *   if the marker appears earlier, the content stops there. A '---' inside
 *   the article (a markdown horizontal rule) is kept. A ```markdown fence
 *   opening the whole text is dropped. Then trimmed. It may be empty: the
 *   article's own validation decides.
 */

export const INVALID_GENERATED_ARTICLE = GENERATOR.invalidFormat;

/** What the generated article says about itself; the content placeholder in the statement. */
export const CONTENT_PLACEHOLDER = "[CONTEÚDO COMPLETO ACIMA]";

export type GeneratedArticleFields = {
  title: string;
  slug: string;
  excerpt: string;
  featuredImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  tags: string[];
};

export type GeneratedArticle = GeneratedArticleFields & { content: string };

export type ParseGeneratedArticleResult = { ok: true; article: GeneratedArticle } | { ok: false; message: string };

/** The statement's columns, in the order the generator writes them (and the positional reading assumes). */
export const GENERATED_ARTICLE_COLUMNS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "featured_image_url",
  "meta_title",
  "meta_description",
  "tags",
] as const;

type Column = (typeof GENERATED_ARTICLE_COLUMNS)[number];

export function parseGeneratedArticle(raw: string): ParseGeneratedArticleResult {
  const text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const starts = [...text.matchAll(INSERT_START)].reverse();
  for (const match of starts) {
    const statement = parseStatement(text, match.index + match[0].length);
    if (statement === null) continue;
    const fields = readFields(statement);
    if (fields === null) continue;
    return { ok: true, article: { ...fields, content: contentBefore(text.slice(0, match.index)) } };
  }
  return { ok: false, message: INVALID_GENERATED_ARTICLE };
}

/**
 * The raw text in the generator's format: the markdown article, a line '---'
 * and the statement, every text as a '...' literal with '' for a quote, the
 * content as {@link CONTENT_PLACEHOLDER}, no tags as ARRAY[]::text[].
 * {@link parseGeneratedArticle} reads it back (the content trimmed, and as
 * long as it does not itself end with a separator line).
 */
export function formatGeneratedArticle(article: GeneratedArticleFields, content: string): string {
  const values = [
    sqlText(article.title),
    sqlText(article.slug),
    sqlText(article.excerpt),
    sqlText(CONTENT_PLACEHOLDER),
    sqlNullable(article.featuredImageUrl),
    sqlNullable(article.metaTitle),
    sqlNullable(article.metaDescription),
    article.tags.length === 0 ? "ARRAY[]::text[]" : `ARRAY[${article.tags.map(sqlText).join(", ")}]`,
  ];
  return [
    content.replace(/\r\n?/g, "\n").trim(),
    "",
    "---",
    "",
    `INSERT INTO blog_articles (${GENERATED_ARTICLE_COLUMNS.join(", ")}) VALUES (`,
    `${values.map((value) => `  ${value}`).join(",\n")}`,
    ");",
    "",
  ].join("\n");
}

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlNullable(value: string | null): string {
  return value === null ? "NULL" : sqlText(value);
}

// ---------------------------------------------------------------------------
// The content before the statement

const INSERT_START = /INSERT\s+INTO\s+(?:"?public"?\s*\.\s*)?"?blog_articles"?(?![\w"])/gi;
const SEPARATOR_LINE = /^\s*-{3,4}\s*$/;
const FENCE_OPENER = /^\s*```\s*(?:sql|postgres|postgresql|pgsql|plpgsql)?\s*$/i;
const LEADING_FENCE = /^\s*```\s*(?:markdown|md)?\s*\n/i;
const CLOSING_FENCE = /\n\s*```\s*$/;

function contentBefore(head: string): string {
  let text = head;
  const marker = text.indexOf(CONTENT_PLACEHOLDER);
  if (marker !== -1) text = text.slice(0, marker);
  const lines = text.split("\n");
  // Dropped from the end, last line first; a lead-in ("SQL:") only when a separator sits right above it.
  let sawSeparator = false;
  for (;;) {
    const last = lines.at(-1);
    if (last === undefined) break;
    if (last.trim() === "" || (FENCE_OPENER.test(last) && opensFence(lines))) {
      lines.pop();
    } else if (SEPARATOR_LINE.test(last)) {
      lines.pop();
      sawSeparator = true;
    } else if (!sawSeparator && last.trim().endsWith(":") && precededBySeparator(lines)) {
      lines.pop();
    } else {
      break;
    }
  }
  const content = lines.join("\n");
  if (!LEADING_FENCE.test(content)) return content.trim();
  return content.replace(LEADING_FENCE, "").replace(CLOSING_FENCE, "").trim();
}

/** Whether the last line, a fence, opens a block (an even number of fences above it) rather than closing the article's own. */
function opensFence(lines: readonly string[]): boolean {
  return lines.slice(0, -1).filter((line) => /^\s*```/.test(line)).length % 2 === 0;
}

/** Whether the line before the last one, blank lines aside, is a separator. */
function precededBySeparator(lines: readonly string[]): boolean {
  for (let index = lines.length - 2; index >= 0; index -= 1) {
    const line = lines[index] ?? "";
    if (line.trim() === "") continue;
    return SEPARATOR_LINE.test(line);
  }
  return false;
}

// ---------------------------------------------------------------------------
// The fields

function readFields({ columns, values }: Statement): GeneratedArticleFields | null {
  const at = (column: Column): SqlValue | undefined => {
    const index = columns === null ? GENERATED_ARTICLE_COLUMNS.indexOf(column) : columns.indexOf(column);
    return index === -1 ? undefined : values[index];
  };
  const title = text(at("title"))?.trim();
  if (title === undefined || title === "") return null;
  return {
    title,
    slug: text(at("slug"))?.trim() ?? "",
    excerpt: text(at("excerpt"))?.trim() ?? "",
    featuredImageUrl: optional(at("featured_image_url")),
    metaTitle: optional(at("meta_title")),
    metaDescription: optional(at("meta_description")),
    tags: normalizeTags(tagsOf(at("tags")) ?? firstArray(values) ?? []),
  };
}

function text(value: SqlValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.kind === "text") return value.value;
  if (value.kind === "other") return value.raw;
  return undefined;
}

function optional(value: SqlValue | undefined): string | null {
  const result = text(value)?.trim();
  return result === undefined || result === "" ? null : result;
}

function tagsOf(value: SqlValue | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (value.kind === "array") return arrayItems(value.items);
  if (value.kind === "null") return [];
  if (value.kind === "text") {
    const trimmed = value.value.trim();
    return trimmed.startsWith("{") && trimmed.endsWith("}") ? postgresArray(trimmed) : trimmed.split(",");
  }
  return undefined;
}

function firstArray(values: readonly SqlValue[]): string[] | undefined {
  const array = values.find((value) => value.kind === "array");
  return array?.kind === "array" ? arrayItems(array.items) : undefined;
}

function arrayItems(items: readonly SqlValue[]): string[] {
  return items.flatMap((item) => {
    const value = text(item);
    return value === undefined ? [] : [value];
  });
}
