/**
 * Domain objects: what pages, islands and endpoints work with. Rows become
 * these in one place (src/server/repositories/mappers.ts); nothing outside the
 * repositories sees snake_case rows.
 */
import type { YearlyDate } from "./calendar/yearly-date.ts";
import type { DifficultyTier } from "./colouring/difficulty.ts";

export type Category = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type CategoryWithCount = Category & { drawingsCount: number };

export type CategoryRef = { id: string; name: string; slug: string };

/**
 * A collection ('Coleção', issue 36): drawings from any category and
 * articles, in the order the administrator chose, and optionally a date
 * that comes back each year (Páscoa, Dia das Mães...), around which it leads
 * the home page. Its lists name ids; what has been deleted since is skipped
 * where they are read.
 */
export type Collection = {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** The drawing whose image is its cover, or null for its first shown drawing's. */
  coverDrawingId: string | null;
  yearlyDate: YearlyDate | null;
  /** How many days before its date the collection starts leading the site. */
  daysBefore: number;
  drawingIds: string[];
  articleIds: string[];
  createdAt: Date;
  updatedAt: Date;
};

export type Drawing = {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  categoryId: string | null;
  tags: string[];
  imageUrl: string | null;
  active: boolean;
  views: number;
  downloads: number;
  createdAt: Date;
  updatedAt: Date;
  /**
   * How hard it is to colour (issue 25): the tier an administrator chose by
   * hand, else the one computed from its region map; null until its map is made.
   */
  difficulty: DifficultyTier | null;
  /**
   * Whether its region map has a main figure with a closed outline, so its
   * page offers 'Ligue os pontos' (issue 48); null until its map is measured.
   */
  dotFigure: boolean | null;
};

export type DrawingWithCategory = Drawing & { category: CategoryRef | null };

/**
 * A drawing's difficulty as the administrator sees it (issue 25): the tier
 * computed from its region map (null until made, or for an image that could
 * not be mapped) with the metrics behind it, the AI's proposal, and the
 * tier set by hand, which wins.
 */
export type DrawingDifficulty = {
  computed: DifficultyTier | null;
  override: DifficultyTier | null;
  ai: DifficultyTier | null;
  /** Regions of at least 4 mm² (R). */
  regions: number | null;
  score: number | null;
  /** Regions that exist only because a gap in the lines was closed. */
  leaks: number | null;
};

/** A drawing as its admin form reads it: with its category and its difficulty's details. */
export type DrawingWithDifficulty = DrawingWithCategory & { difficultyDetails: DrawingDifficulty };

export type ArticleStatus = "draft" | "published" | "archived";

export type Article = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  tags: string[];
  status: ArticleStatus;
  isFeatured: boolean;
  publishedAt: Date | null;
  views: number;
  createdAt: Date;
  updatedAt: Date;
};

export type Page<T> = { items: T[]; total: number; page: number; limit: number };
