import { absoluteUrl, fullTitle } from "#src/lib/seo.ts";
import { SITE_NAME } from "#src/lib/site.ts";
import { slugify } from "#src/lib/slug.ts";
import { articlePath } from "#src/lib/urls.ts";

/**
 * The article editor's SEO status panel and search-result preview (spec
 * section 2: meta title, meta description, slug, featured image and tags,
 * each rated good, warning or error). The spec names neither thresholds nor
 * messages, so these are the common recommendations: a meta title of 30 to 60
 * characters and a meta description of 120 to 160 (what Google shows before
 * cutting), a slug of at most 75 characters, and 3 to 10 tags.
 *
 * A missing meta title or description is an error although the public page
 * falls back on the article's title and excerpt (src/server/site/loaders/blog.ts):
 * the panel exists to get them written for search engines.
 */

export const META_TITLE_MIN = 30;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 120;
export const META_DESCRIPTION_MAX = 160;
export const SLUG_MAX = 75;
export const TAGS_MIN = 3;
export const TAGS_MAX = 10;

export type SeoRating = "good" | "warning" | "error";
export type SeoItem = "metaTitle" | "metaDescription" | "slug" | "featuredImage" | "tags";
export type SeoCheck = { item: SeoItem; label: string; rating: SeoRating; message: string };

export type ArticleSeoFields = {
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImageUrl: string | null;
  tags: readonly string[];
  /** The saved slug; without one, the slug saving will make from the title (spec section 4). */
  slug?: string | undefined;
};

/** Characters as people see them: an accented letter or an emoji (even one of several code points) is one. */
const graphemeSegmenter = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });
const graphemes = (text: string) => Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
const length = (text: string) => graphemes(text).length;

const characters = (count: number) => (count === 1 ? "1 caractere" : `${count} caracteres`);

/**
 * An empty meta field is not a problem when the page falls back on another
 * text (the title, the excerpt): it is rated by what the page will show, and
 * only an empty fallback is an error.
 */
function rateFallback(
  base: Pick<SeoCheck, "item" | "label">,
  rate: (text: string) => SeoCheck,
  fallback: string,
  notSet: string,
  used: string,
): SeoCheck {
  const count = length(fallback);
  if (count === 0) return { ...base, rating: "error", message: `${notSet} e sem texto para usar no lugar` };
  const rating = rate(fallback).rating === "good" ? "good" : "warning";
  return { ...base, rating, message: `${notSet}: ${used} (${characters(count)})` };
}

function rateMetaTitle(metaTitle: string, title = ""): SeoCheck {
  const base = { item: "metaTitle", label: "Meta título" } as const;
  const count = length(metaTitle);
  if (count === 0) return rateFallback(base, rateMetaTitle, title, "Meta título não definido", "o título do artigo será usado");
  const range = `recomendado: ${META_TITLE_MIN} a ${META_TITLE_MAX}`;
  if (count < META_TITLE_MIN)
    return { ...base, rating: "warning", message: `Meta título curto: ${characters(count)} (${range})` };
  if (count > META_TITLE_MAX) {
    return { ...base, rating: "warning", message: `Meta título longo: ${characters(count)} (${range}); o Google vai cortá-lo` };
  }
  return { ...base, rating: "good", message: `Meta título com bom tamanho: ${characters(count)}` };
}

function rateMetaDescription(metaDescription: string, excerpt = ""): SeoCheck {
  const base = { item: "metaDescription", label: "Meta descrição" } as const;
  const count = length(metaDescription);
  if (count === 0) return rateFallback(base, rateMetaDescription, excerpt, "Meta descrição não definida", "o resumo será usado");
  const range = `recomendado: ${META_DESCRIPTION_MIN} a ${META_DESCRIPTION_MAX}`;
  if (count < META_DESCRIPTION_MIN) {
    return { ...base, rating: "warning", message: `Meta descrição curta: ${characters(count)} (${range})` };
  }
  if (count > META_DESCRIPTION_MAX) {
    return {
      ...base,
      rating: "warning",
      message: `Meta descrição longa: ${characters(count)} (${range}); o Google vai cortá-la`,
    };
  }
  return { ...base, rating: "good", message: `Meta descrição com bom tamanho: ${characters(count)}` };
}

function rateSlug(slug: string): SeoCheck {
  const base = { item: "slug", label: "Slug" } as const;
  const count = length(slug);
  if (count === 0) return { ...base, rating: "error", message: "Sem slug: o título precisa ter letras ou números" };
  if (count > SLUG_MAX) {
    return {
      ...base,
      rating: "warning",
      message: `Slug longo: ${characters(count)} (recomendado: até ${SLUG_MAX}); encurte o título`,
    };
  }
  return { ...base, rating: "good", message: `Slug amigável: ${articlePath(slug)}` };
}

function rateFeaturedImage(featuredImageUrl: string): SeoCheck {
  const base = { item: "featuredImage", label: "Imagem destacada" } as const;
  return featuredImageUrl === ""
    ? { ...base, rating: "warning", message: "Sem imagem destacada: as redes sociais mostrarão a imagem padrão do site" }
    : { ...base, rating: "good", message: "Imagem destacada definida" };
}

function rateTags(tags: readonly string[]): SeoCheck {
  const base = { item: "tags", label: "Tags" } as const;
  const count = tags.filter((tag) => tag.trim() !== "").length;
  const range = `recomendado: ${TAGS_MIN} a ${TAGS_MAX}`;
  if (count === 0) return { ...base, rating: "error", message: `Nenhuma tag adicionada (${range})` };
  if (count < TAGS_MIN) return { ...base, rating: "warning", message: `Poucas tags: ${count} (${range})` };
  if (count > TAGS_MAX) return { ...base, rating: "warning", message: `Muitas tags: ${count} (${range})` };
  return { ...base, rating: "good", message: `${count} tags` };
}

/** The slug the article has, or will get on save: always made from the title (spec section 4). */
export function articleSlug(fields: Pick<ArticleSeoFields, "title" | "slug">): string {
  return fields.slug?.trim() || slugify(fields.title);
}

/** One check per item, in the panel's order: meta title, meta description, slug, featured image, tags. */
export function rateArticleSeo(fields: ArticleSeoFields): SeoCheck[] {
  return [
    rateMetaTitle(fields.metaTitle?.trim() ?? "", fields.title.trim()),
    rateMetaDescription(fields.metaDescription?.trim() ?? "", fields.excerpt.trim()),
    rateSlug(articleSlug(fields)),
    rateFeaturedImage(fields.featuredImageUrl?.trim() ?? ""),
    rateTags(fields.tags),
  ];
}

const SEVERITY: Record<SeoRating, number> = { good: 0, warning: 1, error: 2 };

/** The worst rating among the checks: the panel's overall status. */
export function overallSeoRating(checks: readonly SeoCheck[]): SeoRating {
  return checks.reduce<SeoRating>((worst, check) => (SEVERITY[check.rating] > SEVERITY[worst] ? check.rating : worst), "good");
}

/** How much of a title and a description Google shows in a result before cutting them. */
export const SNIPPET_TITLE_MAX = 60;
export const SNIPPET_DESCRIPTION_MAX = 160;

export type SearchSnippet = {
  /** The page's <title> (with " | Rabisco", as the public page sends it), cut to ~60 characters. */
  title: string;
  /** The meta description, or the excerpt, or the title (the public page's order), cut to ~160 characters. */
  description: string;
  url: string;
  /** The address as Google prints it above the title: "rabisco.com.br › blog › meu-artigo". */
  breadcrumb: string;
};

const WORD_END = /^[\s.,;:!?)]/;
const TRAILING_SEPARATORS = /[\s.,;:!?|·–—-]+$/;

/**
 * `text` with its whitespace collapsed, cut to at most `max` characters at a
 * word boundary when there is one, an ellipsis marking the cut, as Google does.
 */
export function truncateForSnippet(text: string, max: number): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  const chars = graphemes(collapsed);
  if (chars.length <= max) return collapsed;
  const cut = chars.slice(0, max - 1).join("");
  const wordIsWhole = WORD_END.test(chars[max - 1] ?? " ");
  const lastSpace = cut.lastIndexOf(" ");
  // Drop a word the cut went through, unless that loses more than half of what fits.
  const kept = wordIsWhole || lastSpace <= cut.length / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(TRAILING_SEPARATORS, "")}…`;
}

/** The search-result preview of an article, from the same fallbacks the public page uses. */
export function searchSnippet(fields: Omit<ArticleSeoFields, "featuredImageUrl" | "tags">, siteUrl: string): SearchSnippet {
  const title = fields.metaTitle?.trim() || fields.title.trim();
  const description = fields.metaDescription?.trim() || fields.excerpt.trim() || fields.title.trim();
  const url = absoluteUrl(siteUrl, articlePath(articleSlug(fields)));
  const { host, pathname } = new URL(url);
  return {
    title: truncateForSnippet(title ? fullTitle(title) : SITE_NAME, SNIPPET_TITLE_MAX),
    description: truncateForSnippet(description, SNIPPET_DESCRIPTION_MAX),
    url,
    breadcrumb: [host, ...pathname.split("/").filter(Boolean)].join(" › "),
  };
}
