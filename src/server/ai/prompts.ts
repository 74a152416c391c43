/**
 * The AI prompts (./prompts/*.md, described in ./prompts/README.md), bundled
 * as text at build time and filled in here. Pure: no network, no files read
 * at run time.
 */
const sources = import.meta.glob<string>("./prompts/*.md", { query: "?raw", import: "default", eager: true });

/** Each prompt and the placeholders it takes, exactly. */
export const PROMPT_PLACEHOLDERS = {
  "reformulate-drawing": ["title", "currentDescription", "currentTags"],
  "reformulate-category": ["title", "currentDescription"],
  "generate-article": ["topic"],
  "publish-drawing": ["categories"],
} as const satisfies Record<string, readonly string[]>;

export type PromptName = keyof typeof PROMPT_PLACEHOLDERS;

export type PromptValues<Name extends PromptName> = Record<(typeof PROMPT_PLACEHOLDERS)[Name][number], string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export function isPromptName(name: string): name is PromptName {
  return Object.hasOwn(PROMPT_PLACEHOLDERS, name);
}

/** A prompt's text as written, placeholders included. */
export function promptTemplate(name: string): string {
  const source = isPromptName(name) ? sources[`./prompts/${name}.md`] : undefined;
  if (source === undefined) throw new Error(`Unknown AI prompt: ${name}`);
  return source;
}

/** The placeholders a template uses, each once, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

/**
 * The prompt `name` with every {{placeholder}} replaced by its value, in one
 * pass (a value's own braces are left alone). Throws on an unknown prompt or
 * a placeholder without a value; values the prompt does not use are ignored.
 */
export function renderPrompt<Name extends PromptName>(name: Name, values: PromptValues<Name>): string;
export function renderPrompt(name: string, values: Readonly<Record<string, string>>): string;
export function renderPrompt(name: string, values: Readonly<Record<string, string>>): string {
  const template = promptTemplate(name);
  const missing = placeholdersOf(template).filter((key) => !Object.hasOwn(values, key) || typeof values[key] !== "string");
  if (missing.length > 0) throw new Error(`AI prompt ${name}: no value for ${missing.map((key) => `{{${key}}}`).join(", ")}`);
  return template.replace(PLACEHOLDER, (_, key: string) => values[key] ?? "");
}
