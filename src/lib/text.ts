/** Text helpers shared by the pages, their SEO and the XML documents (RSS, sitemap). */

/** `text` cut to at most `max` characters, an ellipsis marking the cut (meta descriptions, JSON-LD headlines). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Characters XML 1.0 does not allow, not even escaped: below U+0020 all but
 * tab, line feed and carriage return; U+FFFE and U+FFFF; and a surrogate
 * without its pair (`\p{Cs}` under the `u` flag matches only those).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids, to find them.
export const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/u;
const FORBIDDEN_IN_XML = new RegExp(XML_FORBIDDEN.source, "gu");
const MARKUP = /[<>&'"]/g;
const NEEDS_WORK = new RegExp(`${XML_FORBIDDEN.source}|[<>&'"]`, "u");

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

/**
 * A drawing's page title: its title with "para colorir" after it, unless the
 * title already says so ('Letra B para colorir', 'Mandala para pintar'):
 * "Letra B para colorir para colorir" reads like a mistake in a search
 * result and in a shared link.
 */
export function colouringTitle(title: string): string {
  const plain = title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  return /\bpara (?:colorir|pintar)\W*$/u.test(plain) ? title.trim() : `${title.trim()} para colorir`;
}
