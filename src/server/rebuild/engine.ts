import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import fs from "node:fs/promises";
import type { Touched } from "#src/server/dependencies/kind.ts";
import { yearValue } from "#src/server/dependencies/kinds/year.ts";
import { collectDependencies, groupOf, inRunScope, recordDependency } from "#src/server/dependencies/recording.ts";
import { groups, keys } from "#src/server/dependencies/registry.ts";
import type { ContentChange } from "../changes.ts";
import type { Executor } from "../repositories/executor.ts";
import { type Renderer, renderAndPublish } from "../site/build.ts";
import { unpublishFile } from "../site/publish.ts";
import { Evaluator } from "./evaluate.ts";
import { addChange, emptyTouched, groupsToCheck, mergeTouched } from "./invalidation.ts";
import { Manifest, readManifest, writeManifest } from "./manifest.ts";

/**
 * The rebuild engine: keeps the static site in `outDir` in step with the
 * database, page by page.
 *
 * - A full build renders every page of `listSitePages`, recording for each
 *   what it was built from (dependencies.ts) and the hash of its HTML, into
 *   the manifest.
 * - Content changes (`notify`) are coalesced: a run starts `debounceMs` after
 *   the last one, or `maxWaitMs` after the first of a burst. Runs never
 *   overlap; changes arriving meanwhile make the next run.
 * - A run maps the changes to dependency groups, computes those dependencies
 *   from the database, re-renders exactly the pages whose data differ, adds
 *   pages that now exist and removes those that no longer do. Each file is
 *   published atomically and only when its HTML changed.
 * - A page that fails to render keeps its previous file and is retried with
 *   a capped exponential backoff.
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
  retryBaseMs?: number;
  retryMaxMs?: number;
  retryAttempts?: number;
  /**
   * Runs after a run changed the site's content (search index...); failures
   * are logged, not retried. Not after a run that came from counters only
   * (`contentChanged` false): a download that reorders the home page's
   * popular list moves nothing the search index holds.
   */
  afterChange?: ((report: RunReport) => Promise<unknown>) | undefined;
  log?: (line: string) => void;
  now?: () => Date;
};

export type RunKind = "full" | "changes" | "reconcile" | "retry";

export type RunReport = {
  kind: RunKind;
  /** Content changes this run covered. */
  changes: number;
  /**
   * Whether anything beyond download counts may have changed. False for a run
   * of counter changes only, whose one effect is the popular list's order.
   */
  contentChanged: boolean;
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

type Pending = { touched: Touched; changes: number; forced: Set<string>; since: number | null };

export class RebuildEngine extends EventEmitter<{ run: [RunReport]; error: [Error] }> {
  readonly options: Required<Omit<EngineOptions, "afterChange">> & Pick<EngineOptions, "afterChange">;
  manifest: Manifest;
  private pending: Pending = newPending();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private readonly attempts = new Map<string, number>();
  private retryTimer: NodeJS.Timeout | undefined;
  private runFailures = 0;
  private afterChangeRunning: Promise<void> | null = null;
  /** The manifest is written after a run has published its pages, off the path of a change to its HTML. */
  private manifestWrite: Promise<void> | null = null;
  private manifestDirty = false;
  /** The year every page was last checked against (the footer prints it). */
  private yearChecked: string | null = null;
  private afterChangeAgain: RunReport | null = null;
  private stopped = false;

  constructor(options: EngineOptions, manifest?: Manifest | null) {
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
  }

  /** An engine over the manifest in `manifestFile`, if it was made by this build. */
  static async open(options: EngineOptions): Promise<RebuildEngine> {
    return new RebuildEngine(options, await readManifest(options.manifestFile));
  }

  /** Whether the manifest describes a site this build made (else only a full build is safe). */
  get hasManifest(): boolean {
    return this.manifest.pages.size > 0;
  }

  // ---------------------------------------------------------------------------
  // Entry points
  // ---------------------------------------------------------------------------

  /** Reports a content change; the site follows within debounceMs..maxWaitMs plus the run. */
  notify(change: ContentChange): void {
    if (this.stopped) return;
    if (!addChange(this.pending.touched, change)) return;
    this.pending.changes++;
    this.schedule();
  }

  /** Renders every page from scratch (and removes pages the manifest knew that no longer exist). */
  async buildAll(): Promise<RunReport> {
    const report = await this.exclusive(() => inRunScope(() => this.runFull()));
    await this.manifestWritten();
    return report;
  }

  /**
   * Compares every page of the manifest with the database and renders what
   * differs: a site built earlier catches up with every change made since
   * (Netlify builds, a server restarted after offline edits).
   */
  async reconcile(): Promise<RunReport> {
    const report = await this.exclusive(() => inRunScope(() => this.runIncremental("reconcile", emptyTouched(), new Set(), 0)));
    await this.manifestWritten();
    return report;
  }

  /** Runs what is pending now, without waiting for the debounce. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.kick();
    await this.whenIdle();
  }

  /** Resolves once nothing is pending or running (retries waiting for their backoff aside). */
  async whenIdle(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (this.afterChangeRunning) await this.afterChangeRunning;
    await this.manifestWritten();
  }

  /** Resolves when the manifest on disk matches the engine's. */
  async manifestWritten(): Promise<void> {
    while (this.manifestWrite) await this.manifestWrite;
  }

  /** Stops scheduling; a run in progress completes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.retryTimer);
    this.timer = undefined;
    this.retryTimer = undefined;
    if (this.running) await this.running;
    if (this.afterChangeRunning) await this.afterChangeRunning;
    await this.manifestWritten();
  }

  // ---------------------------------------------------------------------------
  // Scheduling: debounce with a maximum wait, one run at a time.
  // ---------------------------------------------------------------------------

  private schedule(): void {
    const now = Date.now();
    this.pending.since ??= now;
    if (this.running) return; // the run's end schedules what came meanwhile
    clearTimeout(this.timer);
    const waited = now - this.pending.since;
    const delay = Math.max(0, Math.min(this.options.debounceMs, this.options.maxWaitMs - waited));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.kick();
    }, delay);
  }

  private async kick(): Promise<void> {
    if (this.running) return;
    const { touched, changes, forced } = this.pending;
    if (changes === 0 && forced.size === 0) return;
    this.pending = newPending();
    const kind: RunKind = changes === 0 ? "retry" : "changes";
    try {
      await this.exclusive(() => inRunScope(() => this.runIncremental(kind, touched, forced, changes)));
      this.runFailures = 0;
    } catch (error) {
      // A run that failed as a whole (database down...): the same changes again, later.
      this.runFailures++;
      this.options.log(`Rebuild failed (attempt ${this.runFailures}): ${(error as Error).message}`);
      if (this.listenerCount("error") > 0) this.emit("error", error as Error);
      mergePending(this.pending, touched, forced, changes);
      this.pending.since = null;
      this.scheduleRetry();
    }
  }

  /** Runs `work` when no other run is in progress; the next pending run starts after it. */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (this.running) await this.running;
    let result!: T;
    const run = (async () => {
      result = await work();
    })();
    this.running = run.then(
      () => {},
      () => {},
    );
    try {
      await run;
      return result;
    } finally {
      this.running = null;
      if (!this.stopped && (this.pending.changes > 0 || this.pending.forced.size > 0)) this.schedule();
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const attempts = Math.max(1, this.runFailures, ...this.attempts.values());
    const delay = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (attempts - 1));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      for (const path of this.manifest.retry) if (this.attempts.has(path)) this.pending.forced.add(path);
      this.pending.since ??= Date.now();
      void this.kick();
    }, delay);
  }

  // ---------------------------------------------------------------------------
  // Runs
  // ---------------------------------------------------------------------------

  private async runFull(): Promise<RunReport> {
    const started = performance.now();
    const evaluator = new Evaluator(this.options.db, this.options.now());
    const paths = (await evaluator.listSitePages()).map((page) => page.path);
    const previous = this.manifest;
    this.manifest = new Manifest(this.options.buildId);
    const { rendered, written, failed } = await this.render(paths, { skipUnchanged: false, previous });
    const current = new Set(paths);
    const removed = [...previous.pages.keys()].filter((path) => !current.has(path)).sort();
    for (const path of removed) await unpublishFile(this.options.outDir, path);
    this.yearChecked = yearValue(this.options.now());
    const report = this.finish({
      kind: "full",
      changes: 0,
      contentChanged: true,
      rendered,
      written,
      removed,
      failed,
      ms: elapsed(started),
    });
    this.persist();
    return report;
  }

  private async runIncremental(kind: RunKind, touched: Touched, forced: Set<string>, changes: number): Promise<RunReport> {
    const started = performance.now();
    const manifest = this.manifest;
    const evaluator = new Evaluator(this.options.db, this.options.now());
    const retry = new Set([...forced, ...manifest.retry]);

    let checked: Set<string>;
    if (kind === "reconcile") {
      checked = new Set(manifest.groups());
    } else {
      checked = await groupsToCheck(touched, manifest, evaluator);
    }
    // Every page depends on the year: look at them all only when it is not the one they were checked against.
    const year = yearValue(this.options.now());
    if (kind !== "reconcile" && this.yearChecked === year) checked.delete(groups.year);
    // Retried and newly appearing pages need the current page list, as does any content change.
    const needPages = kind === "reconcile" || checked.has("site-pages") || retry.size > 0;
    const added: string[] = [];
    const removed: string[] = [];
    let current: Set<string> | null = null;
    if (needPages) {
      current = new Set((await evaluator.listSitePages()).map((page) => page.path));
      for (const path of current) if (!manifest.get(path)) added.push(path);
      for (const path of manifest.pages.keys()) if (!current.has(path)) removed.push(path);
      for (const path of manifest.retry) if (!current.has(path)) removed.push(path);
    }

    // The keys to compute: those of the checked groups, page by page.
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
    const wanted = new Set<string>();
    for (const list of candidates.values()) for (const key of list) wanted.add(key);
    const hashes = await evaluator.hashes(wanted);

    const toRender = new Set<string>(added);
    for (const [path, list] of candidates) {
      const deps = manifest.get(path)?.deps ?? {};
      if (list.some((key) => deps[key] !== hashes.get(key))) toRender.add(path);
    }
    for (const path of retry) if (!current || current.has(path)) toRender.add(path);

    const planned = performance.now();
    const { rendered, written, failed } = await this.render([...toRender].sort(), { skipUnchanged: true, previous: manifest });
    const gone = [...new Set(removed)].sort();
    for (const path of gone) {
      await unpublishFile(this.options.outDir, path);
      manifest.delete(path);
      manifest.retry.delete(path);
      this.attempts.delete(path);
    }
    if (checked.has(groups.year) && failed.length === 0) this.yearChecked = year;
    const phases = { planMs: elapsed(started, planned), renderMs: elapsed(planned) };
    // Retried pages failed in an earlier run, whatever changed then: they count as content.
    const contentChanged = kind !== "changes" || touched.content || retry.size > 0;
    const report = this.finish({
      kind,
      changes,
      contentChanged,
      rendered,
      written,
      removed: gone,
      failed,
      ms: elapsed(started),
      phases,
    });
    if (rendered.length > 0 || gone.length > 0 || failed.length > 0 || !(await exists(this.options.manifestFile))) this.persist();
    return report;
  }

  /** Writes the manifest soon, once for any number of runs meanwhile. */
  private persist(): void {
    this.manifestDirty = true;
    if (this.manifestWrite) return;
    this.manifestWrite = (async () => {
      while (this.manifestDirty) {
        this.manifestDirty = false;
        try {
          await writeManifest(this.options.manifestFile, this.manifest);
        } catch (error) {
          this.options.log(`Could not write ${this.options.manifestFile}: ${(error as Error).message}`);
        }
      }
    })().finally(() => {
      this.manifestWrite = null;
    });
  }

  /** Renders paths with dependency collection, publishes changed HTML, updates the manifest. */
  private async render(
    paths: readonly string[],
    { skipUnchanged, previous }: { skipUnchanged: boolean; previous: Manifest },
  ): Promise<{ rendered: string[]; written: string[]; failed: RunReport["failed"] }> {
    const results = new Map<string, { hash: string; deps: Record<string, string> }>();
    const written: string[] = [];
    const year = yearValue(this.options.now());
    const render: Renderer = async (path) => {
      const { result, dependencies } = await collectDependencies(async () => {
        // Every page prints the year in its footer.
        recordDependency(keys.year(), year);
        return this.options.render(path);
      });
      results.set(path, { hash: hashBody(result.body), deps: Object.fromEntries(dependencies) });
      return result;
    };
    const report = await renderAndPublish(paths, {
      outDir: this.options.outDir,
      render,
      concurrency: this.options.concurrency,
      unchanged: (path) => {
        const same = skipUnchanged && previous.get(path)?.hash === results.get(path)?.hash;
        if (!same) written.push(path);
        return same;
      },
    });
    const failedPaths = new Set(report.failed.map((failure) => failure.path));
    const rendered: string[] = [];
    for (const path of paths) {
      if (failedPaths.has(path)) continue;
      const result = results.get(path);
      if (!result) continue;
      rendered.push(path);
      this.manifest.set(path, result);
      this.manifest.retry.delete(path);
      this.attempts.delete(path);
    }
    for (const failure of report.failed) {
      const attempts = (this.attempts.get(failure.path) ?? 0) + 1;
      this.manifest.retry.add(failure.path);
      this.options.log(`Failed to render ${failure.path} (attempt ${attempts}): ${failure.error}`);
      if (attempts >= this.options.retryAttempts) {
        this.options.log(`No more timed retries for ${failure.path}: the next run (any content change) or build tries it again.`);
        this.attempts.delete(failure.path);
      } else {
        this.attempts.set(failure.path, attempts);
      }
    }
    if (this.attempts.size > 0) this.scheduleRetry();
    return { rendered, written: written.filter((path) => !failedPaths.has(path)).sort(), failed: report.failed };
  }

  private finish(report: RunReport): RunReport {
    this.emit("run", report);
    // A full build's caller does the follow-up work itself, once; counters alone need none.
    const changedSite = report.written.length > 0 || report.removed.length > 0;
    if (report.kind !== "full" && report.contentChanged && changedSite) this.runAfterChange(report);
    return report;
  }

  /** The follow-up work of a change (search index): one at a time, the last request wins. */
  private runAfterChange(report: RunReport): void {
    const afterChange = this.options.afterChange;
    if (!afterChange) return;
    if (this.afterChangeRunning) {
      this.afterChangeAgain = report;
      return;
    }
    this.afterChangeRunning = (async () => {
      let next: RunReport | null = report;
      while (next) {
        this.afterChangeAgain = null;
        try {
          await afterChange(next);
        } catch (error) {
          this.options.log(`After-rebuild task failed: ${(error as Error).message}`);
        }
        next = this.afterChangeAgain;
      }
    })().finally(() => {
      this.afterChangeRunning = null;
    });
  }
}

function newPending(): Pending {
  return { touched: emptyTouched(), changes: 0, forced: new Set(), since: null };
}

function mergePending(pending: Pending, touched: Touched, forced: Set<string>, changes: number): void {
  mergeTouched(pending.touched, touched);
  for (const path of forced) pending.forced.add(path);
  pending.changes += changes;
}

export function hashBody(body: string): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
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
