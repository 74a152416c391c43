/**
 * Domain objects: what pages, islands and endpoints work with. Rows become
 * these in one place (src/server/repositories/mappers.ts); nothing outside the
 * repositories sees snake_case rows.
 */

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
};

export type DrawingWithCategory = Drawing & { category: CategoryRef | null };

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
