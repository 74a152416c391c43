import { cachedPagesInGroups } from "#src/server/repositories/cdn.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { Touched } from "../kinds/kind.ts";
import { groups as groupNames, keys } from "../kinds/registry.ts";
import { yearValue } from "../kinds/year.ts";
import { Evaluator, UNKNOWN } from "../plan/evaluator.ts";
import { changeScope, groupsToCheck } from "../plan/invalidation.ts";
import { Manifest } from "../plan/manifest.ts";
import { keysToEvaluate, planRun } from "../plan/planner.ts";
import { cacheTagsOf, PAGE_SET_TAG, tagCarrying, tagOf } from "./tags.ts";

/**
 * What a burst of content changes purges from a CDN that caches pages by
 * tag, decided the way the rebuild engine decides what to render
 * (../plan/planner.ts), over the records of the pages the CDN may hold
 * (`cdn_pages`) instead of a manifest on disk: the same kinds say which
 * groups a change may move, the same evaluator computes their keys now, and
 * a page is stale when a key it recorded has another fingerprint now.
 *
 * - Tags: the tag each stale page carries each moved key under. When they
 *   are more than one purge call takes (MAX_TAGS_PER_PURGE), a smaller set
 *   that still reaches every stale page is purged instead (greedy: the tags
 *   that reach the most stale pages first); see the ADR for what that trades.
 * - Two tags need no evaluation: `site-pages` (the sitemap lists every
 *   page's address and date, which nearly any content change moves) and
 *   PAGE_SET_TAG (cached 404s, 410s and redirects), purged on every content
 *   change. `year` (every page's footer) is purged when the year in Brasília
 *   is not the one last checked.
 * - Pages: the stale pages, to request again so that visitors find them
 *   warm, the site's lists first, drawing pages after.
 */
export const MAX_TAGS_PER_PURGE = 500;

export type PurgePlan = {
  tags: string[];
  /** Stale pages to warm again, lists first. */
  pages: string[];
  /** Keys whose fingerprint moved. */
  movedKeys: number;
  /** Whether a covering subset of the moved keys' tags was purged (see above). */
  covered: boolean;
  /** The year the pages are checked against now. */
  year: string;
};

export async function planPurge(
  db: Executor,
  touched: Touched,
  {
    now = new Date(),
    yearChecked,
    recheck = false,
  }: {
    now?: Date;
    yearChecked: string | null;
    /** A second look at changes already purged: only keys that moved again, none of the tags purged on every change. */
    recheck?: boolean;
  },
): Promise<PurgePlan> {
  const evaluator = new Evaluator(db, now);
  // One manifest of the records read; each group's records are read once.
  const manifest = new Manifest("cdn");
  const loaded = new Set<string>();
  const load = async (groups: Iterable<string>) => {
    const wanted = [...new Set(groups)].filter((group) => !loaded.has(group));
    for (const group of wanted) loaded.add(group);
    for (const record of await cachedPagesInGroups(db, wanted))
      if (!manifest.has(record.path)) manifest.set(record.path, { hash: "", deps: record.deps });
  };
  // Where touched drawings and categories were when their pages were cached: the change scope asks.
  await load([
    ...[...touched.categories].map((id) => keys.related(id)),
    ...[...touched.listDrawings].map((id) => keys.drawing(id)),
  ]);
  const checked = await groupsToCheck(changeScope(touched, manifest, evaluator));
  checked.delete(groupNames.year);
  if (touched.content && !recheck) checked.add(groupNames.sitePages);
  else checked.delete(groupNames.sitePages);
  await load(checked);

  const candidates = keysToEvaluate({ manifest, checked });
  const sitemap = keys.sitePages();
  const evaluated = candidates.has(sitemap) ? [...candidates].filter((key) => key !== sitemap) : [...candidates];
  const fingerprints = await evaluator.hashes(evaluated);
  if (candidates.has(sitemap)) fingerprints.set(sitemap, UNKNOWN);
  const { render: stale } = planRun({ manifest, candidates, fingerprints, pageSet: null, retry: new Set() });

  // Each stale page, with the tags it carries its moved keys under.
  const reach = new Map<string, Set<string>>();
  const moved = new Set<string>();
  for (const path of stale) {
    const pageKeys = [...manifest.keysOf(path)];
    const pageTags = new Set(cacheTagsOf(pageKeys));
    for (const key of pageKeys) {
      if (!candidates.has(key) || manifest.fingerprintOf(path, key) === fingerprints.get(key)) continue;
      moved.add(key);
      const tag = tagCarrying(key, pageTags);
      if (!tag) continue;
      const pages = reach.get(tag) ?? new Set<string>();
      pages.add(path);
      reach.set(tag, pages);
    }
  }
  const fixed: string[] = [];
  if (touched.content && !recheck) fixed.push(tagOf(sitemap), PAGE_SET_TAG);
  const year = yearValue(now);
  if (yearChecked !== year) fixed.push(tagOf(keys.year()));
  const room = MAX_TAGS_PER_PURGE - fixed.length;
  const covered = reach.size > room;
  const tags = covered ? cover(reach) : [...reach.keys()];
  return {
    tags: [...new Set([...fixed, ...tags])],
    pages: [...stale].sort(byWarmOrder),
    movedKeys: moved.size,
    covered,
    year,
  };
}

/** Tags that together reach every page any of them reaches: those reaching the most uncovered pages first. */
function cover(reach: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const byReach = [...reach.entries()].sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1));
  const reached = new Set<string>();
  const chosen: string[] = [];
  for (const [tag, pages] of byReach) {
    let adds = false;
    for (const page of pages) if (!reached.has(page)) adds = true;
    if (!adds) continue;
    chosen.push(tag);
    for (const page of pages) reached.add(page);
  }
  return chosen;
}

/** Lists (home, categories, blog) before drawing pages: they are fewer and reach more visitors. */
function byWarmOrder(a: string, b: string): number {
  const rank = (path: string) => (path.startsWith("/desenhos/") ? 1 : 0);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
