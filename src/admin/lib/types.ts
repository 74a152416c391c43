import type { CategoryRef, CategoryWithCount, DrawingWithCategory } from "../../lib/domain.ts";

/** The domain objects as the admin API sends them: JSON, so dates are ISO strings. */
export type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type AdminUser = { id: string; email: string; name: string };

export type AdminCategory = Jsonified<CategoryWithCount>;
export type AdminDrawing = Jsonified<DrawingWithCategory>;
export type { CategoryRef };

export type CategoryCounts = { total: number; withDescription: number; withoutDescription: number; withImage: number };
export type CategoryList = { items: AdminCategory[]; counts: CategoryCounts };

export type DrawingStatusFilter = "all" | "active" | "inactive";
export type DrawingCounts = { total: number; active: number; inactive: number; categories: number };
export type DrawingList = { items: AdminDrawing[]; total: number; page: number; limit: number; counts: DrawingCounts };
export type DrawingQuery = { search: string; categoryId: string; status: DrawingStatusFilter; page: number };

export type RenameFailure = { id: string; name: string; message: string };
export type RenameSummary = { succeeded: number; failed: RenameFailure[] };

export type ImageKind = "drawing" | "category" | "article";
export type ImageCheck = { ok: true; type: string; width: number; height: number };

export type DrawingSuggestion = { description: string; tags: string[] };
export type CategorySuggestion = { description: string };
