import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPromptName, PROMPT_PLACEHOLDERS, type PromptName, placeholdersOf, promptTemplate, renderPrompt } from "./prompts.ts";

const folder = new URL("./prompts/", import.meta.url);
const names = Object.keys(PROMPT_PLACEHOLDERS) as PromptName[];

describe("the prompt files", () => {
  it("are exactly the documented prompts", () => {
    const files = readdirSync(folder).filter((file) => file.endsWith(".md") && file !== "README.md");
    expect(files.map((file) => file.replace(/\.md$/, "")).sort()).toEqual([...names].sort());
  });

  it("are all in the README with their placeholders", () => {
    const readme = readFileSync(new URL("README.md", folder), "utf8");
    for (const name of names) {
      expect(readme).toContain(`${name}.md`);
      for (const key of PROMPT_PLACEHOLDERS[name]) expect(readme).toContain(`{{${key}}}`);
    }
  });

  it.each(names)("%s uses exactly its documented placeholders", (name) => {
    expect(placeholdersOf(promptTemplate(name)).sort()).toEqual([...PROMPT_PLACEHOLDERS[name]].sort());
  });

  it.each(names)("%s is bundled as written and asks for JSON only", (name) => {
    expect(promptTemplate(name)).toBe(readFileSync(new URL(`${name}.md`, folder), "utf8"));
    expect(promptTemplate(name)).toContain("Responda SOMENTE com um objeto JSON");
  });
});

describe("renderPrompt", () => {
  it.each(names)("replaces every placeholder of %s", (name) => {
    const values = Object.fromEntries(PROMPT_PLACEHOLDERS[name].map((key) => [key, `«valor de ${key}»`]));
    const rendered = renderPrompt(name, values);
    expect(rendered).not.toMatch(/\{\{|\}\}/);
    for (const key of PROMPT_PLACEHOLDERS[name]) expect(rendered).toContain(`«valor de ${key}»`);
  });

  it("inserts values as they are, braces, dollars and all, in one pass", () => {
    const rendered = renderPrompt("generate-article", { topic: "{{topic}} $& $1 'aspas'" });
    expect(rendered).toContain("{{topic}} $& $1 'aspas'");
  });

  it("fills the same placeholder everywhere it appears", () => {
    const rendered = renderPrompt("reformulate-drawing", {
      title: "Gato Feliz",
      currentDescription: "",
      currentTags: "gato, animais",
    });
    expect(rendered).toContain('"Gato Feliz"');
    expect(rendered).toContain("Tags atuais: gato, animais");
  });

  it("throws on an unknown prompt", () => {
    expect(() => renderPrompt("nao-existe", {})).toThrow(/Unknown AI prompt: nao-existe/);
    expect(() => renderPrompt("README", {})).toThrow(/Unknown AI prompt/);
    expect(() => renderPrompt("toString", {})).toThrow(/Unknown AI prompt/);
    expect(isPromptName("publish-drawing")).toBe(true);
    expect(isPromptName("constructor")).toBe(false);
  });

  it("throws on a missing value, naming it", () => {
    expect(() => renderPrompt("reformulate-category", { title: "Animais" })).toThrow(/\{\{currentDescription\}\}/);
    expect(() => renderPrompt("publish-drawing", { categories: undefined } as unknown as { categories: string })).toThrow(
      /\{\{categories\}\}/,
    );
  });

  it("ignores values the prompt does not use", () => {
    expect(() => renderPrompt("generate-article", { topic: "Cores", extra: "x" })).not.toThrow();
  });
});
