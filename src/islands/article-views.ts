import { useEffect, useSyncExternalStore } from "react";
import { formatNumber } from "../lib/format.ts";

/**
 * Article view counts in the browser (docs/decisions/0004-blog-counters.md):
 * static pages never carry counts, so a counter bump never forces a
 * rebuild. One store for every island of the page: the blog list's counts
 * come from GET /api/articles/views (the ids asked for within a moment go
 * in one request); the article page's count is the view counter's answer
 * (`recordArticleView`), shown in its header and in 'Estatísticas'.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
const requested = new Set<string>();
const pending = new Set<string>();
/** Islands hydrate one after another: ids asked for within this window share a request. */
const BATCH_MS = 50;
let batch: ReturnType<typeof setTimeout> | undefined;

export function viewsLabel(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? "visualização" : "visualizações"}`;
}

export function articleViews(id: string): number | null {
  return counts.get(id) ?? null;
}

function setArticleViews(id: string, views: number): void {
  counts.set(id, views);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchPending(): Promise<void> {
  batch = undefined;
  const ids = [...pending];
  pending.clear();
  try {
    const response = await fetch(`/api/articles/views?ids=${ids.map(encodeURIComponent).join(",")}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { views } = (await response.json()) as { views: Record<string, number> };
    for (const [id, count] of Object.entries(views)) setArticleViews(id, count);
  } catch (error) {
    // A failure leaves the counts hidden.
    console.error(error);
  }
}

/** Asks for an article's count once per page; the request leaves after a short batching window. */
function requestArticleViews(id: string): void {
  if (requested.has(id)) return;
  requested.add(id);
  pending.add(id);
  if (batch !== undefined) return;
  batch = setTimeout(() => void fetchPending(), BATCH_MS);
}

/** Counts one view of the article after the page has loaded and shows the new count. */
export async function recordArticleView(id: string): Promise<void> {
  try {
    const response = await fetch(`/api/articles/${encodeURIComponent(id)}/view`, { method: "POST" });
    if (!response.ok) throw new Error(`Falha ao registrar visualização: HTTP ${response.status}`);
    const { value } = (await response.json()) as { value: number };
    setArticleViews(id, value);
  } catch (error) {
    console.error(error);
  }
}

/**
 * An article's count, null until it is known (also while hydrating, so the
 * first render matches the server's). `request`: fetch it from the list
 * endpoint; off where the view counter answers it.
 */
export function useArticleViews(id: string, request: boolean): number | null {
  useEffect(() => {
    if (request) requestArticleViews(id);
  }, [id, request]);
  return useSyncExternalStore(
    subscribe,
    () => articleViews(id),
    () => null,
  );
}
