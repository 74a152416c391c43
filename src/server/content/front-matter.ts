/**
 * The small front matter of the markdown files under content/ (articles and
 * static pages): a block between `---` lines of one `key: value` per line,
 * where a value may be quoted ("JSON string" or 'single quoted'). Values stay
 * text; readers convert the ones they need (tags as a JSON array, dates,
 * true/false).
 */
export class FrontMatterError extends Error {
  override name = "FrontMatterError";
}

const FENCE = /^---\s*$/;

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      return String(JSON.parse(value));
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  return value;
}

/** Splits a markdown file into its front matter fields and its body. */
export function parseFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return { fields: {}, body: text };
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end < 0) throw new FrontMatterError("front matter is not closed by a --- line");
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (match?.[1]) fields[match[1]] = unquote((match[2] ?? "").trim());
  }
  return { fields, body: lines.slice(end + 1).join("\n") };
}
