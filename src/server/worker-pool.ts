import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A small pool of worker threads running named tasks of one module, each job
 * with a time limit. Image decoding (images/upload.ts) and article rendering
 * (markdown.ts) run here: a slow or hostile input then neither blocks the
 * server's event loop nor holds it, because a job over its limit is stopped
 * with worker.terminate() and its worker replaced. Workers are reused,
 * started on first use, and hold the process only while they have a job:
 * an idle pool never keeps a process alive, and a script awaiting a job is
 * not ended while the worker loads. A job's clock starts when its worker is
 * ready: loading a worker's modules on a busy machine is not the job's time.
 *
 * Where the worker file is missing or cannot start (a bundle that left it
 * out), jobs run in-process with the time limit as a race: the answer still
 * comes in time, but the abandoned job runs to its end.
 */
export type Tasks = Record<string, (...args: never[]) => Promise<unknown>>;

/** What crosses the thread boundary of an error (structured clone keeps no class). */
export type SerializedError = { name: string; message: string; kind?: string };

type PoolOptions<T extends Tasks> = {
  /** The worker module: it calls serveTasks() with the same tasks. */
  url: URL;
  /** The tasks themselves, for the in-process fallback. */
  tasks: T;
  size: number;
  timeoutMs: number;
  /** The error a job over its time limit rejects with. */
  timeoutError: () => Error;
  /** Rebuilds an error thrown in the worker (a DomainError stays one). */
  reviveError: (error: SerializedError) => Error;
};

type Job = {
  task: string;
  args: unknown[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

type Slot = { worker: Worker; ready: boolean; job: (Job & { id: number; timer: NodeJS.Timeout | null }) | null };

export class WorkerPool<T extends Tasks> {
  private readonly options: PoolOptions<T>;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private inProcess: boolean;

  constructor(options: PoolOptions<T>) {
    this.options = options;
    this.inProcess = !fs.existsSync(fileURLToPath(options.url));
  }

  /** Runs `task` in a worker; rejects with timeoutError() when it takes longer than `timeoutMs`. */
  run<K extends keyof T & string>(
    task: K,
    args: Parameters<T[K]>,
    { timeoutMs = this.options.timeoutMs }: { timeoutMs?: number } = {},
  ): Promise<Awaited<ReturnType<T[K]>>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, args, timeoutMs, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Stops every worker (a running job is rejected as timed out). */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      if (slot.job) {
        if (slot.job.timer) clearTimeout(slot.job.timer);
        slot.job.reject(this.options.timeoutError());
      }
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** How many worker threads are alive (for tests). */
  get threads(): number {
    return this.slots.size;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      if (this.inProcess) {
        this.runInProcess(this.queue.shift() as Job);
        continue;
      }
      const slot = [...this.slots].find((candidate) => candidate.job === null) ?? this.spawn();
      if (!slot) return;
      this.dispatch(slot, this.queue.shift() as Job);
    }
  }

  private spawn(): Slot | null {
    if (this.slots.size >= this.options.size) return null;
    const worker = new Worker(this.options.url);
    const slot: Slot = { worker, ready: false, job: null };
    this.slots.add(slot);
    worker.on("message", (message: Reply | "ready") => {
      if (message !== "ready") this.settle(slot, message);
      else {
        slot.ready = true;
        if (slot.job) this.startClock(slot, slot.job);
      }
    });
    worker.on("error", (error) => this.lose(slot, error));
    worker.on("exit", () => this.lose(slot, new Error("worker exited")));
    // After the listeners: adding a message listener refs the worker again.
    worker.unref();
    return slot;
  }

  private dispatch(slot: Slot, job: Job): void {
    const id = this.nextId++;
    slot.job = { ...job, id, timer: null };
    slot.worker.ref();
    // Posted at once: a worker still loading gets it when it listens.
    slot.worker.postMessage({ id, task: job.task, args: job.args });
    if (slot.ready) this.startClock(slot, slot.job);
  }

  private startClock(slot: Slot, job: NonNullable<Slot["job"]>): void {
    job.timer = setTimeout(() => {
      this.slots.delete(slot);
      slot.job = null;
      void slot.worker.terminate();
      job.reject(this.options.timeoutError());
      this.pump();
    }, job.timeoutMs);
  }

  private settle(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    if (job.timer) clearTimeout(job.timer);
    slot.job = null;
    slot.worker.unref();
    if (reply.ok) job.resolve(reply.value);
    else job.reject(this.options.reviveError(reply.error));
    this.pump();
  }

  /** A worker that crashed or could not start: its job fails, or runs in-process if no worker ever started. */
  private lose(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    if (job?.timer) clearTimeout(job.timer);
    if (!slot.ready) {
      console.warn(`A worker thread could not start (${error.message}).`);
      this.inProcess = true;
      if (job) this.queue.unshift(job);
    } else if (job) {
      job.reject(error);
    }
    this.pump();
  }

  private warnedInProcess = false;

  private runInProcess(job: Job): void {
    if (!this.warnedInProcess) {
      this.warnedInProcess = true;
      console.warn(`No worker thread for ${this.options.url.pathname}: running its jobs in-process.`);
    }
    const task = this.options.tasks[job.task] as (...args: unknown[]) => Promise<unknown>;
    const timer = setTimeout(() => job.reject(this.options.timeoutError()), job.timeoutMs);
    task(...job.args).then(
      (value) => {
        clearTimeout(timer);
        job.resolve(value);
      },
      (error: Error) => {
        clearTimeout(timer);
        job.reject(error);
      },
    );
  }
}

/** The worker side: answers each job with its task's result or error. */
export function serveTasks(port: import("node:worker_threads").MessagePort, tasks: Tasks): void {
  port.on("message", async ({ id, task, args }: { id: number; task: string; args: never[] }) => {
    try {
      const run = tasks[task];
      if (!run) throw new Error(`unknown task ${task}`);
      port.postMessage({ id, ok: true, value: await run(...args) });
    } catch (caught) {
      const error = caught as Error & { kind?: unknown };
      const serialized: SerializedError = { name: error.name, message: error.message };
      if (typeof error.kind === "string") serialized.kind = error.kind;
      port.postMessage({ id, ok: false, error: serialized });
    }
  });
  port.postMessage("ready");
}
