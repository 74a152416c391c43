/**
 * Text without anything that reads as an address, for what a model wrote
 * about a drawing: a reply once carried a phishing URL, and a title, a
 * description or a tag has no business pointing anywhere. A list of domain
 * endings cannot keep up (there are over a thousand, `.vip` and `.store`
 * among them), so a word is an address by its shape, whatever its ending:
 *
 * - a dot between letters (`golpe.vip`, `wa.me/x`), unless the word is an
 *   abbreviation Portuguese writes that way (`p.ex.`, `a.C.`, `S.O.S.`);
 * - an `@` before a letter (`golpe@evil.ru`, `@perfil`);
 * - a scheme (`https://`, `hxxps://`, `javascript:`) or an IPv4 address,
 *   even one that reads like a number in thousands (`10.100.100.100`, which
 *   a browser opens), or with hexadecimal parts (`0xC0.0xA8.0.1`);
 * - any of those written to slip past a filter: `[.]`, `(dot)`, `[at]`,
 *   ` ponto com`, full-width or ideographic dots (`evil．com`), full-width
 *   letters, or characters that show nothing inside the word (every
 *   default-ignorable and format character: zero-width spaces, variation
 *   selectors, the combining grapheme joiner, Mongolian selectors, tag
 *   characters...) or only a mark on the letter before.
 *
 * Such a word goes whole, keeping the punctuation that ends its sentence,
 * and markdown links keep their words. Dots that Portuguese puts elsewhere
 * stay: 'Sr. Cenoura', 'etc.', '3.5', '1.000', '2.ª'.
 */

const MARKDOWN_LINK = /!?\[([^\]\n]{0,200})\]\([^)\n]{0,2000}\)/g;
const AUTOLINK = /<[a-z][a-z0-9+.-]{1,20}:[^\s<>]{0,2000}>/gi;
/**
 * `[.]`, `(dot)`, `{ponto}`, ` dot `: a dot spelled out to dodge a filter,
 * never Portuguese prose. The lookbehind keeps a long run of spaces linear.
 */
const SPELLED_DOT = /(?<=\S)\s*[[({]\s*(?:\.|dot|ponto|punto)\s*[\])}]\s*|(?<=[\p{L}\p{N}])\s+dot\s+(?=[\p{L}\p{N}])/giu;
/**
 * ` ponto com`, ` dot net`: a dot said aloud before a domain ending. `com`
 * is also Portuguese ('ligue cada ponto com uma linha'), so it counts only
 * where an address would end (the text's or a sentence's end, another
 * spoken dot, 'e' or 'ou', which never follow Portuguese 'com'); endings
 * that are no Portuguese word count anywhere.
 */
const SPOKEN_ENDINGS =
  "net|org|br|pt|vip|xyz|info|biz|ru|cn|io|uk|us|store|shop|top|click|link|online|site|app|dev|ly|gg|tv|club|live|bet|win";
const SPOKEN_DOT = new RegExp(
  String.raw`(?<=[\p{L}\p{N}])\s+(?:ponto|dot)\s+(?=(?:com|me)(?=\s+(?:ponto|dot|e|ou)\s|[.,;:!?…)\]"'»”]+(?:\s|$)|\s*$)|(?:${SPOKEN_ENDINGS})(?![\p{L}\p{N}]))`,
  "giu",
);
/** `[at]`, `(arroba)`, `[@]`: an e-mail's `@` spelled out. */
const SPELLED_AT = /(?<=\S)\s*[[({]\s*(?:@|at|arroba)\s*[\])}]\s*/giu;

/** Characters that read as a full stop in an address (browsers map the first four to "."). */
const DOT_LIKE = /[\u3002\uFF0E\uFF61\uFE52\u2024\u00B7\u2027\u2022\u2219\u22C5\u30FB]/g;
/**
 * Characters that can split a word without showing: every default-ignorable
 * code point (zero-width spaces and joiners, soft hyphen, BOM, variation
 * selectors, U+034F, U+180B-U+180F, Hangul fillers, tags) and every format
 * character (bidirectional marks and isolates).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
/** Marks left after composition: they only decorate the letter before, so an address reader skips them. */
const MARKS = /\p{M}/gu;

const LEADING = /^[\s"'«“‘([{<¿¡*_~]+/u;
/** What may close a word: brackets and quotes, then the sentence's own punctuation. */
const TRAILING = /[)\]}>"'»”’*_~.,;:!?…]+$/u;
const SENTENCE_END = /[.,;:!?…]+$/u;

/** A letter that is not an ordinal indicator ('2.ª' and '1.º' are Portuguese). */
const LETTER = String.raw`(?![ªº])\p{L}`;
const DOT_BETWEEN = new RegExp(String.raw`[\p{L}\p{N}]\.${LETTER}|${LETTER}\.\p{N}`, "u");
const LEADING_DOT_ENDING = new RegExp(String.raw`^\.(?:${LETTER}){2,}$`, "u");
const AT_ADDRESS = /@[\p{L}\p{N}_]/u;
const SCHEME = /:\/\/|^(?:h[tx*]{2}ps?|ftp|javascript|vbscript|data|mailto|file|tel|sms|whatsapp|tg|intent):/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}(?:[:/?#]|$)/;
/** A browser reads each part as a byte: '10.100.100.100' is an address, though it reads like ten billion. */
const IPV4_BYTES = /^(?:25[0-5]|2[0-4]\d|1?\d?\d|0\d\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d|0\d\d)){3}(?:[:/?#]|$)/;
/** Hexadecimal parts, which browsers also take: '0xC0.0xA8.0.1'. */
const IPV4_HEX = /^(?:0x[\da-f]+|\d+)(?:\.(?:0x[\da-f]+|\d+)){0,3}(?:[:/?#]|$)/i;
/** '1.000.000' is a number, not an address: every group after the first has three digits (four groups of bytes aside). */
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;

/** Abbreviations with a dot between letters that are not initials (those are always kept). */
const ABBREVIATIONS = new Set(["p.ex", "ph.d", "m.sc", "v.sa", "v.exa", "v.s.a", "s.exa"]);

/**
 * The word as an address reader would see it: compatibility forms folded
 * (full-width letters and dots), invisible characters gone, odd dots made
 * dots. The ordinal indicators stay: NFKC would make '2.ª' read '2.a'.
 */
function readable(word: string): string {
  return word
    .replace(/[^ªº]+/g, (run) => run.normalize("NFKC"))
    .replace(INVISIBLE, "")
    .replace(MARKS, "")
    .replace(DOT_LIKE, ".");
}

function isKeptDottedWord(core: string): boolean {
  const lower = core.toLocaleLowerCase("pt-BR");
  if (ABBREVIATIONS.has(lower)) return true;
  // Initials and acronyms ('S.O.S', 'J.K', 'a.C', 'i.e'): no domain ending has one letter.
  return lower.split(".").every((segment) => /^\p{L}$/u.test(segment));
}

/** Whether a whitespace-free word reads as a web address, an e-mail or a handle. */
export function isAddressLike(word: string): boolean {
  const core = readable(word).replace(LEADING, "").replace(TRAILING, "");
  if (core === "") return false;
  if (SCHEME.test(core) || AT_ADDRESS.test(core) || LEADING_DOT_ENDING.test(core)) return true;
  if (IPV4_BYTES.test(core) || (IPV4.test(core) && !THOUSANDS.test(core))) return true;
  if (IPV4_HEX.test(core) && /0x/i.test(core)) return true;
  return DOT_BETWEEN.test(core) && !isKeptDottedWord(core);
}

/**
 * The words of `text` that read as addresses removed (see above), each with
 * the space before it; text without any comes back as it was.
 */
export function stripLinks(text: string): string {
  const joined = text
    .replace(MARKDOWN_LINK, "$1")
    .replace(AUTOLINK, "")
    .replace(SPELLED_DOT, ".")
    .replace(SPOKEN_DOT, ".")
    .replace(SPELLED_AT, "@");
  const kept: string[] = [];
  let removed = false;
  for (const part of joined.split(/(\s+)/)) {
    if (!/\S/.test(part) || !isAddressLike(part)) {
      kept.push(part);
      continue;
    }
    removed = true;
    const before = kept.at(-1);
    if (before !== undefined && /^[ \t]+$/.test(before)) kept.pop();
    kept.push(readable(part).match(SENTENCE_END)?.[0] ?? "");
  }
  const result = kept.join("");
  if (!removed) return result;
  return result
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, " ").trim())
    .join("\n");
}
