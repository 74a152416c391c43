import type { AgeBand, BandFilter } from "./age-bands.ts";
import type { Season } from "./collections/season.ts";
import type { DifficultyTier, TierCounts } from "./colouring/difficulty.ts";
import type { Article, Category, CategoryWithCount, Collection, DrawingWithCategory } from "./domain.ts";
import type { CategoryOrder } from "./urls.ts";

/**
 * What each page kind renders, as its loader (src/server/site/loaders/)
 * returns it: the pages, their components and their SEO (./page-seo.ts) all
 * read these shapes, so components never import server code.
 */

export type HomePage = {
  featuredCategories: CategoryWithCount[];
  newest: DrawingWithCategory[];
  popular: DrawingWithCategory[];
  /** The collections whose window is open today (issue 36), soonest date first: they lead the page. */
  leading: LeadingCollection[];
};

/** A collection whose window is open, as the home page names it. */
export type LeadingCollection = { collection: Collection; season: Season };

/** A collection as its card shows it: its season, and the picture that stands for it (its image, else its first drawing's). */
export type CollectionCard = { collection: Collection; season: Season; imageUrl: string | null };

/** /colecoes: every collection, open windows first, then by next date, then those without a date. */
export type CollectionsPage = { cards: CollectionCard[] };

export type CollectionPage =
  | { found: false }
  | {
      found: true;
      collection: Collection;
      season: Season;
      /** Its drawings shown: all of them, or those of `tier`. */
      drawings: DrawingWithCategory[];
      /** The difficulty tier the drawings are filtered by (/colecoes/{slug}/nivel/{tier}), or null for all. */
      tier: DifficultyTier | null;
      /** All its drawings of each tier (the level filter). */
      tierCounts: TierCounts;
      articles: ArticleSummary[];
    };

/** A page of an age band (/idade/{band}): see src/server/site/kinds/age-band.ts. */
export type AgeBandPage =
  | { found: false }
  | {
      found: true;
      band: AgeBand;
      drawings: DrawingWithCategory[];
      /** All the band's drawings (its pages list the newest of them). */
      total: number;
      page: number;
      pageCount: number;
      /** The band's categories and collections, with how many of their drawings are of the band. */
      categories: BandFilter[];
      collections: BandFilter[];
    };

export type CategoryPage =
  | { found: false }
  | {
      found: true;
      category: Category;
      drawings: DrawingWithCategory[];
      /** Drawings in the list shown: all the category's, or those of `tier`. */
      total: number;
      /** The category's drawings of each difficulty tier (the level filter). */
      tierCounts: TierCounts;
      page: number;
      pageCount: number;
      order: CategoryOrder;
      /** The difficulty tier the list is filtered by, or null for all. */
      tier: DifficultyTier | null;
    };

export type DrawingPage = { found: false } | { found: true; drawing: DrawingWithCategory; related: DrawingWithCategory[] };

/** An article as the blog list and its cards show it. */
export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  tags: string[];
  isFeatured: boolean;
  publishedAt: Date | null;
  readingMinutes: number;
};

export type BlogListPage = { articles: ArticleSummary[] };

export type ArticlePage =
  | { found: false }
  | { found: true; article: Article; html: string; readingMinutes: number; wordCount: number };

/** The author label of every article (spec "Blog list"). */
export const BLOG_AUTHOR = "Equipe Editorial";
/** Card image of an article without one, shipped under public/. */
export const BLOG_FALLBACK_IMAGE = "/images/blog-fallback.svg";
