/**
 * When rebuild runs happen, apart from what they do.
 *
 * - Work is added to a pending batch; a run starts `debounceMs` after the
 *   last addition, or `maxWaitMs` after the first of a burst.
 * - Runs never overlap (single flight): what arrives during a run waits for
 *   it, and makes the next run.
 * - A run that fails as a whole goes back into the pending batch and is
 *   tried again later; pages whose render failed are handed back for a run
 *   of their own. Both wait a capped exponential backoff.
 *
 * The batch is opaque: the caller says how to make, test and merge one.
 */
export type SchedulerTiming = {
  debounceMs: number;
  maxWaitMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Timed retries a failing page gets; after that it waits for a run that comes anyway. */
  retryAttempts: number;
};

export type SchedulerHooks<Batch> = {
  emptyBatch: () => Batch;
  isEmpty: (batch: Batch) => boolean;
  /** Folds a failed run's batch into what arrived meanwhile. */
  merge: (into: Batch, from: Batch) => void;
  /** One run: the batch, and the failed pages whose retry came due. */
  run: (batch: Batch, retried: ReadonlySet<string>) => Promise<void>;
  /** A run failed as a whole (`attempt` failures in a row); it is retried after a backoff. */
  runFailed: (error: Error, attempt: number) => void;
  /** Whether a page whose timed retry came due still needs it (a full build may have replaced what failed). */
  stillFailing: (page: string) => boolean;
};

type Pending<Batch> = { batch: Batch; retried: Set<string>; since: number | null };

/** The delay before retry number `attempt` (1, 2...): base, twice that, and so on up to max. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** (Math.max(1, attempt) - 1));
}

export class Scheduler<Batch> {
  /** Read at each use: the owner may tune the timing of a live scheduler. */
  private readonly timing: SchedulerTiming;
  private readonly hooks: SchedulerHooks<Batch>;
  private pending: Pending<Batch>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private runFailures = 0;
  /** Failed pages with timed retries left, and how many times each failed. */
  private readonly pageAttempts = new Map<string, number>();
  private stopped = false;

  constructor(timing: SchedulerTiming, hooks: SchedulerHooks<Batch>) {
    this.timing = timing;
    this.hooks = hooks;
    this.pending = this.newPending();
  }

  /** Lets `update` add to the pending batch; when it says it did, a run is scheduled. Ignored once stopped. */
  add(update: (pending: Batch) => boolean): void {
    if (this.stopped) return;
    if (update(this.pending.batch)) this.schedule();
  }

  /** Runs `work` when no other run is in progress; the next pending run starts after it. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
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
      if (!this.stopped && this.hasPending()) this.schedule();
    }
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
  }

  /** Stops scheduling: no timer starts a run any more, additions are ignored; a run in progress completes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.retryTimer);
    this.timer = undefined;
    this.retryTimer = undefined;
    if (this.running) await this.running;
  }

  /**
   * Records pages whose render failed and schedules their retry. `gaveUp`:
   * the page used its last timed retry, only a later run will try it again.
   */
  pagesFailed(pages: readonly string[]): { page: string; attempt: number; gaveUp: boolean }[] {
    const results = pages.map((page) => {
      const attempt = (this.pageAttempts.get(page) ?? 0) + 1;
      const gaveUp = attempt >= this.timing.retryAttempts;
      if (gaveUp) this.pageAttempts.delete(page);
      else this.pageAttempts.set(page, attempt);
      return { page, attempt, gaveUp };
    });
    if (this.pageAttempts.size > 0) this.scheduleRetry();
    return results;
  }

  /** A page rendered, or left the site: it needs no more retries. */
  pageSettled(page: string): void {
    this.pageAttempts.delete(page);
  }

  private newPending(): Pending<Batch> {
    return { batch: this.hooks.emptyBatch(), retried: new Set(), since: null };
  }

  private hasPending(): boolean {
    return !this.hooks.isEmpty(this.pending.batch) || this.pending.retried.size > 0;
  }

  private schedule(): void {
    const now = Date.now();
    this.pending.since ??= now;
    if (this.running) return; // the run's end schedules what came meanwhile
    clearTimeout(this.timer);
    const waited = now - this.pending.since;
    const delay = Math.max(0, Math.min(this.timing.debounceMs, this.timing.maxWaitMs - waited));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.kick();
    }, delay);
  }

  private async kick(): Promise<void> {
    if (this.running || !this.hasPending()) return;
    const { batch, retried } = this.pending;
    this.pending = this.newPending();
    try {
      await this.exclusive(() => this.hooks.run(batch, retried));
      this.runFailures = 0;
    } catch (error) {
      // A run that failed as a whole (database down...): the same work again, later.
      this.runFailures++;
      this.hooks.runFailed(error as Error, this.runFailures);
      this.hooks.merge(this.pending.batch, batch);
      for (const page of retried) this.pending.retried.add(page);
      this.pending.since = null;
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const attempt = Math.max(1, this.runFailures, ...this.pageAttempts.values());
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        for (const page of this.pageAttempts.keys()) if (this.hooks.stillFailing(page)) this.pending.retried.add(page);
        this.pending.since ??= Date.now();
        void this.kick();
      },
      backoffDelay(attempt, this.timing.retryBaseMs, this.timing.retryMaxMs),
    );
  }
}

/**
 * Work done one at a time where only the latest request matters (the
 * follow-up of a change, writing the manifest): requests arriving while it
 * runs make one more run, with the last of them.
 */
export class CoalescedTask<T> {
  private readonly work: (value: T) => Promise<unknown>;
  private readonly failed: (error: Error) => void;
  private running: Promise<void> | null = null;
  private next: { value: T } | null = null;

  /** `failed` hears of a run that threw; the task goes on with the next request. */
  constructor(work: (value: T) => Promise<unknown>, failed: (error: Error) => void) {
    this.work = work;
    this.failed = failed;
  }

  request(value: T): void {
    this.next = { value };
    if (this.running) return;
    this.running = (async () => {
      while (this.next) {
        const { value } = this.next;
        this.next = null;
        try {
          await this.work(value);
        } catch (error) {
          this.failed(error as Error);
        }
      }
    })().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once no run is in progress or requested. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
