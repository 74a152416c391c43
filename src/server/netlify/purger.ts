import { randomUUID } from "node:crypto";
import {
  countQueuedCdnChanges,
  dropCdnChanges,
  type PurgeState,
  queuedCdnChanges,
  releasePurgeLease,
  savePurgeState,
  takePurgeLease,
} from "#src/server/repositories/cdn.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { ContentChange } from "../changes/change.ts";
import { contentChangeSchema } from "../changes/change.ts";
import { MAX_TAGS_PER_PURGE, type PurgePlan, planPurge } from "../site/cdn/purge-plan.ts";
import type { Touched } from "../site/kinds/kind.ts";
import { yearValue } from "../site/kinds/year.ts";
import { addChange, emptyTouched, mergeTouched } from "../site/plan/invalidation.ts";

/**
 * The CDN purger (docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md):
 * takes the content changes the webhook queued, plans what they purge
 * (../site/cdn/purge-plan.ts), purges those tags through Netlify's purge API,
 * then requests the purged pages again so that visitors find them warm.
 *
 * - One purger at a time, across every function instance: a lease in the
 *   database. A trigger that finds it held leaves: the holder drains the
 *   queue until it is empty, and checks once more after letting go.
 * - Bursts: a run starts DEBOUNCE_MS after it is triggered and takes every
 *   change queued by then; Netlify allows 2 purges per 5 s per site, so
 *   purges are MIN_PURGE_INTERVAL_MS apart, whoever made the last one.
 * - Nothing is lost: a change leaves the queue only once its purge is made
 *   or recorded as owed (tags and pages in the purger's row), and the next
 *   run, whatever triggers it (a change, the scheduled function), pays it
 *   first.
 * - A page rendered from data read just before a change, but cached just
 *   after its purge, would stay stale: RECHECK_AFTER_MS later the run plans
 *   the same changes again, and purges whatever such a render recorded.
 */
export const DEBOUNCE_MS = 250;
export const MIN_PURGE_INTERVAL_MS = 2_600;
export const RECHECK_AFTER_MS = 10_000;
/** Pages warmed again per run at most (lists first): beyond, the first visitor renders them. */
export const MAX_WARMED_PAGES = 2_000;
const WARM_CONCURRENCY = 8;
const LEASE_SECONDS = 120;
const CHANGES_PER_RUN = 5_000;

/** Purges tags (none: the whole site); throws on failure, with `status` 429 when rate-limited. */
export type PurgeApi = (tags: string[] | undefined) => Promise<void>;

export type PurgerOptions = {
  db: Executor;
  purge: PurgeApi;
  /** Requests a page through the CDN; resolves with its status. */
  warm: (path: string) => Promise<number>;
  now?: () => Date;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  debounceMs?: number;
  minPurgeIntervalMs?: number;
  recheckAfterMs?: number;
};

export type PurgeRun = {
  changes: number;
  tags: string[];
  warmed: number;
  movedKeys: number;
  covered: boolean;
  /** Tags purged again by the recheck. */
  rechecked: string[];
};

export type DrainReport = { ran: boolean; runs: PurgeRun[]; owedTags: number; error?: string };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drains the queue of content changes: purges, warms, rechecks. Leaves at once when another purger holds the lease. */
export async function drainCdnChanges(options: PurgerOptions): Promise<DrainReport> {
  const owner = randomUUID();
  const report: DrainReport = { ran: false, runs: [], owedTags: 0 };
  const { db, log = console.log, sleep = realSleep } = options;
  for (;;) {
    const state = await takePurgeLease(db, owner, LEASE_SECONDS);
    if (!state) return report;
    report.ran = true;
    try {
      await sleep(options.debounceMs ?? DEBOUNCE_MS);
      await drainWithLease(options, owner, state, report);
    } catch (error) {
      report.error = (error as Error).message;
      log(`CDN purge failed: ${report.error}`);
      return report;
    } finally {
      await releasePurgeLease(db, owner);
    }
    // Changes queued while the lease was let go found it held and left: take them.
    if ((await countQueuedCdnChanges(db)) === 0) return report;
  }
}

async function drainWithLease(options: PurgerOptions, owner: string, state: PurgeState, report: DrainReport): Promise<void> {
  const { db, now = () => new Date(), log = console.log, sleep = realSleep } = options;
  const all: Touched = emptyTouched();
  let lastPurgeAt = state.lastPurgeAt;
  // A first run has nothing to compare: the pages cached so far were rendered this year.
  let yearChecked = state.yearChecked ?? yearValue(now());
  let owedTags = state.owedTags;
  let owedPaths = state.owedPaths;
  const purgeAll = async (tags: string[]) => {
    for (let start = 0; start < tags.length; start += MAX_TAGS_PER_PURGE) {
      const batch = tags.slice(start, start + MAX_TAGS_PER_PURGE);
      const wait = lastPurgeAt ? lastPurgeAt.getTime() + (options.minPurgeIntervalMs ?? MIN_PURGE_INTERVAL_MS) - Date.now() : 0;
      if (wait > 0) await sleep(wait);
      try {
        await purgeRetrying(options, batch, sleep);
      } finally {
        lastPurgeAt = new Date();
      }
      // What is purged is no longer owed, even if a later batch fails.
      owedTags = tags.slice(start + batch.length);
      await savePurgeState(db, { lastPurgeAt, owedTags });
    }
  };

  // Each drain (every ten minutes at least, cdn-purge-scheduled.mts) looks at the calendar once: the pages
  // showing a collection's season are purged when a window opened or closed since they were cached (issue 36).
  let calendarLooked = false;
  for (;;) {
    const queued = await queuedCdnChanges(db, CHANGES_PER_RUN);
    const touched = emptyTouched();
    touched.calendar = !calendarLooked;
    calendarLooked = true;
    for (const { change } of queued) {
      const parsed = contentChangeSchema.safeParse(change);
      if (parsed.success) addChange(touched, parsed.data as ContentChange);
      else log(`Skipped a queued change that is not one: ${JSON.stringify(change).slice(0, 200)}`);
    }
    const yearNow = yearValue(now()) !== yearChecked;
    const nothingOwed = queued.length === 0 && owedTags.length === 0 && owedPaths.length === 0 && !yearNow;
    if (nothingOwed && !touched.calendar) break;
    const plan: PurgePlan = await planPurge(db, touched, { now: now(), yearChecked });
    // The calendar's look found no season moved: nothing to do.
    if (nothingOwed && plan.tags.length === 0) break;
    const tags = [...new Set([...owedTags, ...plan.tags])];
    const pages = [...new Set([...plan.pages, ...owedPaths])];
    // Planned: owed from here on, until purged (a failure below leaves them in the purger's row).
    await savePurgeState(db, { owedTags: tags, owedPaths: pages.slice(0, MAX_WARMED_PAGES) });
    await dropCdnChanges(
      db,
      queued.map((row) => row.id),
    );
    mergeTouched(all, touched);
    await purgeAll(tags);
    yearChecked = plan.year;
    await savePurgeState(db, { yearChecked });
    const warmed = await warmPages(options, pages.slice(0, MAX_WARMED_PAGES));
    owedPaths = [];
    owedTags = [];
    await savePurgeState(db, { owedPaths });
    report.runs.push({ changes: queued.length, tags, warmed, movedKeys: plan.movedKeys, covered: plan.covered, rechecked: [] });
    log(
      `CDN purge: ${queued.length} change(s), ${plan.movedKeys} key(s) moved, ${tags.length} tag(s) purged${plan.covered ? " (a covering subset)" : ""}, ${warmed} page(s) warmed.`,
    );
    await takePurgeLease(db, owner, LEASE_SECONDS);
  }

  // Renders that read the data before a change but reached the cache after its purge: plan the same changes again.
  if (report.runs.length > 0 && (all.content || all.popular)) {
    await sleep(options.recheckAfterMs ?? RECHECK_AFTER_MS);
    await takePurgeLease(db, owner, LEASE_SECONDS);
    const again = await planPurge(db, all, { now: now(), yearChecked, recheck: true });
    // The sitemap and missing pages are purged on every content change; only a moved key is worth a purge here.
    if (again.movedKeys > 0) {
      await purgeAll(again.tags);
      await warmPages(options, again.pages.slice(0, MAX_WARMED_PAGES));
      const last = report.runs[report.runs.length - 1];
      if (last) last.rechecked = again.tags;
      log(`CDN purge recheck: ${again.movedKeys} key(s) had moved again, ${again.tags.length} tag(s) purged.`);
    }
  }
  report.owedTags = owedTags.length;
}

/** One purge call (no tags: the whole site), waiting and trying again when Netlify answers 429 (at most 5 times). */
export async function purgeRetrying(
  options: Pick<PurgerOptions, "purge" | "minPurgeIntervalMs">,
  tags: string[] | undefined,
  sleep: (ms: number) => Promise<void> = realSleep,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await options.purge(tags);
      return;
    } catch (error) {
      const limited = (error as { status?: number }).status === 429 || /\b429\b/.test((error as Error).message);
      if (!limited || attempt >= 5) throw error;
      await sleep((options.minPurgeIntervalMs ?? MIN_PURGE_INTERVAL_MS) * attempt);
    }
  }
}

/** Requests each page through the CDN, a few at a time; a page that fails is left for its first visitor. */
async function warmPages(options: PurgerOptions, pages: readonly string[]): Promise<number> {
  const { log = console.log } = options;
  let next = 0;
  let warmed = 0;
  const worker = async () => {
    while (next < pages.length) {
      const path = pages[next++] as string;
      try {
        const status = await options.warm(path);
        if (status < 500) warmed++;
        else log(`Warming ${path} answered ${status}.`);
      } catch (error) {
        log(`Could not warm ${path}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WARM_CONCURRENCY, pages.length) }, worker));
  return warmed;
}
