import type { ArticleFormValues } from "#src/lib/admin-contracts/schemas.ts";
import { formatAdminDateTime } from "./article-list.ts";

/**
 * The article editor's unsaved work: what the form holds, whether it differs
 * from what was loaded (the "unsaved changes" guard), and the copy kept in
 * localStorage while typing so a closed tab or a crash loses nothing. The
 * copy is offered back when the editor opens on the same article (or on a
 * new one) and it differs from the server's version; a successful save or
 * delete clears it. The image file cannot be kept: only the text fields are.
 */
export type ArticleEditorValues = ArticleFormValues;

export const EMPTY_ARTICLE_VALUES: ArticleEditorValues = {
  title: "",
  excerpt: "",
  content: "",
  metaTitle: "",
  metaDescription: "",
  tags: [],
  isFeatured: false,
};

type StoredArticle = {
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  tags: readonly string[];
  isFeatured: boolean;
};

/** The form's values for a stored article (no meta title is an empty field). */
export function articleEditorValues(article: StoredArticle): ArticleEditorValues {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    metaTitle: article.metaTitle ?? "",
    metaDescription: article.metaDescription ?? "",
    tags: [...article.tags],
    isFeatured: article.isFeatured,
  };
}

const TEXT_FIELDS = ["title", "excerpt", "content", "metaTitle", "metaDescription"] as const;

/** Exactly the same values: every text as typed, the same tags in the same order, the same flag. */
export function sameArticleValues(a: ArticleEditorValues, b: ArticleEditorValues): boolean {
  return (
    TEXT_FIELDS.every((field) => a[field] === b[field]) &&
    a.isFeatured === b.isFeatured &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}

export type ArticleFormState = {
  values: ArticleEditorValues;
  /** What was loaded (or the empty form): saving makes it the new baseline. */
  baseline: ArticleEditorValues;
  /** A new image was chosen. */
  imageChosen: boolean;
  /** The stored image is to be removed. */
  removeImage: boolean;
};

/** Whether leaving now would lose something. */
export function isArticleFormDirty(state: ArticleFormState): boolean {
  return state.imageChosen || state.removeImage || !sameArticleValues(state.values, state.baseline);
}

// ---------------------------------------------------------------------------
// The local copy
// ---------------------------------------------------------------------------

export const ARTICLE_DRAFT_KEY_PREFIX = "rabisco:admin:article-draft:";
const DRAFT_VERSION = 1;

export type ArticleDraft = {
  /** When it was written (ISO). */
  savedAt: string;
  /** The server's `updatedAt` of the article it was typed over (null for a new article). */
  baseUpdatedAt: string | null;
  values: ArticleEditorValues;
};

/** One copy per article, and one for the new-article form. */
export function articleDraftKey(articleId: string | undefined): string {
  return `${ARTICLE_DRAFT_KEY_PREFIX}${articleId ?? "new"}`;
}

export function serializeArticleDraft(draft: ArticleDraft): string {
  return JSON.stringify({ version: DRAFT_VERSION, ...draft });
}

const isString = (value: unknown): value is string => typeof value === "string";

/** The draft stored as `text`, or null when there is none or it is not one this version wrote. */
export function parseArticleDraft(text: string | null | undefined): ArticleDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const { version, savedAt, baseUpdatedAt, values } = data as Record<string, unknown>;
  if (version !== DRAFT_VERSION || !isString(savedAt) || Number.isNaN(Date.parse(savedAt))) return null;
  if (baseUpdatedAt !== null && !isString(baseUpdatedAt)) return null;
  if (!values || typeof values !== "object") return null;
  const fields = values as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => isString(fields[field]))) return null;
  if (!Array.isArray(fields.tags) || !fields.tags.every(isString) || typeof fields.isFeatured !== "boolean") return null;
  return {
    savedAt,
    baseUpdatedAt,
    values: {
      title: fields.title as string,
      excerpt: fields.excerpt as string,
      content: fields.content as string,
      metaTitle: fields.metaTitle as string,
      metaDescription: fields.metaDescription as string,
      tags: [...fields.tags],
      isFeatured: fields.isFeatured,
    },
  };
}

/** The draft to offer back: only one that differs from what the server has (or the empty form). */
export function draftToOffer(draft: ArticleDraft | null, server: ArticleEditorValues): ArticleDraft | null {
  return draft && !sameArticleValues(draft.values, server) ? draft : null;
}

/** The offer's sentence: 'Há um rascunho não salvo deste artigo de 23/11/26 14:05. Restaurar?' */
export function draftOfferMessage(draft: ArticleDraft, editing: boolean): string {
  const when = formatAdminDateTime(draft.savedAt) ?? "data desconhecida";
  return editing
    ? `Há um rascunho não salvo deste artigo de ${when}. Restaurar?`
    : `Há um rascunho não salvo de um novo artigo de ${when}. Restaurar?`;
}

/**
 * Whether the article changed on the server after the draft was typed over
 * it (someone saved it elsewhere): the offer says so, since restoring would
 * undo that change.
 */
export function draftIsBehindServer(draft: ArticleDraft, serverUpdatedAt: string | null): boolean {
  return draft.baseUpdatedAt !== null && serverUpdatedAt !== null && draft.baseUpdatedAt !== serverUpdatedAt;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where it cannot be used (disabled, private mode in some browsers). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Storage can refuse (full, disabled): losing the local copy must never break the form.

export function readArticleDraft(storage: DraftStorage | null, articleId: string | undefined): ArticleDraft | null {
  try {
    return parseArticleDraft(storage?.getItem(articleDraftKey(articleId)));
  } catch {
    return null;
  }
}

export function writeArticleDraft(storage: DraftStorage | null, articleId: string | undefined, draft: ArticleDraft): boolean {
  try {
    if (!storage) return false;
    storage.setItem(articleDraftKey(articleId), serializeArticleDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearArticleDraft(storage: DraftStorage | null, articleId: string | undefined): void {
  try {
    storage?.removeItem(articleDraftKey(articleId));
  } catch {
    // Nothing to do: the copy stays until the next save.
  }
}
