/** Text helpers shared by the pages, their SEO and the XML documents (RSS, sitemap). */

/** `text` cut to at most `max` characters, an ellipsis marking the cut (meta descriptions, JSON-LD headlines). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** XML 1.0 allows tab, line feed, carriage return and nothing else below U+0020, not even escaped. */
const isXmlChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

/** `text` safe in XML element content and quoted attributes: markup characters as numeric references, forbidden control characters dropped. */
export const escapeXml = (text: string) =>
  [...text]
    .filter(isXmlChar)
    .join("")
    .replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A description as paragraphs, one per non-empty line; empty when there is none. */
export function descriptionParagraphs(description: string | null): string[] {
  return (description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
