/**
 * Share and save on the article page (spec "Blog article page"): native
 * share when the browser has it, else the link copied to the clipboard;
 * favourites kept in localStorage 'savedArticles' as a JSON list of ids.
 */
export const SAVED_ARTICLES_KEY = "savedArticles";

export const MESSAGES = {
  shared: "Artigo compartilhado com sucesso!",
  copied: "Link copiado para a área de transferência!",
  shareFailed: "Erro ao compartilhar. Tente novamente.",
  saved: "Artigo salvo nos favoritos!",
  removed: "Artigo removido dos favoritos!",
} as const;

export type ShareOutcome = "shared" | "copied" | "cancelled" | "shareFailed";

export async function shareArticle(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      console.error(error);
      return "shareFailed";
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch (error) {
    console.error(error);
    return "shareFailed";
  }
}

/** The saved ids; anything unreadable counts as none. */
export function savedArticleIds(storage: Storage = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SAVED_ARTICLES_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function isArticleSaved(id: string, storage: Storage = localStorage): boolean {
  return savedArticleIds(storage).includes(id);
}

/** Saves or unsaves an article; returns whether it is saved now. */
export function toggleSavedArticle(id: string, storage: Storage = localStorage): boolean {
  const ids = savedArticleIds(storage);
  const saved = !ids.includes(id);
  storage.setItem(SAVED_ARTICLES_KEY, JSON.stringify(saved ? [...ids, id] : ids.filter((other) => other !== id)));
  return saved;
}
