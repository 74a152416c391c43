import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, CoalescedTask, Scheduler, type SchedulerTiming } from "#src/server/site/engine/scheduler.ts";

/** A promise to settle from the outside. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

type Run = { items: string[]; retried: string[]; startedAt: number };

/**
 * A scheduler over lists of strings on fake timers. Runs finish at once
 * unless `work` says otherwise; every run, failed or not, is recorded.
 */
function createScheduler(
  timing: Partial<SchedulerTiming> = {},
  {
    work = async () => {},
    stillFailing = () => true,
  }: { work?: (run: Run) => Promise<void>; stillFailing?: (page: string) => boolean } = {},
) {
  const runs: Run[] = [];
  const failures: { message: string; attempt: number }[] = [];
  let active = 0;
  let mostActive = 0;
  const scheduler = new Scheduler<string[]>(
    { debounceMs: 50, maxWaitMs: 500, retryBaseMs: 100, retryMaxMs: 1_000, retryAttempts: 3, ...timing },
    {
      emptyBatch: () => [],
      isEmpty: (batch) => batch.length === 0,
      merge: (into, from) => {
        into.push(...from);
      },
      run: async (items, retried) => {
        const run = { items, retried: [...retried].sort(), startedAt: Date.now() };
        runs.push(run);
        mostActive = Math.max(mostActive, ++active);
        try {
          await work(run);
        } finally {
          active--;
        }
      },
      runFailed: (error, attempt) => failures.push({ message: error.message, attempt }),
      stillFailing,
    },
  );
  const add = (item: string) =>
    scheduler.add((batch) => {
      batch.push(item);
      return true;
    });
  return { scheduler, add, runs, failures, mostActive: () => mostActive };
}

describe("Scheduler", () => {
  let start: number;

  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (run: Run | undefined) => (run?.startedAt ?? Number.NaN) - start;

  it("coalesces a burst into one run, debounceMs after its last addition", async () => {
    const { add, runs } = createScheduler();
    add("a");
    await vi.advanceTimersByTimeAsync(30);
    add("b");
    await vi.advanceTimersByTimeAsync(30);
    add("c");
    await vi.advanceTimersByTimeAsync(49);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((run) => run.items)).toEqual([["a", "b", "c"]]);
    expect(at(runs[0])).toBe(110);
  });

  it("ignores an addition that says it added nothing", async () => {
    const { scheduler, runs } = createScheduler();
    scheduler.add(() => false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(0);
  });

  it("starts a run maxWaitMs after the first addition of a continuous burst", async () => {
    const { add, runs } = createScheduler({ debounceMs: 50, maxWaitMs: 150 });
    // An addition every 20 ms never lets the 50 ms debounce expire; each item is named by when it was added.
    for (let i = 0; i < 20; i++) {
      add(String(Date.now() - start));
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(at(runs[0])).toBe(150);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.flatMap((run) => run.items)).toHaveLength(20);
    // No item waits more than maxWaitMs: each run starts at most 150 ms after the first item it covers.
    for (const run of runs) expect(at(run) - Math.min(...run.items.map(Number))).toBeLessThanOrEqual(150);
  });

  it("never overlaps runs: what arrives during a run makes exactly one more run, after it", async () => {
    const first = deferred();
    const { add, runs, mostActive } = createScheduler(
      {},
      { work: (run) => (run.items.includes("a") ? first.promise : Promise.resolve()) },
    );
    add("a");
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toHaveLength(1);
    add("b");
    await vi.advanceTimersByTimeAsync(200);
    add("c");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
    first.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.map((run) => run.items)).toEqual([["a"], ["b", "c"]]);
    expect(mostActive()).toBe(1);
  });

  it("runs exclusive work between scheduled runs, never beside them", async () => {
    const first = deferred();
    const events: string[] = [];
    const { scheduler, add, mostActive } = createScheduler(
      {},
      {
        work: async () => {
          await first.promise;
          events.push("run ended");
        },
      },
    );
    add("a");
    await vi.advanceTimersByTimeAsync(50);
    const exclusive = scheduler.exclusive(async () => {
      events.push("exclusive work");
      return 42;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual([]);
    first.resolve();
    expect(await exclusive).toBe(42);
    expect(events).toEqual(["run ended", "exclusive work"]);
    expect(mostActive()).toBe(1);
  });

  it("retries a failed run with capped exponential backoff, merging what arrived meanwhile", async () => {
    let failuresLeft = 4;
    const { add, runs, failures } = createScheduler(
      { retryBaseMs: 100, retryMaxMs: 300 },
      {
        work: async () => {
          if (failuresLeft-- > 0) throw new Error("database down");
        },
      },
    );
    add("a");
    await vi.advanceTimersByTimeAsync(50); // run 1 (50) fails: retry in 100
    await vi.advanceTimersByTimeAsync(100); // run 2 (150) fails: retry in 200, at 350
    // A new addition does not wait for the backoff: its debounced run (200) takes the failed work along, and fails.
    add("b");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failures.map((failure) => failure.attempt)).toEqual([1, 2, 3, 4]);
    expect(runs.map((run) => [at(run), run.items])).toEqual([
      [50, ["a"]],
      [150, ["a"]],
      [200, ["a", "b"]],
      // The retry armed at 150, then the fourth attempt's delay: 100 × 2³ capped at 300.
      [350, ["a", "b"]],
      [650, ["a", "b"]],
    ]);
  });

  it("retries failed pages with backoff until they render or run out of attempts", async () => {
    const { scheduler, runs } = createScheduler({ retryBaseMs: 100, retryMaxMs: 1_000, retryAttempts: 3 });
    expect(scheduler.pagesFailed(["/x", "/y"])).toEqual([
      { page: "/x", attempt: 1, gaveUp: false },
      { page: "/y", attempt: 1, gaveUp: false },
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.map((run) => [at(run), run.items, run.retried])).toEqual([[100, [], ["/x", "/y"]]]);

    // "/y" renders; "/x" fails again, and again: then no more timed retries.
    scheduler.pageSettled("/y");
    expect(scheduler.pagesFailed(["/x"])).toEqual([{ page: "/x", attempt: 2, gaveUp: false }]);
    await vi.advanceTimersByTimeAsync(200);
    expect(runs.at(-1)?.retried).toEqual(["/x"]);
    expect(at(runs.at(-1))).toBe(300);
    expect(scheduler.pagesFailed(["/x"])).toEqual([{ page: "/x", attempt: 3, gaveUp: true }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(2);
  });

  it("does not retry a page that no longer failed when its retry comes due", async () => {
    const failing = new Set(["/x", "/y"]);
    const { scheduler, runs } = createScheduler({}, { stillFailing: (page) => failing.has(page) });
    scheduler.pagesFailed(["/x", "/y"]);
    failing.delete("/y");
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.map((run) => run.retried)).toEqual([["/x"]]);
    failing.clear();
    scheduler.pagesFailed(["/x"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
  });

  it("stop cancels pending work and retries, ignores later additions, and lets a run in progress finish", async () => {
    const { scheduler, add, runs } = createScheduler();
    add("a");
    scheduler.pagesFailed(["/x"]);
    await scheduler.stop();
    add("b");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(0);

    const busy = deferred();
    const second = createScheduler({}, { work: () => busy.promise });
    second.add("a");
    await vi.advanceTimersByTimeAsync(50);
    let stopped = false;
    const stopping = second.scheduler.stop().then(() => {
      stopped = true;
    });
    second.add("b");
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    busy.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.runs.map((run) => run.items)).toEqual([["a"]]);
  });

  it("flush runs what is pending without waiting for the debounce; whenIdle waits for it", async () => {
    const { scheduler, add, runs } = createScheduler({ debounceMs: 1_000, maxWaitMs: 5_000 });
    add("a");
    await scheduler.flush();
    expect(runs.map((run) => [at(run), run.items])).toEqual([[0, ["a"]]]);

    add("b");
    let idle = false;
    const waiting = scheduler.whenIdle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await waiting;
    expect(runs.map((run) => run.items)).toEqual([["a"], ["b"]]);
  });
});

describe("backoffDelay", () => {
  it("doubles from the base and stops at the maximum", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, 1_000, 10_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(backoffDelay(0, 1_000, 10_000)).toBe(1_000);
  });
});

describe("CoalescedTask", () => {
  it("runs one at a time; requests made meanwhile make one more run, with the last of them", async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    const seen: number[] = [];
    const task = new CoalescedTask<number>(
      (value) => {
        seen.push(value);
        const gate = deferred();
        gates.push(gate);
        return gate.promise;
      },
      () => {},
    );
    task.request(1);
    task.request(2);
    task.request(3);
    expect(seen).toEqual([1]);
    gates[0]?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([1, 3]);
    gates[1]?.resolve();
    await task.settled();
    expect(seen).toEqual([1, 3]);
  });

  it("reports a failed run and goes on with the next request", async () => {
    const errors: string[] = [];
    const seen: string[] = [];
    const task = new CoalescedTask<string>(
      async (value) => {
        seen.push(value);
        if (value === "bad") throw new Error("disk full");
      },
      (error) => errors.push(error.message),
    );
    task.request("bad");
    task.request("good");
    await task.settled();
    expect(seen).toEqual(["bad", "good"]);
    expect(errors).toEqual(["disk full"]);
    task.request("again");
    await task.settled();
    expect(seen).toEqual(["bad", "good", "again"]);
  });
});
