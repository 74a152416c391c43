import type { ImageKind } from "#src/lib/admin-contracts/images.ts";
import { ADMIN_PAGE_SIZE } from "#src/lib/admin-contracts/limits.ts";
import type {
  AdminArticle,
  AdminCategory,
  AdminCollection,
  AdminCollectionDetail,
  AdminDrawing,
  AdminUser,
  AiJobView,
  AiUsageSummary,
  ArticleList,
  AutoPublishMode,
  AutoPublishSettings,
  BulkResult,
  CategoryList,
  CategorySuggestion,
  CollectionList,
  Dashboard,
  DrawingCollections,
  DrawingList,
  DrawingSuggestion,
  GeneratedArticleResult,
  ImageCheckResult,
  Json,
  PendingDrawingListResult,
  PendingUploadResult,
  PublishResult,
  RenameSummary,
  SessionResult,
  TrashItem,
  TrashKind,
} from "#src/lib/admin-contracts/responses.ts";
import {
  type ArticleUpdateFields,
  type CategoryUpdateFields,
  type CollectionFormValues,
  type DifficultyChoice,
  type DrawingBulkFields,
  type DrawingUpdateFields,
  encodeFlag,
  encodeIds,
  encodeTags,
  type GenerateArticleRequest,
  type ReformulateCategoryRequest,
  type ReformulateDrawingRequest,
} from "#src/lib/admin-contracts/schemas.ts";
import { waitForAiJob } from "./ai-jobs.ts";
import { type RequestOptions, request } from "./api.ts";
import type { ArticleQuery } from "./article-query.ts";
import type { DrawingQuery } from "./drawing-query.ts";

/**
 * The server's admin API (see the issue "Administrator area, part 1"), one
 * function per call. The fields sent and the answers read are typed by the
 * admin contracts (src/lib/admin-contracts), which the server's endpoints
 * parse and return.
 */

type Signal = AbortSignal | undefined;
const id = (value: string) => encodeURIComponent(value);

/** Fields of a request schema, as the builders below fill them: undefined ones are left out. */
type Fields<T> = { [K in keyof T]?: T[K] | undefined };

/** The multipart body of the fields given; absent ones are not sent. */
function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return form;
}

/**
 * The calls every kind of item answers (src/server/admin/item-routes.ts):
 * read one, create, save the fields sent, delete into the Lixeira, and act
 * on one (`rename-image`, `publish`). `body` is how its fields travel;
 * `Detail` is what reading one gives, when it says more than a save answers.
 */
function itemApi<Item, Input, Detail = Item>(
  base: string,
  body: (input: Partial<Input>) => Pick<RequestOptions, "form" | "json">,
) {
  const at = (itemId: string, action?: string) => `${base}/${id(itemId)}${action ? `/${action}` : ""}`;
  return {
    get: (itemId: string, signal?: Signal): Promise<Detail> => request(at(itemId), { signal }),
    create: (input: Input): Promise<Item> => request(base, { method: "POST", ...body(input) }),
    update: (itemId: string, input: Partial<Input>): Promise<Item> => request(at(itemId), { method: "PATCH", ...body(input) }),
    remove: (itemId: string, query: RequestOptions["query"] = {}): Promise<unknown> =>
      request(at(itemId), { method: "DELETE", query }),
    act:
      (action: string) =>
      (itemId: string): Promise<unknown> =>
        request(at(itemId, action), { method: "POST" }),
  };
}

// Session

export async function getSession(signal?: Signal): Promise<AdminUser> {
  const { user } = await request<Json<SessionResult>>("/api/admin/session", { signal, expectUnauthorized: true });
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

export type CategoryInput = { name: string; description: string; image?: File | null; removeImage?: boolean };

/** A new image replaces the stored one, so removeImage is only sent without one. */
function categoryFields(input: Partial<CategoryInput>): Fields<CategoryUpdateFields> {
  return {
    name: input.name,
    description: input.description,
    image: input.image ?? undefined,
    removeImage: !input.image && input.removeImage ? encodeFlag(true) : undefined,
  };
}

const categories = itemApi<AdminCategory, CategoryInput>("/api/admin/categories", (input) => ({
  form: formOf(categoryFields(input)),
}));
export const getCategory = categories.get;
export const createCategory = categories.create;
export const updateCategory = categories.update;
/** Into the Lixeira; a category with drawings needs `moveTo`, the category they go to. */
export const deleteCategory = (categoryId: string, moveTo?: string) => categories.remove(categoryId, moveTo ? { moveTo } : {});
export const renameCategoryImage = categories.act("rename-image");

export function renameAllCategoryImages(): Promise<RenameSummary> {
  return request("/api/admin/categories/rename-images", { method: "POST" });
}

// Collections (issue 36): JSON both ways

export function listCollections(signal?: Signal): Promise<CollectionList> {
  return request("/api/admin/collections", { signal });
}

const collections = itemApi<AdminCollection, CollectionFormValues, AdminCollectionDetail>("/api/admin/collections", (values) => ({
  json: values,
}));
export const getCollection = collections.get;
export const createCollection = collections.create;
export const updateCollection = collections.update;
export const deleteCollection = (collectionId: string) => collections.remove(collectionId);

export function getDrawingCollections(drawingId: string, signal?: Signal): Promise<DrawingCollections> {
  return request(`/api/admin/drawings/${id(drawingId)}/collections`, { signal });
}

// A drawing's reference painting (issue 48): painted on the colouring screen, read and removed here

export type ReferencePaintingStatus = { points: [number, number, number][]; paintedAt: string } | null;

export function getReferencePainting(drawingId: string, signal?: Signal): Promise<ReferencePaintingStatus> {
  return request(`/api/admin/drawings/${id(drawingId)}/reference-painting`, { signal });
}

export function deleteReferencePainting(drawingId: string): Promise<unknown> {
  return request(`/api/admin/drawings/${id(drawingId)}/reference-painting`, { method: "DELETE" });
}

// Drawings

export function listDrawings(query: DrawingQuery, signal?: Signal): Promise<DrawingList> {
  return request("/api/admin/drawings", {
    signal,
    query: {
      search: query.search,
      categoryId: query.categoryId,
      status: query.status,
      level: query.level,
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: ADMIN_PAGE_SIZE,
    },
  });
}

/** One action on many drawings: by id, or every drawing the list's filter matches. */
export function bulkDrawings(body: DrawingBulkFields): Promise<BulkResult> {
  return request("/api/admin/drawings/bulk", { method: "POST", json: body });
}

export type DrawingInput = {
  title: string;
  categoryId: string;
  description: string;
  tags: string[];
  active: boolean;
  /** "auto", or the tier chosen by hand. */
  difficulty?: DifficultyChoice;
  image?: File | null;
  /** The collections it is in, all of them; left out, they stay as they are. */
  collectionIds?: readonly string[];
};

function drawingFields(input: Partial<DrawingInput>): Fields<DrawingUpdateFields> {
  return {
    title: input.title,
    categoryId: input.categoryId,
    description: input.description,
    tags: input.tags === undefined ? undefined : encodeTags(input.tags),
    active: input.active === undefined ? undefined : encodeFlag(input.active),
    difficulty: input.difficulty,
    image: input.image ?? undefined,
    collectionIds: input.collectionIds === undefined ? undefined : encodeIds(input.collectionIds),
  };
}

const drawings = itemApi<AdminDrawing, DrawingInput>("/api/admin/drawings", (input) => ({ form: formOf(drawingFields(input)) }));
export const getDrawing = drawings.get;
export const createDrawing = drawings.create;
export const updateDrawing = drawings.update;
export const deleteDrawing = (drawingId: string) => drawings.remove(drawingId);
export const renameDrawingImage = drawings.act("rename-image");

export function renameAllDrawingImages(): Promise<RenameSummary> {
  return request("/api/admin/drawings/rename-images", { method: "POST" });
}

// Articles

export function listArticles(query: ArticleQuery, signal?: Signal): Promise<ArticleList> {
  return request("/api/admin/articles", {
    signal,
    query: { search: query.search, status: query.status, page: query.page, limit: ADMIN_PAGE_SIZE },
  });
}

export type ArticleInput = {
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  tags: string[];
  isFeatured: boolean;
  image?: File | null;
  removeImage?: boolean;
};

/** The slug and the status are never sent: the server makes the slug from the title, and the status changes by publish and unpublish. */
function articleFields(input: Partial<ArticleInput>): Fields<ArticleUpdateFields> {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    tags: input.tags === undefined ? undefined : encodeTags(input.tags),
    isFeatured: input.isFeatured === undefined ? undefined : encodeFlag(input.isFeatured),
    image: input.image ?? undefined,
    removeImage: !input.image && input.removeImage ? encodeFlag(true) : undefined,
  };
}

const articles = itemApi<AdminArticle, ArticleInput>("/api/admin/articles", (input) => ({ form: formOf(articleFields(input)) }));
export const getArticle = articles.get;
export const createArticle = articles.create;
export const updateArticle = articles.update;
export const deleteArticle = (articleId: string) => articles.remove(articleId);
export const publishArticle = articles.act("publish");
export const unpublishArticle = articles.act("unpublish");

// Images and AI

export function checkImage(file: File, kind: ImageKind, signal?: Signal): Promise<ImageCheckResult> {
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
      drawingId: drawing.id,
      imageUrl: drawing.imageUrl ?? "",
      currentDescription: drawing.description ?? "",
      currentTags: drawing.tags,
      title: drawing.title,
    } satisfies ReformulateDrawingRequest,
  });
}

export function reformulateCategory(category: AdminCategory, signal?: Signal): Promise<CategorySuggestion> {
  return request("/api/admin/reformulate-category", {
    method: "POST",
    signal,
    json: {
      categoryId: category.id,
      imageUrl: category.imageUrl ?? "",
      currentDescription: category.description ?? "",
      title: category.name,
    } satisfies ReformulateCategoryRequest,
  });
}

// The article generator

/**
 * An AI-written article's raw text, saved by the server under its data
 * directory: written in the background (it can take minutes), and followed
 * here to its end.
 */
export async function generateArticle(topic: string, signal?: Signal): Promise<GeneratedArticleResult> {
  const job = await request<AiJobView>("/api/admin/generate-article", {
    method: "POST",
    signal,
    json: { topic } satisfies GenerateArticleRequest,
  });
  return waitForAiJob<GeneratedArticleResult>(job, signal);
}

/** Whether AI is configured, and the month's AI total (US dollars). */
export function getAiUsage(signal?: Signal): Promise<AiUsageSummary> {
  return request("/api/admin/ai-usage", { signal });
}

// Automatic publishing

export type PendingDrawingList = Json<PendingDrawingListResult>;
export type PendingUpload = Json<PendingUploadResult>;
export type Publication = Json<PublishResult>;

/** Changes how publications put a drawing on the site ('review' or 'live'). */
export function saveAutoPublishMode(mode: AutoPublishMode): Promise<AutoPublishSettings> {
  return request("/api/admin/auto-publish-settings", { method: "PUT", json: { mode } });
}

/** The files waiting in drawings-to-publish/, oldest first, and the scheduler's state. */
export function listPendingDrawings(signal?: Signal): Promise<PendingDrawingList> {
  return request("/api/admin/pending-drawings", { signal });
}

/**
 * One image into drawings-to-publish/. One file per request: the server
 * takes about 5.5 MB per request, and each file may be up to 5 MB. A 422
 * (every file refused) carries `{ message, rejected }` in the ApiError's body.
 */
export function uploadPendingDrawing(file: File, signal?: Signal): Promise<PendingUpload> {
  const form = new FormData();
  form.append("files", file);
  return request("/api/admin/pending-drawings", { method: "POST", form, signal });
}

export function deletePendingDrawing(pendingId: string): Promise<unknown> {
  return request(`/api/admin/pending-drawings/${id(pendingId)}`, { method: "DELETE" });
}

/**
 * Publishes the oldest pending file now (the AI names, describes and files
 * it). Failures answer `{ error, message }`: the ApiError's body has `error`.
 */
/** The oldest pending file, or the one named by `pendingId`. */
export function publishDrawing(signal?: Signal, pendingId?: string): Promise<Publication> {
  return request("/api/publish-drawing", { method: "POST", signal, ...(pendingId ? { json: { pendingId } } : {}) });
}

// The Lixeira

export function listTrash(signal?: Signal): Promise<{ items: TrashItem[] }> {
  return request("/api/admin/trash", { signal });
}

export function restoreFromTrash(itemId: string): Promise<{ kind: TrashKind; id: string }> {
  return request(`/api/admin/trash/${id(itemId)}/restore`, { method: "POST" });
}

export function purgeFromTrash(itemId: string): Promise<unknown> {
  return request(`/api/admin/trash/${id(itemId)}`, { method: "DELETE" });
}

/** The 'Painel'. */
export function getDashboard(signal?: Signal): Promise<Dashboard> {
  return request("/api/admin/dashboard", { signal });
}

/** The schedule: an interval ('6h'), 'off', or null for the server's AUTO_PUBLISH_EVERY. */
export function saveAutoPublishSchedule(every: string | null): Promise<AutoPublishSettings> {
  return request("/api/admin/auto-publish-settings", { method: "PUT", json: { every } });
}
