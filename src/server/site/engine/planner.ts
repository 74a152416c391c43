import type { Manifest } from "#src/server/site/engine/manifest.ts";

/**
 * What an incremental run renders and removes, decided from what the
 * manifest recorded and what the evaluator computed now. Pure: no database,
 * no files, no clock. The engine gathers the inputs (dependency groups to
 * check, the current page list, fingerprints) and carries the plan out.
 */

export type RunKind = "full" | "changes" | "reconcile" | "retry";

/** What the planner reads of the manifest. */
export type RecordedPages = Pick<Manifest, "get" | "pathsInGroup"> & {
  readonly pages: ReadonlyMap<string, unknown>;
  /** Pages whose last render failed. */
  readonly retry: ReadonlySet<string>;
};

/** Keys to compute, page by page. */
export type Candidates = ReadonlyMap<string, readonly string[]>;

export type Plan = {
  /** Pages to render, sorted. */
  render: string[];
  /** Pages to take off the site, sorted. */
  remove: string[];
};

/**
 * The keys to compute: those of the checked groups, page by page. Pages no
 * longer on the site (when `current` is known) are left out: they are
 * removed, not compared.
 */
export function keysToEvaluate({
  manifest,
  checked,
  current,
  groupOf,
}: {
  manifest: RecordedPages;
  checked: Iterable<string>;
  /** The site's pages now; null when the run does not need them. */
  current: ReadonlySet<string> | null;
  /** The group of a key (dependencies.ts#groupOf). */
  groupOf: (key: string) => string;
}): Map<string, string[]> {
  const candidates = new Map<string, string[]>();
  for (const group of checked) {
    for (const path of manifest.pathsInGroup(group)) {
      if (current && !current.has(path)) continue;
      const entry = manifest.get(path);
      if (!entry) continue;
      for (const key of Object.keys(entry.deps)) {
        if (groupOf(key) !== group) continue;
        const list = candidates.get(path);
        if (list) list.push(key);
        else candidates.set(path, [key]);
      }
    }
  }
  return candidates;
}

/** Every key of the candidates, once: what the evaluator computes. */
export function distinctKeys(candidates: Candidates): Set<string> {
  const keys = new Set<string>();
  for (const list of candidates.values()) for (const key of list) keys.add(key);
  return keys;
}

/**
 * The plan: render the pages that appeared, those whose recorded fingerprint
 * of a candidate key differs from the current one, and the retried pages
 * still on the site; remove the pages no longer on the site, retried ones
 * included. Without `current` the page set is not checked: nothing is added
 * or removed.
 */
export function planRun({
  manifest,
  candidates,
  fingerprints,
  current,
  retry,
}: {
  manifest: RecordedPages;
  candidates: Candidates;
  /** The fingerprint of every candidate key now. */
  fingerprints: ReadonlyMap<string, string>;
  current: ReadonlySet<string> | null;
  /** Pages to render again because an earlier render failed. */
  retry: ReadonlySet<string>;
}): Plan {
  const render = new Set<string>();
  const remove = new Set<string>();
  if (current) {
    for (const path of current) if (!manifest.get(path)) render.add(path);
    for (const path of manifest.pages.keys()) if (!current.has(path)) remove.add(path);
    for (const path of manifest.retry) if (!current.has(path)) remove.add(path);
  }
  for (const [path, keys] of candidates) {
    const recorded = manifest.get(path)?.deps ?? {};
    if (keys.some((key) => recorded[key] !== fingerprints.get(key))) render.add(path);
  }
  for (const path of retry) if (!current || current.has(path)) render.add(path);
  return { render: [...render].sort(), remove: [...remove].sort() };
}

/**
 * Every page depends on the year (the footer prints it): a run of changes
 * looks at them all only when the year is not the one they were last checked
 * against. A reconcile checks everything anyway.
 */
export function mustCheckYear(kind: RunKind, yearChecked: string | null, year: string): boolean {
  return kind === "reconcile" || yearChecked !== year;
}

/** Retried and newly appearing pages need the current page list, as does any content change (its group is checked). */
export function needsPageList(
  kind: RunKind,
  { sitePagesChecked, retrying }: { sitePagesChecked: boolean; retrying: boolean },
): boolean {
  return kind === "reconcile" || sitePagesChecked || retrying;
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
