import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { mapLimit } from "#src/lib/concurrency.ts";
import { remoteDatabase } from "#src/server/db/remote.ts";
import { processSingleton } from "#src/server/process-singleton.ts";
import type { Renderer } from "../build.ts";
import { newRunScope, withRunScope } from "../dependencies.ts";
import { loadReactProductionBuild } from "../react-production.ts";
import { PageSource, runLists } from "../source.ts";
import { renderRecorded } from "./record-page.ts";
import type { BatchMessage, WorkerInit, WorkerReply } from "./render-pool.ts";

/**
 * One thread of the parallel page renderer (render-pool.ts): it loads the
 * server bundle, borrows the process's database from the main thread (its
 * queries travel over `dbPort`, see ../../db/remote.ts), and renders the
 * batches of pages it is sent, each with the dependencies it recorded,
 * exactly as the engine renders a page in its own thread.
 */
const { serverDir, projectDir, dbPort } = workerData as WorkerInit;
const port = parentPort as MessagePort;

const database = remoteDatabase(dbPort);
// The bundle's getDb() (and ours) answer with it: src/server/db/index.ts.
processSingleton<{ handle?: Promise<unknown> }>("database", () => ({})).handle = Promise.resolve(database);

let render: Renderer;
// A worker serves one run (render-pool.ts): the lists it reads once (categories, a category's drawings) serve all its batches.
const scope = newRunScope();

async function renderBatch({ now, pages, concurrency }: BatchMessage): Promise<void> {
  await withRunScope(scope, async () => {
    const source = new PageSource(database.db, { lists: await runLists() });
    await source.prefetchDrawings(pages.map((page) => page.drawingId).filter((id) => id !== undefined));
    const clock = new PageSource(database.db, { now: new Date(now) });
    await mapLimit(pages, concurrency, async ({ path }) => {
      let reply: WorkerReply;
      try {
        reply = { type: "page", path, ...(await renderRecorded(render, clock, path)) };
      } catch (error) {
        reply = { type: "page", path, error: (error as Error).message };
      }
      port.postMessage(reply);
    });
  });
}

try {
  await loadReactProductionBuild(serverDir, projectDir);
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  const entry = pathToFileURL(nodePath.join(serverDir, "render-entry.mjs")).href;
  render = ((await import(entry)) as { renderPath: Renderer }).renderPath;
  port.on("message", (message: BatchMessage) => {
    renderBatch(message).catch((error: Error) =>
      port.postMessage({ type: "failed", error: error.message } satisfies WorkerReply),
    );
  });
  port.postMessage({ type: "ready" } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ type: "failed", error: (error as Error).message } satisfies WorkerReply);
}
