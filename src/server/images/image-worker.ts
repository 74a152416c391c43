import { parentPort } from "node:worker_threads";
import { serveTasks } from "../worker-pool.ts";
import { IMAGE_TASKS } from "./upload.ts";

/**
 * The worker thread of the image pool (upload.ts): the checks and the sharp
 * work of an upload, off the server's event loop. Loaded from source by
 * vitest and `astro dev`, and as dist/server/image-worker.mjs from the
 * server bundle (astro.config.mjs emits it).
 */
if (parentPort) serveTasks(parentPort, IMAGE_TASKS);
