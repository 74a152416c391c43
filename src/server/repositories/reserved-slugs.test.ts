import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isValidSlug } from "#src/lib/slug.ts";
import { isReservedSlug, RESERVED_SLUGS, type SluggedContent } from "./reserved-slugs.ts";

const PAGES = path.resolve(import.meta.dirname, "../../pages");

/** The route folders whose dynamic segment is a slug of each kind of content. */
const ROUTE_FOLDERS: Record<SluggedContent, string[]> = {
  categories: ["categorias"],
  drawings: ["desenho", "desenhos/[categorySlug]"],
  blog_articles: ["blog"],
  collections: ["colecoes"],
};

/** The fixed names beside a folder's dynamic segment that a slug could equal: `todas` for categorias/todas.astro. */
function fixedSegments(folder: string): string[] {
  const dir = path.join(PAGES, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((entry) => entry.replace(/\.(astro|ts|md)$/, ""))
    .filter((name) => !name.startsWith("[") && name !== "index" && isValidSlug(name));
}

describe("reserved slugs", () => {
  it.each(Object.entries(ROUTE_FOLDERS))("list every fixed route beside a %s slug", (content, folders) => {
    const fixed = folders.flatMap(fixedSegments).sort();
    expect([...RESERVED_SLUGS[content as SluggedContent]].sort()).toEqual(fixed);
  });

  it("keep 'todas' from categories only", () => {
    expect(isReservedSlug("categories", "todas")).toBe(true);
    expect(isReservedSlug("categories", "todas-1")).toBe(false);
    expect(isReservedSlug("drawings", "todas")).toBe(false);
  });
});
