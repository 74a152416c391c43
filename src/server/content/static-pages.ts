import { STATIC_PAGE_IDS, type StaticPageId } from "#src/lib/site.ts";
import { renderMarkdown } from "../markdown.ts";
import { parseFrontMatter } from "./front-matter.ts";

/** The static pages' texts, bundled from content/pages/*.md at build time. */
const sources = import.meta.glob<string>("../../../content/pages/*.md", { query: "?raw", import: "default", eager: true });

export type StaticPage = { id: StaticPageId; title: string; description: string; updatedAt: string | null; html: string };

function isStaticPageId(id: string): id is StaticPageId {
  return (STATIC_PAGE_IDS as readonly string[]).includes(id);
}

export async function loadStaticPage(id: string): Promise<StaticPage | null> {
  if (!isStaticPageId(id)) return null;
  const source = Object.entries(sources).find(([file]) => file.endsWith(`/${id}.md`))?.[1];
  if (source === undefined) return null;
  const { fields, body } = parseFrontMatter(source);
  return {
    id,
    title: fields.title ?? id,
    description: fields.description ?? "",
    updatedAt: fields.updated_at ?? null,
    html: await renderMarkdown(body),
  };
}
