/**
 * Text without web addresses, for what a model wrote about a drawing: a
 * reply once carried a phishing URL, and a drawing's description has no
 * business linking anywhere. Markdown links keep their words; bare
 * addresses (with a scheme, `www.`, or a domain followed by a path) go,
 * with the space they leave collapsed. E-mail-like and plain words with a
 * dot ("3.5", "Sr.") are not addresses and stay.
 */
const MARKDOWN_LINK = /!?\[([^\]\n]{0,200})\]\([^)\n]{0,2000}\)/g;
const SCHEME_URL = /\b(?:https?|ftp|file|javascript|data|mailto):[^\s<>"'\]]+/gi;
const WWW_URL = /\bwww\.[^\s<>"')\]]+/gi;
const DOMAIN_WITH_PATH = /\b(?:[a-z0-9-]+\.)+[a-z]{2,24}\/[^\s<>"')\]]*/gi;
const TOP_LEVEL_DOMAIN =
  /\b(?:[a-z0-9-]+\.)+(?:com|net|org|br|io|app|xyz|info|site|online|link|ly|me|co|top|shop|click)\b(?:\.br)?/gi;

export function stripLinks(text: string): string {
  return text
    .replace(MARKDOWN_LINK, "$1")
    .replace(SCHEME_URL, "")
    .replace(WWW_URL, "")
    .replace(DOMAIN_WITH_PATH, "")
    .replace(TOP_LEVEL_DOMAIN, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([.,;:!?])/g, "$1")
    .split("\n")
    .map((line) => line.trim())
    .join("\n");
}
