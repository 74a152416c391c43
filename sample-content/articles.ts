import fs from "node:fs/promises";
import nodePath from "node:path";
import { slugify } from "#src/lib/slug.ts";
import { FrontMatterError, parseFrontMatter, unquote } from "#src/server/content/front-matter.ts";

/**
 * Blog articles for the seed, read from markdown files with a small front
 * matter block:
 *
 *   ---
 *   title: Por que colorir faz bem
 *   slug: por-que-colorir-faz-bem
 *   tags: ["desenvolvimento", "coordenação motora"]
 *   is_featured: true
 *   published_at: 2026-10-02
 *   ---
 *   Markdown body...
 *
 * One `key: value` per line; values may be quoted; `tags` is a JSON array.
 */
export type ArticleDraft = {
  file: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  isFeatured: boolean;
  publishedAt: Date | null;
  featuredImage: string | null;
};

export class ArticleFormatError extends Error {
  override name = "ArticleFormatError";
}

function readFrontMatter(file: string, text: string): ReturnType<typeof parseFrontMatter> {
  try {
    return parseFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ArticleFormatError(`${file}: ${error.message}`);
    throw error;
  }
}

function parseTags(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map((tag) => String(tag).trim()).filter(Boolean);
  } catch {
    // Not JSON: accept a plain comma-separated list too.
  }
  return value
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((tag) => unquote(tag.trim()).trim())
    .filter(Boolean);
}

function parseDate(value: string | undefined, file: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ArticleFormatError(`${file}: published_at is not a date: ${value}`);
  return date;
}

export function parseArticle(file: string, text: string): ArticleDraft {
  const { fields, body } = readFrontMatter(file, text);
  const title = fields.title?.trim();
  if (!title) throw new ArticleFormatError(`${file}: the front matter has no title`);
  const slug = slugify(fields.slug || title);
  if (!slug) throw new ArticleFormatError(`${file}: cannot make a slug from ${JSON.stringify(fields.slug || title)}`);
  const content = body.trim();
  return {
    file,
    title,
    slug,
    excerpt: fields.excerpt?.trim() ?? "",
    content,
    tags: parseTags(fields.tags),
    metaTitle: fields.meta_title?.trim() || null,
    metaDescription: fields.meta_description?.trim() || null,
    isFeatured: fields.is_featured?.trim().toLowerCase() === "true",
    publishedAt: parseDate(fields.published_at?.trim(), file),
    featuredImage: fields.featured_image?.trim() || null,
  };
}

/**
 * Every `*.md` article in `directory`, sorted by file name. A missing or
 * empty directory yields no articles; a file that cannot be parsed is
 * reported through `onSkip` and left out, so one broken draft does not stop
 * the seed.
 */
export async function readArticles(directory: string, onSkip: (message: string) => void = () => {}): Promise<ArticleDraft[]> {
  let names: string[];
  try {
    names = (await fs.readdir(directory)).filter((name) => name.endsWith(".md")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const articles: ArticleDraft[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    try {
      const article = parseArticle(name, await fs.readFile(nodePath.join(directory, name), "utf8"));
      if (seen.has(article.slug))
        throw new ArticleFormatError(`${name}: slug ${article.slug} is already used by another article`);
      seen.add(article.slug);
      articles.push(article);
    } catch (error) {
      if (!(error instanceof ArticleFormatError)) throw error;
      onSkip(`Skipped article ${error.message}`);
    }
  }
  return articles;
}
