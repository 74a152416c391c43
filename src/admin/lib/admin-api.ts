import { request } from "./api.ts";
import { ADMIN_PAGE_SIZE } from "./pagination.ts";
import type {
  AdminCategory,
  AdminDrawing,
  AdminUser,
  CategoryList,
  CategorySuggestion,
  DrawingList,
  DrawingQuery,
  DrawingSuggestion,
  ImageCheck,
  ImageKind,
  RenameSummary,
} from "./types.ts";

/** The server's admin API (see the issue "Administrator area, part 1"), one function per call. */

type Signal = AbortSignal | undefined;
const id = (value: string) => encodeURIComponent(value);

// Session

export async function getSession(signal?: Signal): Promise<AdminUser> {
  const { user } = await request<{ user: AdminUser }>("/api/admin/session", { signal, expectUnauthorized: true });
  return user;
}

export function signIn(email: string, password: string): Promise<unknown> {
  return request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, expectUnauthorized: true });
}

export function signOut(): Promise<unknown> {
  return request("/api/auth/sign-out", { method: "POST", json: {}, expectUnauthorized: true });
}

// Categories

export function listCategories(signal?: Signal): Promise<CategoryList> {
  return request("/api/admin/categories", { signal });
}

export function getCategory(categoryId: string, signal?: Signal): Promise<AdminCategory> {
  return request(`/api/admin/categories/${id(categoryId)}`, { signal });
}

export type CategoryInput = { name: string; description: string; image?: File | null; removeImage?: boolean };

function categoryForm(input: CategoryInput): FormData {
  const form = new FormData();
  form.set("name", input.name);
  form.set("description", input.description);
  if (input.image) form.set("image", input.image);
  else if (input.removeImage) form.set("removeImage", "true");
  return form;
}

export function createCategory(input: CategoryInput): Promise<AdminCategory> {
  return request("/api/admin/categories", { method: "POST", form: categoryForm(input) });
}

export function updateCategory(categoryId: string, input: Partial<CategoryInput>): Promise<AdminCategory> {
  const form = new FormData();
  if (input.name !== undefined) form.set("name", input.name);
  if (input.description !== undefined) form.set("description", input.description);
  if (input.image) form.set("image", input.image);
  else if (input.removeImage) form.set("removeImage", "true");
  return request(`/api/admin/categories/${id(categoryId)}`, { method: "PATCH", form });
}

export function deleteCategory(categoryId: string): Promise<unknown> {
  return request(`/api/admin/categories/${id(categoryId)}`, { method: "DELETE" });
}

export function renameCategoryImage(categoryId: string): Promise<unknown> {
  return request(`/api/admin/categories/${id(categoryId)}/rename-image`, { method: "POST" });
}

export function renameAllCategoryImages(): Promise<RenameSummary> {
  return request("/api/admin/categories/rename-images", { method: "POST" });
}

// Drawings

export function listDrawings(query: DrawingQuery, signal?: Signal): Promise<DrawingList> {
  return request("/api/admin/drawings", {
    signal,
    query: {
      search: query.search.trim(),
      categoryId: query.categoryId,
      status: query.status,
      page: query.page,
      limit: ADMIN_PAGE_SIZE,
    },
  });
}

export function getDrawing(drawingId: string, signal?: Signal): Promise<AdminDrawing> {
  return request(`/api/admin/drawings/${id(drawingId)}`, { signal });
}

export type DrawingInput = {
  title: string;
  categoryId: string;
  description: string;
  tags: string[];
  active: boolean;
  image?: File | null;
};

function drawingForm(input: Partial<DrawingInput>): FormData {
  const form = new FormData();
  if (input.title !== undefined) form.set("title", input.title);
  if (input.categoryId !== undefined) form.set("categoryId", input.categoryId);
  if (input.description !== undefined) form.set("description", input.description);
  if (input.tags !== undefined) form.set("tags", JSON.stringify(input.tags));
  if (input.active !== undefined) form.set("active", String(input.active));
  if (input.image) form.set("image", input.image);
  return form;
}

export function createDrawing(input: DrawingInput): Promise<AdminDrawing> {
  return request("/api/admin/drawings", { method: "POST", form: drawingForm(input) });
}

export function updateDrawing(drawingId: string, input: Partial<DrawingInput>): Promise<AdminDrawing> {
  return request(`/api/admin/drawings/${id(drawingId)}`, { method: "PATCH", form: drawingForm(input) });
}

export function deleteDrawing(drawingId: string): Promise<unknown> {
  return request(`/api/admin/drawings/${id(drawingId)}`, { method: "DELETE" });
}

export function renameDrawingImage(drawingId: string): Promise<unknown> {
  return request(`/api/admin/drawings/${id(drawingId)}/rename-image`, { method: "POST" });
}

export function renameAllDrawingImages(): Promise<RenameSummary> {
  return request("/api/admin/drawings/rename-images", { method: "POST" });
}

// Images and AI

export function checkImage(file: File, kind: ImageKind, signal?: Signal): Promise<ImageCheck> {
  const form = new FormData();
  form.set("file", file);
  form.set("kind", kind);
  return request("/api/admin/images/check", { method: "POST", form, signal });
}

export function reformulateDrawing(drawing: AdminDrawing, signal?: Signal): Promise<DrawingSuggestion> {
  return request("/api/admin/reformulate-drawing", {
    method: "POST",
    signal,
    json: {
      imageUrl: drawing.imageUrl,
      currentDescription: drawing.description ?? "",
      currentTags: drawing.tags,
      title: drawing.title,
    },
  });
}

export function reformulateCategory(category: AdminCategory, signal?: Signal): Promise<CategorySuggestion> {
  return request("/api/admin/reformulate-category", {
    method: "POST",
    signal,
    json: { imageUrl: category.imageUrl, currentDescription: category.description ?? "", title: category.name },
  });
}
