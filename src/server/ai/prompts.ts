/**
 * The AI prompts, bundled from src/server/ai/prompts/*.md at build time (the
 * technique of src/server/content/static-pages.ts), with `{{name}}`
 * placeholders filled in. An unknown placeholder is left as written.
 */
const sources = import.meta.glob<string>("./prompts/*.md", { query: "?raw", import: "default", eager: true });

export type PromptName = "reformulate-drawing" | "reformulate-category";

export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? "") : whole,
  );
}

export function renderPrompt(name: PromptName, values: Record<string, string>): string {
  const source = Object.entries(sources).find(([file]) => file.endsWith(`/${name}.md`))?.[1];
  if (source === undefined) throw new Error(`AI prompt not found: src/server/ai/prompts/${name}.md`);
  return fillPlaceholders(source, values).trim();
}
