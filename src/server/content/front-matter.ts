/**
 * The tiny front matter of the markdown files under content/: a block
 * between `---` lines of `key: value`, where a value is a JSON string, a
 * JSON array, true/false, or bare text.
 */
export type FrontMatter = Record<string, string | boolean | string[]>;

export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: FrontMatter = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line.trim());
    if (!pair?.[1]) continue;
    data[pair[1]] = parseValue(pair[2] ?? "");
  }
  return { data, body: source.slice(match[0].length) };
}

function parseValue(raw: string): string | boolean | string[] {
  if (raw === "true" || raw === "false") return raw === "true";
  if (raw.startsWith('"') || raw.startsWith("[")) {
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === "string") return value;
      if (Array.isArray(value)) return value.map(String);
    } catch {
      // Not JSON: keep the text as written.
    }
  }
  return raw;
}
