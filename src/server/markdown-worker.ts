import { parentPort } from "node:worker_threads";
import { MARKDOWN_TASKS, renderMarkdown } from "./markdown.ts";
import { serveTasks } from "./worker-pool.ts";

/**
 * The worker thread of article rendering (markdown.ts): marked and
 * DOMPurify over jsdom, off the server's event loop and stopped when over
 * budget. Loaded from source by vitest and `astro dev`, and as
 * dist/server/markdown-worker.mjs from the server bundle (astro.config.mjs
 * emits it). jsdom is loaded before the worker says it is ready: a job's
 * time budget starts then (worker-pool.ts), and must measure the article,
 * not the worker's start.
 */
if (parentPort) {
  await renderMarkdown("");
  serveTasks(parentPort, MARKDOWN_TASKS);
}
