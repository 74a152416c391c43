/**
 * Whether a JSON text stays within a shape every reader of it can walk: at
 * most `maxDepth` nested arrays and objects, and at most `maxValues` values
 * in all. One linear pass over the characters, before `JSON.parse`, so a
 * body nested 8,000 deep (which overflowed the stack of the recursive
 * checks after the parse) or made of a million tiny values is refused in
 * time proportional to its size, which the body limit already bounds.
 */
export type JsonShapeLimits = { maxDepth: number; maxValues: number };

export function jsonShapeWithin(text: string, { maxDepth, maxValues }: JsonShapeLimits): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) {
      inString = true;
      values++;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      values++;
      if (depth > maxDepth) return false;
    } else if (code === 0x7d || code === 0x5d) depth--;
    // A number, true, false or null: counted where it starts.
    else if ((code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x74 || code === 0x66 || code === 0x6e) {
      const previous = text.charCodeAt(index - 1);
      const startsValue = index === 0 || !isValueChar(previous);
      if (startsValue) values++;
    }
    if (values > maxValues) return false;
  }
  return true;
}

function isValueChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x2e ||
    code === 0x2b ||
    code === 0x2d ||
    code === 0x45
  );
}
