import { formatNumber } from "#src/lib/format.ts";

/**
 * View counts on the static blog pages: fetched from GET /api/articles/views
 * (or taken from the view counter's answer on an article page) and written
 * into every `[data-article-views]` of the page.
 */
export function viewsLabel(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? "visualização" : "visualizações"}`;
}

export function showArticleViews(id: string, views: number): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-article-views="${CSS.escape(id)}"]`)) {
    const text = element.querySelector("[data-views-text]");
    if (text) text.textContent = viewsLabel(views);
    const number = element.querySelector("[data-views-number]");
    if (number) number.textContent = formatNumber(views);
    element.hidden = false;
  }
}

let requested = false;

/** Fills the counts of every article on the page in one request (once per page). A failure leaves them hidden. */
export function fillArticleViews(): void {
  if (requested) return;
  requested = true;
  // The article page learns its count from the view counter's answer instead.
  if (document.querySelector("[data-record-view]")) return;
  const ids = [
    ...new Set(
      [...document.querySelectorAll<HTMLElement>("[data-article-views]")].map((element) => element.dataset.articleViews ?? ""),
    ),
  ];
  if (ids.length === 0) return;
  void fetch(`/api/articles/views?ids=${ids.map(encodeURIComponent).join(",")}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { views } = (await response.json()) as { views: Record<string, number> };
      for (const [id, count] of Object.entries(views)) showArticleViews(id, count);
    })
    .catch((error) => console.error(error));
}

/** Counts one view of the article after the page has loaded and shows the new count. */
export async function recordArticleView(id: string): Promise<void> {
  try {
    const response = await fetch(`/api/articles/${encodeURIComponent(id)}/view`, { method: "POST" });
    if (!response.ok) throw new Error(`Falha ao registrar visualização: HTTP ${response.status}`);
    const { value } = (await response.json()) as { value: number };
    showArticleViews(id, value);
  } catch (error) {
    console.error(error);
  }
}
