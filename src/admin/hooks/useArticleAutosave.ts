import { useEffect } from "react";
import {
  type ArticleEditorValues,
  browserStorage,
  clearArticleDraft,
  sameArticleValues,
  writeArticleDraft,
} from "../lib/article-draft.ts";

/** How long typing must pause before the local copy is written. */
export const AUTOSAVE_DELAY_MS = 800;

type AutosaveOptions = {
  /** The article's id, undefined for the new-article form. */
  articleId: string | undefined;
  values: ArticleEditorValues;
  /** What the server has (or the empty form): a copy equal to it is removed rather than written. */
  baseline: ArticleEditorValues;
  /** The server's updatedAt of the loaded article. */
  baseUpdatedAt: string | null;
  /** False while loading, while a saved copy is being offered back (it must not be overwritten) and while saving. */
  enabled: boolean;
};

/**
 * Keeps a copy of the article editor's text fields in localStorage
 * (lib/article-draft.ts) once typing pauses, and at once when the page goes
 * away (a closed tab or a reload before the pause).
 */
export function useArticleAutosave({ articleId, values, baseline, baseUpdatedAt, enabled }: AutosaveOptions): void {
  useEffect(() => {
    if (!enabled) return;
    const storage = browserStorage();
    const write = () => {
      if (sameArticleValues(values, baseline)) clearArticleDraft(storage, articleId);
      else writeArticleDraft(storage, articleId, { savedAt: new Date().toISOString(), baseUpdatedAt, values });
    };
    const timer = window.setTimeout(write, AUTOSAVE_DELAY_MS);
    window.addEventListener("pagehide", write);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", write);
    };
  }, [enabled, articleId, values, baseline, baseUpdatedAt]);
}
