import type { Article, CategoryWithCount, Collection, DrawingDifficulty, DrawingWithCategory, Page } from "#src/lib/domain.ts";
import type { ImageFormat } from "./images.ts";

/**
 * What the admin API answers. The server's services declare that they
 * return these `...Result` types, and the browser reads the same types as
 * JSON (`Json<...>`), so a change on one side that the other does not follow
 * fails to compile.
 */

export type AdminUser = { id: string; email: string; name: string };

/** GET /api/admin/session */
export type SessionResult = { user: AdminUser };

export type CategoryCounts = { total: number; withDescription: number; withoutDescription: number; withImage: number };
/** GET /api/admin/categories */
export type CategoryListResult = { items: CategoryWithCount[]; counts: CategoryCounts };

export type DrawingCounts = { total: number; active: number; inactive: number; categories: number };
/** GET /api/admin/drawings */
export type DrawingListResult = Page<DrawingWithCategory> & { counts: DrawingCounts };

/** The article list's four summary cards, over all articles (not the filtered page). */
export type ArticleCounts = { published: number; drafts: number; totalViews: number; featured: number };
/**
 * An article of the admin list. `problem`: why its body cannot be shown
 * (too complex or too slow to render, src/lib/markdown-limits.ts), so the
 * public site leaves it out until it is edited; null when it renders.
 */
export type AdminListArticle = Article & { problem: string | null };
/** GET /api/admin/articles */
export type ArticleListResult = Page<AdminListArticle> & { counts: ArticleCounts };

export type RenameFailure = { id: string; name: string; message: string };
/** POST /api/admin/{drawings,categories}/rename-images */
export type RenameSummary = { succeeded: number; failed: RenameFailure[] };

/** POST /api/admin/images/check */
export type ImageCheckResult = { ok: true; type: ImageFormat; width: number; height: number };

/** One reason a 422 gave, `path` the field's dotted path ("tags.0"). */
export type Issue = { path: string; message: string };
/** The body of every answer that is not a 2xx. */
export type ErrorBody = { message: string; issues?: Issue[] };

/**
 * POST /api/admin/reformulate-drawing and -category (spec section 7): the
 * suggestion, and what the call cost in US dollars (0 when unknown).
 */
export type DrawingSuggestion = { description: string; tags: string[]; cost: number };
export type CategorySuggestion = { description: string; cost: number };

/**
 * POST /api/admin/generate-article (spec section 7): the raw generated text
 * (the article, '---', the INSERT INTO blog_articles statement), the file it
 * was saved to (relative to the project root), the article's word count, what
 * the call cost and the month's AI total (US dollars).
 */
export type GeneratedArticleResult = {
  content: string;
  /** Null where the disk could not be written: the text is in the answer and in the database all the same. */
  filePath: string | null;
  wordCount: number;
  cost: number;
  monthTotal: number;
};

/**
 * POST /api/admin/generate-article (202) and GET /api/admin/ai-jobs/{id}: AI
 * work in the background. 'done' carries what the synchronous answer would
 * have (a GeneratedArticleResult); 'failed' the HTTP error it stands for.
 */
export type AiJobView = { id: string; kind: "generate-article" } & (
  | { status: "queued" | "running" }
  | { status: "done"; result: unknown }
  | { status: "failed"; error: { status: number; message: string } }
);

/** GET /api/admin/ai-usage: whether AI is configured, and the month's calls and total cost (US dollars, America/Sao_Paulo month). */
export type AiUsageSummary = { configured: boolean; monthCalls: number; monthTotal: number };

/** A server result as the browser receives it: JSON, so dates become ISO strings. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type AdminCategory = Json<CategoryWithCount>;
/** A drawing as the admin reads it; its form's (GET, POST, PATCH) comes with its difficulty's details (computed, AI's, set by hand). */
export type AdminDrawing = Json<DrawingWithCategory & { difficultyDetails?: DrawingDifficulty | null }>;
export type CategoryList = Json<CategoryListResult>;
export type DrawingList = Json<DrawingListResult>;
export type AdminArticle = Json<Article>;
export type ArticleList = Json<ArticleListResult>;

/** POST /api/admin/drawings/bulk: how many drawings the action changed, and how many it had to leave as they were. */
export type BulkResult = { action: "activate" | "deactivate" | "move" | "delete"; affected: number; skipped: number };

/** GET /api/admin/dashboard: the 'Painel'. */
export type DashboardDrawing = {
  id: string;
  title: string;
  imageUrl: string | null;
  active: boolean;
  /** Its public page, or null without one (inactive, or no category). */
  href: string | null;
};
export type Dashboard = {
  /** The week's most downloaded (the last 7 São Paulo days), with that week's downloads. */
  weekTop: (DashboardDrawing & { downloads: number })[];
  /** The drawings added last, active or not. */
  newest: (DashboardDrawing & { createdAt: string })[];
  ai: AiUsageSummary;
  counts: {
    activeDrawings: number;
    inactiveDrawings: number;
    publishedArticles: number;
    draftArticles: number;
    pending: number;
    trash: number;
  };
};

export type TrashKind = "drawing" | "category" | "article" | "collection";

/** GET /api/admin/trash: one deleted item, and when it will be purged. */
export type TrashItem = {
  id: string;
  kind: TrashKind;
  title: string;
  slug: string;
  imageUrl: string | null;
  deletedAt: string;
  purgeAt: string;
};

/** A file waiting in drawings-to-publish/ for automatic publishing (issue 13). */
export type PendingDrawingItem = {
  id: string;
  /** The stored file name: the uploaded name made safe (an SVG is stored rasterised, as .webp). */
  fileName: string;
  /** The thumbnail: the stored file's public URL. */
  url: string;
  size: number;
  uploadedAt: string;
  /** Failed publishing attempts so far, the last one's reason, and when the scheduler may retry. */
  attempts: number;
  lastError: string | null;
  retryAfter: string | null;
};

/**
 * The scheduler (AUTO_PUBLISH_EVERY): the interval as configured ("6h") or
 * null when off, and when the next scheduled publication is due.
 */
export type AutoPublishSchedule = { every: string | null; nextRunAt: string | null; lastRunAt: string | null };

/**
 * How a publication puts the drawing on the site: 'review' saves it inactive
 * for an administrator to read and activate (the default); 'live' makes it
 * active at once when its category matched.
 */
export type AutoPublishMode = "review" | "live";
/** GET and PUT /api/admin/auto-publish-settings. */
/**
 * How automatic publishing works: the mode, and the schedule chosen on the
 * screen (`every`: null when the server's AUTO_PUBLISH_EVERY decides, which
 * is `serverEvery`, null when unset; 'off'; or an interval such as '6h').
 */
export type AutoPublishSettings = { mode: AutoPublishMode; every: string | null; serverEvery: string | null };

/** GET /api/admin/pending-drawings: oldest first (the order they are published in). */
export type PendingDrawingListResult = {
  items: PendingDrawingItem[];
  count: number;
  schedule: AutoPublishSchedule;
  settings: AutoPublishSettings;
};

/** POST /api/admin/pending-drawings (multipart, one or more `files`): each file stored or refused with its reason. */
export type PendingUploadResult = {
  uploaded: PendingDrawingItem[];
  rejected: { fileName: string; message: string }[];
};

/**
 * The drawing a publication created, with the spec's field names (section
 * 3: title, slug, category_name, tags, description, prompt_cost, image_url),
 * plus its id, whether it is active (no matching category: saved inactive),
 * and its public address (null while inactive).
 */
export type PublishedDrawing = {
  id: string;
  title: string;
  slug: string;
  category_name: string | null;
  tags: string[];
  description: string;
  prompt_cost: number | null;
  image_url: string;
  active: boolean;
  /** Saved inactive because the publishing mode is 'review': an administrator reads it, then activates it. */
  awaitingReview: boolean;
  url: string | null;
};

/**
 * POST /api/publish-drawing (the admin screen) and GET with the bearer secret
 * (schedulers): the drawing published, or null with the message 'Nenhum
 * desenho para publicar'. Failures answer `{ error, message }` (the spec's
 * screen reads `error`).
 */
export type PublishResult = { drawing: PublishedDrawing | null; message: string };
export type PublishErrorBody = ErrorBody & { error: string };

/** A collection in the admin's list: its row, how many drawings and articles it names. */
export type AdminCollection = Json<Collection>;
/** The collections, each with the picture its card shows now (src/lib/collections/cover.ts). */
export type CollectionList = { items: (AdminCollection & { coverUrl: string | null })[] };

/** A drawing or an article of a collection as its form lists them (a drawing deleted since is absent). */
export type CollectionDrawingItem = {
  id: string;
  title: string;
  imageUrl: string | null;
  categoryName: string | null;
  active: boolean;
};
export type CollectionArticleItem = { id: string; title: string; published: boolean };

/** GET /api/admin/collections/{id}: the row and its items, in its order. */
export type AdminCollectionDetail = AdminCollection & {
  drawings: CollectionDrawingItem[];
  articles: CollectionArticleItem[];
};

/** GET /api/admin/drawings/{id}/collections: every collection, and which ones hold the drawing. */
export type DrawingCollections = { collections: { id: string; name: string }[]; collectionIds: string[] };
