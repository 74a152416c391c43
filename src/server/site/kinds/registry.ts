import { ageBandKind } from "./age-band.ts";
import { articleKind } from "./article.ts";
import { articlesKind } from "./articles.ts";
import { categoriesListKind } from "./categories-list.ts";
import { categoryDownloadsKind, categoryLevelDownloadsKind, categoryLevelKind, categoryPageKind } from "./category-page.ts";
import { collectionKind } from "./collection.ts";
import { collectionsListKind } from "./collections-list.ts";
import { drawingKind } from "./drawing.ts";
import { drawingCardKind } from "./drawing-card.ts";
import { featuredKind } from "./featured.ts";
import { newestKind, popularKind } from "./home-lists.ts";
import type { AnyKind } from "./kind.ts";
import { relatedKind } from "./related.ts";
import { seasonKind } from "./season.ts";
import { sitePagesKind } from "./site-pages.ts";
import { yearKind } from "./year.ts";

/**
 * Every kind of dependency. The rebuild engine's evaluator and its
 * invalidation loop over this table: a kind missing here is never computed
 * again (its keys count as unknown, so their pages always render).
 */
export const KINDS: readonly AnyKind[] = [
  drawingKind,
  drawingCardKind,
  relatedKind,
  categoryPageKind,
  categoryDownloadsKind,
  categoryLevelKind,
  categoryLevelDownloadsKind,
  popularKind,
  newestKind,
  featuredKind,
  categoriesListKind,
  articleKind,
  articlesKind,
  sitePagesKind,
  yearKind,
  collectionKind,
  collectionsListKind,
  seasonKind,
  ageBandKind,
];

const byName = new Map<string, AnyKind>(KINDS.map((kind) => [kind.name, kind]));

/** The kind named `name` (a parsed key's `kind`), if there is one. */
export function kindNamed(name: string): AnyKind | undefined {
  return byName.get(name);
}

/** The key of each kind, by the data it names. */
export const keys = {
  drawing: drawingKind.key,
  drawingCard: drawingCardKind.key,
  related: relatedKind.key,
  categoryPage: categoryPageKind.key,
  categoryDownloads: categoryDownloadsKind.key,
  categoryLevel: categoryLevelKind.key,
  categoryLevelDownloads: categoryLevelDownloadsKind.key,
  popular: popularKind.key,
  newest: newestKind.key,
  featured: featuredKind.key,
  categoriesList: categoriesListKind.key,
  article: articleKind.key,
  articles: articlesKind.key,
  sitePages: sitePagesKind.key,
  year: yearKind.key,
  collection: collectionKind.key,
  collectionsList: collectionsListKind.key,
  season: seasonKind.key,
  ageBand: ageBandKind.key,
} as const;

/** The group of each kind: what a content change invalidates. */
export const groups = {
  drawing: drawingKind.group,
  drawingCard: drawingCardKind.group,
  related: relatedKind.group,
  categoryPage: categoryPageKind.group,
  categoryDownloads: categoryDownloadsKind.group,
  categoryLevel: categoryLevelKind.group,
  categoryLevelDownloads: categoryLevelDownloadsKind.group,
  popular: popularKind.group,
  newest: newestKind.group,
  featured: featuredKind.group,
  categoriesList: categoriesListKind.group,
  article: articleKind.group,
  articles: articlesKind.group,
  sitePages: sitePagesKind.group,
  year: yearKind.group,
  collection: collectionKind.group,
  collectionsList: collectionsListKind.group,
  season: seasonKind.group,
  ageBand: ageBandKind.group,
} as const;
