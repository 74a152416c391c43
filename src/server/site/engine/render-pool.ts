import { MessageChannel, Worker } from "node:worker_threads";
import { serveQueries } from "#src/server/db/remote.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { RecordedPage } from "./record-page.ts";

/**
 * Renders pages on worker threads, one per core the machine gives, each
 * with its own copy of the server bundle (render-worker.ts): a full build,
 * or a category rename that moves thousands of pages, uses the machine
 * instead of one core. The main thread keeps the database (the workers'
 * queries come to it: the embedded PGlite has one opener), the manifest and
 * the publishing of files. A pool serves one run: the lists its workers
 * read once (categories, a category's drawings) are that run's.
 */
export type WorkerInit = { serverDir: string; projectDir: string; dbPort: MessagePort };
export type BatchMessage = {
  /** The run's clock (the footer's year), as an ISO string. */
  now: string;
  pages: { path: string; drawingId?: string | undefined }[];
  concurrency: number;
};
export type WorkerReply =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | ({ type: "page"; path: string } & (RecordedPage | { error: string }));

type MessagePort = import("node:worker_threads").MessagePort;

/** Each worker's old generation, in MB: its run's lists and cache of drawings take tens at 100,000 drawings. */
const WORKER_HEAP_MB = 512;
type Waiting = { resolve: (page: RecordedPage) => void; reject: (error: Error) => void };

class RenderThread {
  readonly worker: Worker;
  readonly waiting = new Map<string, Waiting>();
  private readonly stopServing: () => void;
  readonly ready: Promise<void>;

  constructor(db: Executor, { serverDir, projectDir }: { serverDir: string; projectDir: string }) {
    const channel = new MessageChannel();
    this.stopServing = serveQueries(db, channel.port1);
    this.worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: { serverDir, projectDir, dbPort: channel.port2 } satisfies WorkerInit,
      transferList: [channel.port2],
      // A worker keeps little between pages (its run's lists, a cache of drawings): a bounded heap makes V8
      // collect as it goes instead of growing towards the machine's default limit, gigabytes on a large machine.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on("message", (reply: WorkerReply) => {
        if (reply.type === "ready") resolve();
        else if (reply.type === "failed") {
          reject(new Error(reply.error));
          this.failAll(reply.error);
        } else {
          const waiting = this.waiting.get(reply.path);
          this.waiting.delete(reply.path);
          if ("error" in reply) waiting?.reject(new Error(reply.error));
          else waiting?.resolve(reply);
        }
      });
      this.worker.on("error", (error) => {
        reject(error);
        this.failAll(error.message);
      });
      this.worker.on("exit", (code) => {
        reject(new Error(`render worker exited (${code})`));
        this.failAll(`render worker exited (${code})`);
      });
    });
    // A worker that fails before anyone waits must not be an unhandled rejection.
    this.ready.catch(() => {});
    channel.port1.unref();
  }

  send(message: BatchMessage): Map<string, Promise<RecordedPage>> {
    const pages = new Map<string, Promise<RecordedPage>>();
    for (const { path } of message.pages) {
      const page = new Promise<RecordedPage>((resolve, reject) => this.waiting.set(path, { resolve, reject }));
      // Awaited by whoever publishes it; a run that stops early must not leave an unhandled rejection.
      page.catch(() => {});
      pages.set(path, page);
    }
    this.worker.postMessage(message);
    return pages;
  }

  private failAll(error: string): void {
    for (const waiting of this.waiting.values()) waiting.reject(new Error(error));
    this.waiting.clear();
  }

  async close(): Promise<void> {
    this.stopServing();
    await this.worker.terminate();
  }
}

export class RenderPool {
  private readonly threads: RenderThread[];

  private constructor(threads: RenderThread[]) {
    this.threads = threads;
  }

  /** Starts `size` workers and waits until each has loaded the bundle; rejects (stopping them) if one cannot. */
  static async start(options: { size: number; db: Executor; serverDir: string; projectDir?: string }): Promise<RenderPool> {
    const projectDir = options.projectDir ?? process.cwd();
    const threads = Array.from(
      { length: options.size },
      () => new RenderThread(options.db, { serverDir: options.serverDir, projectDir }),
    );
    try {
      await Promise.all(threads.map((thread) => thread.ready));
    } catch (error) {
      await Promise.all(threads.map((thread) => thread.close()));
      throw error;
    }
    return new RenderPool(threads);
  }

  get size(): number {
    return this.threads.length;
  }

  /**
   * Sends the pages to the workers, a contiguous share each (neighbouring
   * pages share their category's lists), and returns each page's render to come.
   */
  render(
    pages: { path: string; drawingId?: string | undefined }[],
    { now, concurrency }: { now: Date; concurrency: number },
  ): Map<string, Promise<RecordedPage>> {
    const all = new Map<string, Promise<RecordedPage>>();
    const share = Math.ceil(pages.length / this.threads.length);
    this.threads.forEach((thread, index) => {
      const slice = pages.slice(index * share, (index + 1) * share);
      if (slice.length === 0) return;
      const sent = thread.send({ now: now.toISOString(), pages: slice, concurrency });
      for (const [path, page] of sent) all.set(path, page);
    });
    return all;
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
