import { formatNumber } from "../lib/format.ts";

/**
 * Article view counts in the browser (docs/decisions/0004-blog-counters.md):
 * static pages never carry counts, so a counter bump never forces a
 * rebuild. Every `[data-article-views=<id>]` element of a page shows its
 * article's count once known (hidden until then): the blog list's counts
 * come from GET /api/articles/views in one request, the article page's from
 * the view counter's answer (`recordArticleView`), shown in its header and
 * in 'Estatísticas'.
 */
function viewsLabel(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? "visualização" : "visualizações"}`;
}

function showArticleViews(id: string, views: number): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-article-views="${CSS.escape(id)}"]`)) {
    const text = element.querySelector("[data-views-text]");
    if (text) text.textContent = viewsLabel(views);
    const number = element.querySelector("[data-views-number]");
    if (number) number.textContent = formatNumber(views);
    element.hidden = false;
  }
}

/** The counts of the articles shown, asked for in one request; a failure leaves them hidden. */
export async function loadArticleViews(ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  try {
    const response = await fetch(`/api/articles/views?ids=${unique.map(encodeURIComponent).join(",")}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { views } = (await response.json()) as { views: Record<string, number> };
    for (const [id, count] of Object.entries(views)) showArticleViews(id, count);
  } catch (error) {
    console.error(error);
  }
}

/** Counts one view of the article and shows the new count. */
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
