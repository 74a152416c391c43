import { EventEmitter } from "node:events";
import fs from "node:fs/promises";
import type { ContentChange } from "#src/server/changes/change.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { inRunScope } from "#src/server/site/dependencies.ts";
import type { Touched } from "#src/server/site/kinds/kind.ts";
import { groups } from "#src/server/site/kinds/registry.ts";
import { yearValue } from "#src/server/site/kinds/year.ts";
import type { SitePage } from "#src/server/site/pages.ts";
import { PageSource, runLists } from "#src/server/site/source.ts";
import { type Renderer, renderAndPublish } from "../build.ts";
import { Evaluator } from "../plan/evaluator.ts";
import { addChange, changeScope, emptyTouched, groupsToCheck, mergeTouched } from "../plan/invalidation.ts";
import { Manifest } from "../plan/manifest.ts";
import {
  checksSitemapNow,
  contentChanged,
  keysToEvaluate,
  mustCheckYear,
  type PageSetChange,
  pageListNeeded,
  pageSetChange,
  planRun,
  type RunKind,
} from "../plan/planner.ts";
import { unpublishFile } from "../publish.ts";
import { ManifestStore } from "./manifest-store.ts";
import { type RecordedPage, renderRecorded } from "./record-page.ts";
import { RenderPool } from "./render-pool.ts";
import { CoalescedTask, Scheduler } from "./scheduler.ts";

/**
 * The rebuild engine: keeps the static site in `outDir` in step with the
 * database, page by page.
 *
 * - A full build renders every page of `listSitePages`, recording for each
 *   what it was built from (src/server/site/kinds/) and the hash of its HTML, into
 *   the manifest.
 * - Content changes (`notify`) are coalesced: a run starts `debounceMs` after
 *   the last one, or `maxWaitMs` after the first of a burst. Runs never
 *   overlap; changes arriving meanwhile make the next run (scheduler.ts).
 * - A run maps the changes to dependency groups, computes those dependencies
 *   from the database, re-renders exactly the pages whose data differ, adds
 *   pages that now exist and removes those that no longer do (the decision:
 *   planner.ts). Each file is published atomically and only when its HTML
 *   changed.
 * - A page that fails to render keeps its previous file and is retried with
 *   a capped exponential backoff.
 *
 * This class is the glue: it feeds the scheduler, asks the evaluator, hands
 * the results to the planner, renders, publishes and keeps the manifest.
 */
export type EngineOptions = {
  db: Executor;
  render: Renderer;
  outDir: string;
  manifestFile: string;
  /** Names the server bundle and settings: a manifest of another build is not trusted. */
  buildId: string;
  debounceMs?: number;
  maxWaitMs?: number;
  concurrency?: number;
  /**
   * Renders large runs (a full build, a rename that moves thousands of
   * pages) on `workers` threads, each loading the server bundle in
   * `serverDir` (render-pool.ts). Runs of fewer than `minPages` pages, and
   * engines without it, render in this thread.
   */
  parallel?: { serverDir: string; workers: number; minPages?: number } | undefined;
  retryBaseMs?: number;
  retryMaxMs?: number;
  retryAttempts?: number;
  log?: (line: string) => void;
  now?: () => Date;
};

export type RunReport = {
  kind: RunKind;
  /** Content changes this run covered. */
  changes: number;
  /**
   * Whether anything beyond download counts may have changed. False for a run
   * of counter changes only, whose one effect is the popular list's order.
   */
  contentChanged: boolean;
  /**
   * Whether the run may have moved an edge of the calendar (a collection's
   * window): a full build or a catch-up, a collection's change, or the
   * calendar's own tick. The calendar watch reads the collections again
   * after such runs only (./calendar-watch.ts).
   */
  calendarMayMove: boolean;
  /** Every page rendered, sorted. */
  rendered: string[];
  /** Pages whose file was written (HTML differed from the published one). */
  written: string[];
  /** Pages removed from the site. */
  removed: string[];
  failed: { path: string; error: string }[];
  ms: number;
  /** Where the time went: deciding what to render (page list, dependencies), then rendering and publishing. */
  phases?: { planMs: number; renderMs: number };
};

/** What content changes a run must look at; the scheduler's batch. */
type PendingChanges = { touched: Touched; changes: number };

export class RebuildEngine extends EventEmitter<{ run: [RunReport]; error: [Error] }> {
  readonly options: Required<Omit<EngineOptions, "parallel">> & Pick<EngineOptions, "parallel">;
  manifest: Manifest;
  /** Where the manifest is kept: each run appends what it changed. */
  private readonly store: ManifestStore;
  private readonly scheduler: Scheduler<PendingChanges>;
  /** The manifest is written after a run has published its pages, off the path of a change to its HTML. */
  private readonly manifestWrite: CoalescedTask<void>;
  /** The year every page was last checked against (the footer prints it). */
  private yearChecked: string | null = null;
  /** Since when the sitemap's check has been owed (performance.now()), or null. */
  private sitemapOwedSince: number | null = null;

  /** `store`: the store `manifest` was read from (it knows how far the file on disk is). */
  constructor(options: EngineOptions, manifest?: Manifest | null, store?: ManifestStore) {
    super();
    this.options = {
      debounceMs: 50,
      maxWaitMs: 500,
      concurrency: 8,
      retryBaseMs: 1_000,
      retryMaxMs: 30_000,
      retryAttempts: 8,
      log: (line) => console.log(line),
      now: () => new Date(),
      ...options,
    };
    this.manifest = manifest && manifest.buildId === options.buildId ? manifest : new Manifest(options.buildId);
    this.scheduler = new Scheduler(this.options, {
      emptyBatch: () => ({ touched: emptyTouched(), changes: 0 }),
      isEmpty: (batch) => batch.changes === 0 && !batch.touched.sitemap && !batch.touched.calendar,
      merge: mergePending,
      run: async ({ touched, changes }, retried) => {
        const kind: RunKind = changes === 0 && !touched.sitemap && !touched.calendar ? "retry" : "changes";
        await inRunScope(() => this.runIncremental(kind, touched, retried, changes));
      },
      runFailed: (error, attempt) => {
        this.options.log(`Rebuild failed (attempt ${attempt}): ${error.message}`);
        if (this.listenerCount("error") > 0) this.emit("error", error);
      },
      stillFailing: (path) => this.manifest.retry.has(path),
    });
    this.store = store ?? new ManifestStore(this.options.manifestFile);
    this.manifestWrite = new CoalescedTask(
      () => this.store.save(this.manifest),
      (error) => this.options.log(`Could not write ${this.options.manifestFile}: ${error.message}`),
    );
  }

  /** An engine over the manifest in `manifestFile`, if it was made by this build. */
  static async open(options: EngineOptions): Promise<RebuildEngine> {
    const store = new ManifestStore(options.manifestFile);
    return new RebuildEngine(options, await store.read(), store);
  }

  /** Whether the manifest describes a site this build made (else only a full build is safe). */
  get hasManifest(): boolean {
    return this.manifest.size > 0;
  }

  // ---------------------------------------------------------------------------
  // Entry points
  // ---------------------------------------------------------------------------

  /** Reports a content change; the site follows within debounceMs..maxWaitMs plus the run. */
  notify(change: ContentChange): void {
    this.scheduler.add((pending) => {
      if (!addChange(pending.touched, change)) return false;
      pending.changes++;
      return true;
    });
  }

  /**
   * The clock passed an edge of the calendar (./calendar-watch.ts): a
   * collection's window opened or closed, or the year turned. The pages
   * showing seasons and the year are checked against the clock now; those
   * whose season moved render again, and no other.
   */
  calendarTick(): void {
    this.scheduler.add((pending) => {
      pending.touched.calendar = true;
      return true;
    });
  }

  /** Renders every page from scratch (and removes pages the manifest knew that no longer exist). */
  async buildAll(): Promise<RunReport> {
    const report = await this.scheduler.exclusive(() => inRunScope(() => this.runFull()));
    await this.manifestWritten();
    return report;
  }

  /**
   * Compares every page of the manifest with the database and renders what
   * differs: a site built earlier catches up with every change made since
   * (Netlify builds, a server restarted after offline edits).
   */
  async reconcile(): Promise<RunReport> {
    const report = await this.scheduler.exclusive(() =>
      inRunScope(() => this.runIncremental("reconcile", emptyTouched(), new Set(), 0)),
    );
    await this.manifestWritten();
    return report;
  }

  /** Runs what is pending now, without waiting for the debounce. */
  async flush(): Promise<void> {
    await this.scheduler.flush();
    await this.whenIdle();
  }

  /** Resolves once nothing is pending or running (retries waiting for their backoff aside). */
  async whenIdle(): Promise<void> {
    await this.scheduler.whenIdle();
    await this.manifestWritten();
  }

  /** Resolves when the manifest on disk matches the engine's. */
  async manifestWritten(): Promise<void> {
    await this.manifestWrite.settled();
  }

  /** Stops scheduling; a run in progress completes. */
  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.manifestWritten();
  }

  // ---------------------------------------------------------------------------
  // Runs
  // ---------------------------------------------------------------------------

  private async runFull(): Promise<RunReport> {
    const started = performance.now();
    const evaluator = new Evaluator(this.options.db, this.options.now());
    const pages = await evaluator.listSitePages();
    const paths = pages.map((page) => page.path);
    const previous = this.manifest;
    this.manifest = new Manifest(this.options.buildId);
    const { rendered, written, failed } = await this.render(paths, {
      skipUnchanged: false,
      previous,
      drawings: drawingsOf(pages),
    });
    const current = new Set(paths);
    const removed = [...previous.paths()].filter((path) => !current.has(path)).sort();
    for (const path of removed) await unpublishFile(this.options.outDir, path);
    this.yearChecked = yearValue(this.options.now());
    const report = this.finish({
      kind: "full",
      changes: 0,
      contentChanged: true,
      calendarMayMove: true,
      rendered,
      written,
      removed,
      failed,
      ms: elapsed(started),
    });
    this.persist();
    return report;
  }

  private async runIncremental(
    kind: RunKind,
    touched: Touched,
    retried: ReadonlySet<string>,
    changes: number,
  ): Promise<RunReport> {
    const started = performance.now();
    const manifest = this.manifest;
    const evaluator = new Evaluator(this.options.db, this.options.now());
    // The pages whose timed retry came due, and every page the manifest says failed (one read from disk too).
    const retry = new Set([...retried, ...manifest.retry]);

    const owedForMs = started - (this.sitemapOwedSince ?? started);
    if (touched.sitemap && !checksSitemapNow({ content: touched.content, owedForMs })) touched.sitemap = false;
    const scope = changeScope(touched, manifest, evaluator);
    const checked = kind === "reconcile" ? new Set(manifest.groups()) : await groupsToCheck(scope);
    const year = yearValue(this.options.now());
    if (!mustCheckYear(kind, this.yearChecked, year)) checked.delete(groups.year);
    const sitePagesChecked = checked.has(groups.sitePages);
    const list = pageListNeeded(kind, { sitePagesChecked, retrying: retry.size > 0, content: touched.content });
    let pageSet: PageSetChange | null = null;
    let listed: SitePage[] = [];
    if (list === "all") {
      listed = await evaluator.listSitePages();
      pageSet = pageSetChange(manifest, paths(listed));
    } else if (list === "touched") {
      // The pages of the drawings these changes can touch, and every other page (a few thousand at most).
      const drawings = [...(await scope.drawings())];
      listed = await evaluator.sitePagesWith(drawings);
      pageSet = pageSetChange(manifest, paths(listed), manifest.pagesAmong(drawings));
    }
    const candidates = keysToEvaluate({ manifest, checked, removed: pageSet?.removed });
    const fingerprints = await evaluator.hashes(candidates);
    const plan = planRun({ manifest, candidates, fingerprints, pageSet, retry });

    const planned = performance.now();
    const { rendered, written, failed } = await this.render(plan.render, {
      skipUnchanged: true,
      previous: manifest,
      drawings: drawingsOf(listed),
    });
    for (const path of plan.remove) {
      await unpublishFile(this.options.outDir, path);
      manifest.delete(path);
      manifest.retry.delete(path);
      this.scheduler.pageSettled(path);
    }
    if (checked.has(groups.year) && failed.length === 0) this.yearChecked = year;
    // The sitemap is checked by a run of its own, right after this one (kinds/kind.ts#Touched).
    if (sitePagesChecked) this.sitemapOwedSince = null;
    else if (touched.content) {
      this.sitemapOwedSince ??= started;
      this.scheduler.add((pending) => {
        pending.touched.sitemap = true;
        return true;
      });
    }
    const phases = { planMs: elapsed(started, planned), renderMs: elapsed(planned) };
    const report = this.finish({
      kind,
      changes,
      contentChanged: contentChanged(kind, { touchedContent: touched.content, retrying: retry.size > 0 }),
      calendarMayMove: kind === "reconcile" || touched.calendar || touched.collections.size > 0,
      rendered,
      written,
      removed: plan.remove,
      failed,
      ms: elapsed(started),
      phases,
    });
    if (rendered.length > 0 || plan.remove.length > 0 || failed.length > 0 || !(await exists(this.options.manifestFile)))
      this.persist();
    return report;
  }

  /** Writes the manifest soon, once for any number of runs meanwhile. */
  private persist(): void {
    this.manifestWrite.request();
  }

  /**
   * Renders paths with dependency collection, publishes changed HTML, updates
   * the manifest. In batches: each batch's drawings are read with one query
   * first (`drawings` names those of new pages, the manifest the others').
   */
  private async render(
    paths: readonly string[],
    { skipUnchanged, previous, drawings }: { skipUnchanged: boolean; previous: Manifest; drawings: ReadonlyMap<string, string> },
  ): Promise<{ rendered: string[]; written: string[]; failed: RunReport["failed"] }> {
    const results = new Map<string, { hash: string; deps: Record<string, string> }>();
    const written: string[] = [];
    // Every page prints the year in its footer: one clock for the whole run.
    const now = this.options.now();
    const clock = new PageSource(this.options.db, { now });
    const render: Renderer = async (path) => {
      const { page, hash, deps } = await renderRecorded(this.options.render, clock, path);
      results.set(path, { hash, deps });
      return page;
    };
    const rendered: string[] = [];
    const failed: RunReport["failed"] = [];
    const publish = async (batch: string[], renderPage: Renderer) => {
      const report = await renderAndPublish(batch, {
        outDir: this.options.outDir,
        render: renderPage,
        concurrency: this.options.concurrency,
        unchanged: (path) => {
          const same = skipUnchanged && previous.hashOf(path) === results.get(path)?.hash;
          if (!same) written.push(path);
          return same;
        },
        // Into the manifest as soon as the page is on disk: a full build holds only the pages in flight.
        done: (path) => {
          const result = results.get(path);
          if (!result) return;
          results.delete(path);
          rendered.push(path);
          this.manifest.set(path, result);
          this.manifest.retry.delete(path);
          this.scheduler.pageSettled(path);
        },
      });
      failed.push(...report.failed);
    };
    const batches: PageBatch[] = [];
    for (let start = 0; start < paths.length; start += RENDER_BATCH)
      batches.push(
        paths
          .slice(start, start + RENDER_BATCH)
          .map((path) => ({ path, drawingId: drawings.get(path) ?? previous.drawingOf(path) })),
      );
    const pool = await this.renderPool(paths.length);
    if (pool) {
      try {
        // The next batch is on its way to the workers while this one is published.
        const send = (batch: PageBatch | undefined) =>
          batch && pool.render(batch, { now, concurrency: this.options.concurrency });
        let next = send(batches[0]);
        for (const [index, batch] of batches.entries()) {
          const pages = next as ReturnType<RenderPool["render"]>;
          next = send(batches[index + 1]);
          await publish(pathsOf(batch), async (path) => {
            const { page, hash, deps } = await (pages.get(path) as Promise<RecordedPage>);
            results.set(path, { hash, deps });
            return page;
          });
        }
      } finally {
        await pool.close();
      }
    } else {
      const source = new PageSource(this.options.db, { lists: await runLists() });
      for (const batch of batches) {
        await source.prefetchDrawings(batch.map((page) => page.drawingId).filter((id) => id !== undefined));
        await publish(pathsOf(batch), render);
      }
    }
    const failedPaths = new Set(failed.map((failure) => failure.path));
    rendered.sort();
    for (const failure of failed) this.manifest.retry.add(failure.path);
    // The scheduler counts the attempts and retries the pages later.
    const errors = new Map(failed.map((failure) => [failure.path, failure.error]));
    for (const { page, attempt, gaveUp } of this.scheduler.pagesFailed([...errors.keys()])) {
      this.options.log(`Failed to render ${page} (attempt ${attempt}): ${errors.get(page)}`);
      if (gaveUp)
        this.options.log(`No more timed retries for ${page}: the next run (any content change) or build tries it again.`);
    }
    return { rendered, written: written.filter((path) => !failedPaths.has(path)).sort(), failed };
  }

  /** Worker threads for a run of `pages` pages, when the engine has them and the run is large enough; else null. */
  private async renderPool(pages: number): Promise<RenderPool | null> {
    const { parallel } = this.options;
    if (!parallel || parallel.workers < 1 || pages < (parallel.minPages ?? PARALLEL_MIN_PAGES)) return null;
    try {
      const started = performance.now();
      const pool = await RenderPool.start({ size: parallel.workers, db: this.options.db, serverDir: parallel.serverDir });
      this.options.log(`Rendering ${pages} pages on ${pool.size} threads (started in ${elapsed(started)} ms).`);
      return pool;
    } catch (error) {
      this.options.log(`Rendering in this thread: the render workers could not start (${(error as Error).message}).`);
      return null;
    }
  }

  private finish(report: RunReport): RunReport {
    this.emit("run", report);
    return report;
  }
}

/** Folds a failed run's changes into those that arrived meanwhile. */
function mergePending(into: PendingChanges, from: PendingChanges): void {
  mergeTouched(into.touched, from.touched);
  into.changes += from.changes;
}

/** Pages rendered between two reads of their drawings (PageSource#prefetchDrawings). */
const RENDER_BATCH = 500;

/**
 * Below this many pages, starting the workers (each loads the bundle, about
 * 0.8 s) costs more than it saves: at 3,000 drawings they measured no faster.
 */
const PARALLEL_MIN_PAGES = 5_000;

/** Pages rendered together, each with its drawing when it is a drawing page. */
type PageBatch = { path: string; drawingId: string | undefined }[];

const pathsOf = (batch: PageBatch) => batch.map((page) => page.path);

/** The drawing of each drawing page listed. */
function drawingsOf(pages: readonly SitePage[]): Map<string, string> {
  const drawings = new Map<string, string>();
  for (const page of pages) if (page.drawingId) drawings.set(page.path, page.drawingId);
  return drawings;
}

function paths(pages: readonly { path: string }[]): Set<string> {
  return new Set(pages.map((page) => page.path));
}

function elapsed(started: number, until = performance.now()): number {
  return Math.round(until - started);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
