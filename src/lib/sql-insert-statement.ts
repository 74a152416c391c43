/**
 * The SQL the AI generator writes after an article (./generated-article.ts
 * has the rules): one `(columns) VALUES (...)` statement read from `start`,
 * just past `INSERT INTO blog_articles`, by a small scanner of SQL values
 * ('...' with '', E'...' with escapes, $$...$$, NULL, ARRAY[...], `::type`
 * casts, anything else as raw text), and Postgres array literals. Pure and
 * browser-safe; a statement it cannot read is null, never an exception.
 */

/** One parsed value: the forms the fields care about, anything else as raw text. */
export type SqlValue =
  | { kind: "text"; value: string }
  | { kind: "null" }
  | { kind: "array"; items: SqlValue[] }
  | { kind: "other"; raw: string };

type Node =
  | { t: "str"; v: string }
  | { t: "ident"; v: string }
  | { t: "word"; v: string }
  | { t: "array"; items: SqlValue[] }
  | { t: "group" }
  | { t: "punct"; v: string };

export type Statement = { columns: string[] | null; values: SqlValue[] };

class SqlSyntaxError extends Error {}

export function parseStatement(text: string, start: number): Statement | null {
  try {
    const scanner = new Scanner(text, start);
    scanner.skipSpace();
    let columns: string[] | null = null;
    if (scanner.peek() === "(") {
      scanner.pos += 1;
      columns = scanner.list(")").map(columnName);
    }
    scanner.skipSpace();
    if (!/^VALUES\b/i.test(text.slice(scanner.pos, scanner.pos + 7))) return null;
    scanner.pos += "VALUES".length;
    scanner.skipSpace();
    if (scanner.peek() !== "(") return null;
    scanner.pos += 1;
    const values = scanner.list(")");
    return { columns, values };
  } catch (error) {
    if (error instanceof SqlSyntaxError) return null;
    throw error;
  }
}

function columnName(value: SqlValue): string {
  if (value.kind === "text") return value.value.trim().toLowerCase();
  if (value.kind === "other") return value.raw.replace(/"/g, "").trim().toLowerCase();
  return "";
}

class Scanner {
  readonly text: string;
  pos: number;

  constructor(text: string, pos: number) {
    this.text = text;
    this.pos = pos;
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  skipSpace(): void {
    for (;;) {
      const rest = this.text.slice(this.pos, this.pos + 2);
      const char = this.peek();
      if (char !== undefined && /\s/.test(char)) {
        this.pos += 1;
      } else if (rest === "--") {
        const end = this.text.indexOf("\n", this.pos);
        this.pos = end === -1 ? this.text.length : end + 1;
      } else if (rest === "/*") {
        const end = this.text.indexOf("*/", this.pos + 2);
        if (end === -1) throw new SqlSyntaxError("unterminated comment");
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  /** Comma-separated values up to `close` (consumed); the opening bracket is already consumed. */
  list(close: ")" | "]"): SqlValue[] {
    const values: SqlValue[] = [];
    this.skipSpace();
    if (this.peek() === close) {
      this.pos += 1;
      return values;
    }
    for (;;) {
      values.push(this.value(close));
      const char = this.peek();
      this.pos += 1;
      if (char === close) return values;
      if (char !== ",") throw new SqlSyntaxError("expected a comma");
    }
  }

  /** One value, up to a top-level comma or `close` (not consumed). */
  value(close: ")" | "]"): SqlValue {
    const nodes: Node[] = [];
    this.skipSpace();
    const start = this.pos;
    let end = start;
    for (;;) {
      this.skipSpace();
      const char = this.peek();
      if (char === undefined) throw new SqlSyntaxError("unterminated statement");
      if (char === "," || char === close) break;
      if (char === ")" || char === "]" || char === ";") throw new SqlSyntaxError(`unexpected ${char}`);
      nodes.push(this.node());
      end = this.pos;
    }
    return interpret(nodes, this.text.slice(start, end).trim());
  }

  node(): Node {
    const text = this.text;
    const char = text[this.pos] ?? "";
    if (char === "'") return { t: "str", v: this.quoted("'") };
    if ((char === "E" || char === "e") && text[this.pos + 1] === "'") {
      this.pos += 1;
      return { t: "str", v: this.escapeString() };
    }
    if (char === '"') return { t: "ident", v: this.quoted('"') };
    if (char === "$") {
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(text.slice(this.pos))?.[0];
      if (tag !== undefined) {
        const end = text.indexOf(tag, this.pos + tag.length);
        if (end === -1) throw new SqlSyntaxError("unterminated dollar quote");
        const value = text.slice(this.pos + tag.length, end);
        this.pos = end + tag.length;
        return { t: "str", v: value };
      }
    }
    if (char === "[") {
      this.pos += 1;
      return { t: "array", items: this.list("]") };
    }
    if (char === "(") {
      this.pos += 1;
      this.list(")");
      return { t: "group" };
    }
    const word = /^[\p{L}\p{N}_.+-]+/u.exec(text.slice(this.pos))?.[0];
    if (word !== undefined) {
      this.pos += word.length;
      return { t: "word", v: word };
    }
    this.pos += 1;
    return { t: "punct", v: char };
  }

  /** A literal quoted with `quote`, a doubled quote standing for one. */
  quoted(quote: "'" | '"'): string {
    let value = "";
    let pos = this.pos + 1;
    for (;;) {
      const end = this.text.indexOf(quote, pos);
      if (end === -1) throw new SqlSyntaxError("unterminated literal");
      value += this.text.slice(pos, end);
      if (this.text[end + 1] === quote) {
        value += quote;
        pos = end + 2;
      } else {
        this.pos = end + 1;
        return value;
      }
    }
  }

  /** An E'...' literal: backslash escapes and '' both stand for what they mean. */
  escapeString(): string {
    const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };
    let value = "";
    let pos = this.pos + 1;
    for (;;) {
      const char = this.text[pos];
      if (char === undefined) throw new SqlSyntaxError("unterminated literal");
      if (char === "\\") {
        const next = this.text[pos + 1] ?? "";
        value += escapes[next] ?? next;
        pos += 2;
      } else if (char === "'" && this.text[pos + 1] === "'") {
        value += "'";
        pos += 2;
      } else if (char === "'") {
        this.pos = pos + 1;
        return value;
      } else {
        value += char;
        pos += 1;
      }
    }
  }
}

function interpret(nodes: readonly Node[], raw: string): SqlValue {
  const [first, second] = nodes;
  if (first === undefined) throw new SqlSyntaxError("empty value");
  if (first.t === "str") return { kind: "text", value: first.v };
  if (first.t === "word" && /^null$/i.test(first.v)) return { kind: "null" };
  if (first.t === "word" && /^array$/i.test(first.v) && second?.t === "array") return { kind: "array", items: second.items };
  if (first.t === "array") return { kind: "array", items: first.items };
  if (first.t === "ident" && nodes.length === 1) return { kind: "text", value: first.v };
  return { kind: "other", raw };
}

/** A Postgres array literal, '{a,"b, c",d}': elements split on commas, "..." with backslash escapes. */
export function postgresArray(literal: string): string[] {
  const body = literal.slice(1, -1);
  const items: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] ?? "";
    if (quoted && char === "\\") {
      current += body[index + 1] ?? "";
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === "," && !quoted) {
      items.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.filter((item) => !/^null$/i.test(item.trim()));
}
