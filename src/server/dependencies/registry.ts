import type { DependencyKind } from "./kind.ts";
import { articleKind } from "./kinds/article.ts";
import { articlesKind } from "./kinds/articles.ts";
import { categoriesListKind } from "./kinds/categories-list.ts";
import { categoryDownloadsKind } from "./kinds/category-downloads.ts";
import { categoryPageKind } from "./kinds/category-page.ts";
import { drawingKind } from "./kinds/drawing.ts";
import { drawingCardKind } from "./kinds/drawing-card.ts";
import { featuredKind } from "./kinds/featured.ts";
import { newestKind } from "./kinds/newest.ts";
import { popularKind } from "./kinds/popular.ts";
import { relatedKind } from "./kinds/related.ts";
import { sitePagesKind } from "./kinds/site-pages.ts";
import { yearKind } from "./kinds/year.ts";

/**
 * Every kind of dependency. The rebuild engine's evaluator and its
 * invalidation loop over this table: a kind missing here is never computed
 * again (its keys count as unknown, so their pages always render).
 */
export const KINDS = [
  drawingKind,
  drawingCardKind,
  relatedKind,
  categoryPageKind,
  categoryDownloadsKind,
  popularKind,
  newestKind,
  featuredKind,
  categoriesListKind,
  articleKind,
  articlesKind,
  sitePagesKind,
  yearKind,
] as const satisfies readonly DependencyKind[];

const byName = new Map<string, DependencyKind>(KINDS.map((kind) => [kind.name, kind]));

/** The kind named `name` (a parsed key's `kind`), if there is one. */
export function kindNamed(name: string): DependencyKind | undefined {
  return byName.get(name);
}

/** The key of each kind, by the data it names. */
export const keys = {
  drawing: drawingKind.key,
  drawingCard: drawingCardKind.key,
  related: relatedKind.key,
  categoryPage: categoryPageKind.key,
  categoryDownloads: categoryDownloadsKind.key,
  popular: popularKind.key,
  newest: newestKind.key,
  featured: featuredKind.key,
  categoriesList: categoriesListKind.key,
  article: articleKind.key,
  articles: articlesKind.key,
  sitePages: sitePagesKind.key,
  year: yearKind.key,
} as const;

/** The group of each kind: what a content change invalidates. */
export const groups = {
  drawing: drawingKind.group,
  drawingCard: drawingCardKind.group,
  related: relatedKind.group,
  categoryPage: categoryPageKind.group,
  categoryDownloads: categoryDownloadsKind.group,
  popular: popularKind.group,
  newest: newestKind.group,
  featured: featuredKind.group,
  categoriesList: categoriesListKind.group,
  article: articleKind.group,
  articles: articlesKind.group,
  sitePages: sitePagesKind.group,
  year: yearKind.group,
} as const;
