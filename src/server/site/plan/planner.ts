import type { Manifest } from "#src/server/site/plan/manifest.ts";

/**
 * What an incremental run renders and removes, decided from what the
 * manifest recorded and what the evaluator computed now. Pure: no database,
 * no files, no clock. The engine gathers the inputs (dependency groups to
 * check, the pages that appeared or went, fingerprints) and carries the plan
 * out.
 */

export type RunKind = "full" | "changes" | "reconcile" | "retry";

/** What the planner reads of the manifest. */
export type RecordedPages = Pick<Manifest, "has" | "keysInGroup" | "pagesWithKey" | "fingerprintOf" | "paths"> & {
  /** Pages whose last render failed. */
  readonly retry: ReadonlySet<string>;
};

/** How the set of pages changed: pages that appeared, pages that went. */
export type PageSetChange = { added: ReadonlySet<string>; removed: ReadonlySet<string> };

export type Plan = {
  /** Pages to render, sorted. */
  render: string[];
  /** Pages to take off the site, sorted. */
  remove: string[];
};

/**
 * The page-set change between the manifest and `current`, the site's pages
 * now, among the pages `before` (all the manifest's when omitted): an
 * incremental run compares only the pages its changes can touch. Pages that
 * failed their first render (retried, not in the manifest) go when they are
 * not current.
 */
export function pageSetChange(
  manifest: RecordedPages,
  current: ReadonlySet<string>,
  before: Iterable<string> = manifest.paths(),
): PageSetChange {
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const path of current) if (!manifest.has(path)) added.add(path);
  for (const path of before) if (!current.has(path)) removed.add(path);
  for (const path of manifest.retry) if (!manifest.has(path) && !current.has(path)) removed.add(path);
  return { added, removed };
}

/**
 * The keys to compute: those of the checked groups that a page still on the
 * site recorded (pages that went are removed, not compared).
 */
export function keysToEvaluate({
  manifest,
  checked,
  removed = new Set(),
}: {
  manifest: RecordedPages;
  checked: Iterable<string>;
  removed?: ReadonlySet<string> | undefined;
}): Set<string> {
  const keys = new Set<string>();
  for (const group of checked) {
    for (const key of manifest.keysInGroup(group)) {
      for (const path of manifest.pagesWithKey(key)) {
        if (removed.has(path)) continue;
        keys.add(key);
        break;
      }
    }
  }
  return keys;
}

/**
 * The plan: render the pages that appeared, those that recorded a candidate
 * key with a fingerprint other than the current one, and the retried pages
 * still on the site; remove the pages that went, retried ones included.
 * Without a page-set change nothing is added or removed.
 */
export function planRun({
  manifest,
  candidates,
  fingerprints,
  pageSet,
  retry,
}: {
  manifest: RecordedPages;
  /** Keys to compare (keysToEvaluate). */
  candidates: Iterable<string>;
  /** The fingerprint of every candidate key now. */
  fingerprints: ReadonlyMap<string, string>;
  pageSet: PageSetChange | null;
  /** Pages to render again because an earlier render failed. */
  retry: ReadonlySet<string>;
}): Plan {
  const removed = pageSet?.removed ?? new Set<string>();
  const render = new Set<string>(pageSet?.added);
  for (const key of candidates) {
    const now = fingerprints.get(key);
    for (const path of manifest.pagesWithKey(key))
      if (!removed.has(path) && manifest.fingerprintOf(path, key) !== now) render.add(path);
  }
  for (const path of retry) if (!removed.has(path)) render.add(path);
  return { render: [...render].sort(), remove: [...removed].sort() };
}

/**
 * Every page depends on the year (the footer prints it): a run of changes
 * looks at them all only when the year is not the one they were last checked
 * against. A reconcile checks everything anyway.
 */
export function mustCheckYear(kind: RunKind, yearChecked: string | null, year: string): boolean {
  return kind === "reconcile" || yearChecked !== year;
}

/**
 * Which page list a run compares with the manifest: every page (a reconcile,
 * retried pages that may be new, the sitemap's check), the pages its changes
 * can touch (content changes), or none (counters alone add or remove no page).
 */
export function pageListNeeded(
  kind: RunKind,
  { sitePagesChecked, retrying, content }: { sitePagesChecked: boolean; retrying: boolean; content: boolean },
): "all" | "touched" | "none" {
  if (kind === "reconcile" || sitePagesChecked || retrying) return "all";
  return content ? "touched" : "none";
}

/** How long the sitemap's check may wait behind runs of content changes (a continuous stream of edits). */
export const SITEMAP_MAX_DEFER_MS = 2_000;

/**
 * Whether a run asked to check the sitemap does it now: not while it also
 * carries content changes (their pages come first, the check follows in the
 * next run, once for a whole burst), unless it has waited
 * SITEMAP_MAX_DEFER_MS already.
 */
export function checksSitemapNow({ content, owedForMs }: { content: boolean; owedForMs: number }): boolean {
  return !content || owedForMs >= SITEMAP_MAX_DEFER_MS;
}

/**
 * Whether anything beyond download counts may have changed. Only a run of
 * changes can be about counters alone; retried pages failed in an earlier
 * run, whatever changed then: they count as content.
 */
export function contentChanged(
  kind: RunKind,
  { touchedContent, retrying }: { touchedContent: boolean; retrying: boolean },
): boolean {
  return kind !== "changes" || touchedContent || retrying;
}
