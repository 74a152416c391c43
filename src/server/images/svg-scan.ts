/**
 * The SVG safety check: one pass over the text, in time linear in its length
 * whatever it holds. Every search is an indexOf from a position that only
 * moves forward, or a look at a bounded number of characters; there is no
 * regular expression that could backtrack and no DOM to build, so 4 MB of
 * hostile markup costs what 4 MB of honest markup costs (bench/images.ts).
 *
 * It reads the XML it needs to (elements, attributes, text, comments, CDATA,
 * processing instructions, the DOCTYPE, character references) and answers:
 * - "not-svg": not a well-formed XML document whose root element is <svg>;
 * - "unsafe": a script, an event handler, embedded documents, an external
 *   reference, an entity declaration or a stylesheet instruction;
 * - "unreadable": nested deeper or with more attributes than librsvg reads;
 * - "svg": safe, with the data: URIs of the raster images it embeds, which
 *   the caller bounds like any upload (upload.ts).
 * What it leaves to librsvg (unknown elements, namespaces, drawing syntax)
 * cannot reach outside the file; librsvg refuses what it cannot read.
 */
export type SvgScan =
  | { verdict: "svg"; embedded: string[] }
  | { verdict: "unsafe"; reason: string }
  | { verdict: "not-svg"; reason: string }
  | { verdict: "unreadable"; reason: string };

/**
 * librsvg's own limits (libxml2's default nesting depth, librsvg's attribute
 * count), applied while scanning so such a file stops here, early and cheaply,
 * with the answer librsvg would give.
 */
export const MAX_SVG_DEPTH = 256;
export const MAX_SVG_ATTRIBUTES = 65_535;

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object", "handler", "listener"]);
const REFERENCE_ATTRIBUTES = new Set(["href", "src"]);
const PREDEFINED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** "&#x10FFFF;" is the longest reference XML allows without a DTD. */
const LONGEST_REFERENCE = 10;

type Refusal = Exclude<SvgScan, { verdict: "svg" }>;

class Refused extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

const unsafe = (reason: string) => new Refused({ verdict: "unsafe", reason });
const notSvg = (reason: string) => new Refused({ verdict: "not-svg", reason });
const unreadable = (reason: string) => new Refused({ verdict: "unreadable", reason });

export function scanSvg(text: string): SvgScan {
  try {
    return { verdict: "svg", embedded: new Scanner(text).scan() };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Characters that end an XML name (simplified: librsvg refuses the odd names this lets through). */
function endsName(code: number): boolean {
  return isSpace(code) || code === 0x2f || code === 0x3e || code === 0x3d || code === 0x3c || code === 0x22 || code === 0x27;
}

/** Lower-case local names by qualified name: a drawing repeats a handful of names many times. */
const localNames = new Map<string, string>();

function localName(qualified: string): string {
  let local = localNames.get(qualified);
  if (local === undefined) {
    local = qualified.slice(qualified.lastIndexOf(":") + 1).toLowerCase();
    if (localNames.size < 10_000) localNames.set(qualified, local);
  }
  return local;
}

/** A reference that stays inside the file: a fragment, or an inline raster image. */
function isInternalReference(reference: string): boolean {
  if (reference.startsWith("#")) return true;
  const lower = reference.slice(0, 16).toLowerCase();
  // An inline SVG would be a second document with references of its own.
  return lower.startsWith("data:image/") && !lower.startsWith("data:image/svg");
}

function isDataUri(reference: string): boolean {
  return reference.slice(0, 5).toLowerCase() === "data:";
}

/**
 * Replaces character and predefined entity references, as an XML parser
 * does before anyone reads the value (`&#106;avascript:` is `javascript:`).
 * Any other reference is not well-formed without a DTD, and there is none.
 */
function decodeReferences(raw: string): string {
  let at = raw.indexOf("&");
  if (at === -1) return raw;
  let decoded = "";
  let copied = 0;
  while (at !== -1) {
    const end = raw.slice(at + 1, at + 1 + LONGEST_REFERENCE).indexOf(";");
    if (end === -1) throw notSvg("unterminated reference");
    const name = raw.slice(at + 1, at + 1 + end);
    decoded += raw.slice(copied, at) + referenceValue(name);
    copied = at + 2 + end;
    at = raw.indexOf("&", copied);
  }
  return decoded + raw.slice(copied);
}

function referenceValue(name: string): string {
  const predefined = PREDEFINED_ENTITIES[name];
  if (predefined !== undefined) return predefined;
  const code = /^#x[0-9a-f]{1,6}$/i.test(name)
    ? Number.parseInt(name.slice(2), 16)
    : /^#[0-9]{1,7}$/.test(name)
      ? Number.parseInt(name.slice(1), 10)
      : Number.NaN;
  if (!(code > 0 && code <= 0x10ffff)) throw notSvg(`undefined reference &${name};`);
  return String.fromCodePoint(code);
}

/**
 * The targets of the url() functions in CSS or an attribute value. An
 * unterminated url() is refused rather than skipped: CSS reads it to the
 * end of the value, and it is never needed.
 */
function urlTargets(css: string): string[] {
  const targets: string[] = [];
  let open = css.indexOf("(");
  while (open !== -1) {
    if (open < 3 || css.slice(open - 3, open).toLowerCase() !== "url") {
      open = css.indexOf("(", open + 1);
      continue;
    }
    let start = open + 1;
    while (isSpace(css.charCodeAt(start))) start++;
    const quote = css[start];
    let close: number;
    if (quote === '"' || quote === "'") {
      const end = css.indexOf(quote, start + 1);
      if (end === -1) throw unsafe("unterminated url()");
      targets.push(css.slice(start + 1, end));
      close = end + 1;
      while (isSpace(css.charCodeAt(close))) close++;
      if (css[close] !== ")") throw unsafe("malformed url()");
    } else {
      close = css.indexOf(")", start);
      if (close === -1) throw unsafe("unterminated url()");
      targets.push(css.slice(start, close).trim());
    }
    open = css.indexOf("(", close + 1);
  }
  return targets;
}

class Scanner {
  private readonly text: string;
  private position = 0;
  /** Qualified names of the open elements. */
  private readonly open: string[] = [];
  private rootClosed = false;
  private doctypeSeen = false;
  /** Depth of the open <style> element, -1 outside one; its text is checked as CSS when it closes. */
  private styleDepth = -1;
  private styleText: string[] = [];
  private readonly embedded: string[] = [];

  constructor(text: string) {
    this.text = text;
  }

  scan(): string[] {
    // Entity declarations are how XML bombs and external entities get in; no drawing needs one.
    // (A literal pattern without quantifiers: a linear search.)
    if (/<!ENTITY/i.test(this.text)) throw unsafe("entity declaration");
    const { text } = this;
    while (this.position < text.length) {
      const tag = text.indexOf("<", this.position);
      const end = tag === -1 ? text.length : tag;
      if (end > this.position) this.characterData(text.slice(this.position, end));
      if (tag === -1) break;
      this.position = tag;
      this.markup();
    }
    if (!this.rootClosed) throw notSvg(this.open.length > 0 ? "unclosed element" : "no root element");
    return this.embedded;
  }

  private characterData(data: string): void {
    if (data.length === 0) return;
    if (this.open.length === 0) {
      for (let index = 0; index < data.length; index++) {
        if (!isSpace(data.charCodeAt(index))) throw notSvg("text outside the root element");
      }
      return;
    }
    const decoded = decodeReferences(data);
    if (this.styleDepth !== -1) this.styleText.push(decoded);
  }

  private markup(): void {
    const { text, position } = this;
    const next = text.charCodeAt(position + 1);
    if (next === 0x3f /* ? */) this.processingInstruction();
    else if (next === 0x2f /* / */) this.endTag();
    else if (next !== 0x21 /* ! */) this.startTag();
    else if (text.startsWith("<!--", position)) this.skipPast("-->", position + 4, "unterminated comment");
    else if (text.startsWith("<![CDATA[", position)) this.cdata();
    else if (text.slice(position, position + 9).toUpperCase() === "<!DOCTYPE") this.doctype();
    else throw notSvg("unknown declaration");
  }

  private cdata(): void {
    if (this.open.length === 0) throw notSvg("CDATA outside the root element");
    const start = this.position + 9;
    const end = this.skipPast("]]>", start, "unterminated CDATA section");
    if (this.styleDepth !== -1) this.styleText.push(this.text.slice(start, end - 3));
  }

  /** Moves past the next `terminator` from `from`, returning the new position. */
  private skipPast(terminator: string, from: number, problem: string): number {
    const end = this.text.indexOf(terminator, from);
    if (end === -1) throw notSvg(problem);
    this.position = end + terminator.length;
    return this.position;
  }

  private processingInstruction(): void {
    const start = this.position;
    let nameEnd = start + 2;
    while (nameEnd < this.text.length && !isSpace(this.text.charCodeAt(nameEnd)) && this.text[nameEnd] !== "?") nameEnd++;
    const target = this.text.slice(start + 2, nameEnd);
    this.skipPast("?>", nameEnd, "unterminated processing instruction");
    if (target.toLowerCase() === "xml") {
      if (start !== 0) throw notSvg("XML declaration not at the start");
      return;
    }
    // <?xml-stylesheet href="..."?> is an external reference outside the root element.
    if (this.open.length === 0) throw unsafe(`processing instruction <?${target}?> outside the root element`);
  }

  /** A DOCTYPE naming a public DTD is harmless (librsvg never fetches it); an internal subset is not. */
  private doctype(): void {
    if (this.doctypeSeen || this.open.length > 0 || this.rootClosed) throw notSvg("misplaced DOCTYPE");
    this.doctypeSeen = true;
    const { text } = this;
    let index = this.position + 9;
    let literals = 0;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === 0x3e /* > */) {
        this.position = index + 1;
        return;
      }
      if (code === 0x5b /* [ */) throw unsafe("DOCTYPE with an internal subset");
      if (code === 0x22 || code === 0x27 /* quotes */) {
        // A public and a system identifier at most: <!DOCTYPE svg PUBLIC "..." "...">.
        if (++literals > 2) throw notSvg("malformed DOCTYPE");
        index = text.indexOf(text.charAt(index), index + 1);
        if (index === -1) break;
      }
      index++;
    }
    throw notSvg("unterminated DOCTYPE");
  }

  private readName(): string {
    const start = this.position;
    while (this.position < this.text.length && !endsName(this.text.charCodeAt(this.position))) this.position++;
    if (this.position === start) throw notSvg("missing name");
    return this.text.slice(start, this.position);
  }

  private skipSpaces(): boolean {
    const start = this.position;
    while (isSpace(this.text.charCodeAt(this.position))) this.position++;
    return this.position > start;
  }

  private endTag(): void {
    this.position += 2;
    const name = this.readName();
    this.skipSpaces();
    if (this.text[this.position] !== ">") throw notSvg("malformed end tag");
    this.position++;
    if (this.open.at(-1) !== name) throw notSvg(`</${name}> does not close the open element`);
    this.open.pop();
    if (this.open.length === this.styleDepth) this.closeStyle();
    if (this.open.length === 0) this.rootClosed = true;
  }

  private startTag(): void {
    this.position++;
    const name = this.readName();
    if (this.rootClosed) throw notSvg("a second root element");
    const local = localName(name);
    if (this.open.length === 0 && local !== "svg") throw notSvg(`root element <${name}>`);
    if (FORBIDDEN_ELEMENTS.has(local)) throw unsafe(`<${name}> element`);
    const { text } = this;
    let attributes = 0;
    for (;;) {
      const spaced = this.skipSpaces();
      const character = text[this.position];
      if (character === ">" || (character === "/" && text[this.position + 1] === ">")) break;
      if (!spaced) throw notSvg(`malformed start tag <${name}>`);
      if (++attributes > MAX_SVG_ATTRIBUTES) throw unreadable(`more than ${MAX_SVG_ATTRIBUTES} attributes`);
      const attribute = this.readName();
      this.skipSpaces();
      if (text[this.position] !== "=") throw notSvg(`attribute ${attribute} without a value`);
      this.position++;
      this.skipSpaces();
      const quote = text[this.position];
      if (quote !== '"' && quote !== "'") throw notSvg(`unquoted attribute ${attribute}`);
      const end = text.indexOf(quote, this.position + 1);
      if (end === -1) throw notSvg(`unterminated attribute ${attribute}`);
      const raw = text.slice(this.position + 1, end);
      if (raw.includes("<")) throw notSvg(`"<" in attribute ${attribute}`);
      this.position = end + 1;
      // Every attribute is checked, so a duplicate (which libxml2 refuses anyway) cannot hide one.
      this.checkAttribute(attribute, decodeReferences(raw));
    }
    if (text[this.position] === "/") {
      this.position += 2;
      if (this.open.length === 0) this.rootClosed = true;
      return;
    }
    this.position++;
    if (this.open.length >= MAX_SVG_DEPTH) throw unreadable(`elements nested more than ${MAX_SVG_DEPTH} deep`);
    this.open.push(name);
    if (local === "style" && this.styleDepth === -1) this.styleDepth = this.open.length - 1;
  }

  private checkAttribute(qualified: string, value: string): void {
    const name = localName(qualified);
    if (name.startsWith("on")) throw unsafe(`event handler ${qualified}`);
    if (REFERENCE_ATTRIBUTES.has(name)) this.checkReference(value.trim(), qualified);
    // The cheap indexOf first: most values hold no colon, at sign or parenthesis.
    if (value.includes(":") && value.replace(/\s+/g, "").toLowerCase().includes("javascript:")) {
      throw unsafe(`javascript: in ${qualified}`);
    }
    this.checkCss(value, qualified);
  }

  private checkCss(css: string, where: string): void {
    if (css.includes("@") && css.toLowerCase().includes("@import")) throw unsafe(`@import in ${where}`);
    if (!css.includes("(")) return;
    for (const target of urlTargets(css)) this.checkReference(target.trim(), `url() in ${where}`);
  }

  private checkReference(reference: string, where: string): void {
    if (!isInternalReference(reference)) throw unsafe(`external reference in ${where}`);
    if (isDataUri(reference)) this.embedded.push(reference);
  }

  private closeStyle(): void {
    const css = this.styleText.join("");
    this.styleDepth = -1;
    this.styleText = [];
    this.checkCss(css, "<style>");
  }
}
