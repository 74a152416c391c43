/** Text helpers shared by the pages, their SEO and the XML documents (RSS, sitemap). */

/** `text` cut to at most `max` characters, an ellipsis marking the cut (meta descriptions, JSON-LD headlines). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** XML 1.0 allows tab, line feed, carriage return and nothing else below U+0020, not even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids, to drop them.
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const MARKUP = /[<>&'"]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, with the markup characters.
const NEEDS_WORK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f<>&'"]/;

/**
 * `text` safe in XML element content and quoted attributes: markup
 * characters as numeric references, forbidden control characters dropped.
 * Most text (every sitemap address) needs neither: returned as it is, which
 * keeps a sitemap of 50,000 addresses cheap.
 */
export const escapeXml = (text: string) =>
  NEEDS_WORK.test(text) ? text.replace(FORBIDDEN_IN_XML, "").replace(MARKUP, (char) => `&#${char.charCodeAt(0)};`) : text;

/** A description as paragraphs, one per non-empty line; empty when there is none. */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
