import { AI_JOBS } from "#src/lib/admin-contracts/messages.ts";
import type { AiJobView } from "#src/lib/admin-contracts/responses.ts";
import { ApiError, request } from "./api.ts";

type Signal = AbortSignal | undefined;

/** How long the screen waits for a job: a little beyond the longest it may run on the server (16 minutes). */
const WAIT_LIMIT_MS = 17 * 60_000;

function pause(ms: number, signal: Signal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Follows an AI job (src/server/ai-jobs/jobs.ts) to its end: its result,
 * or the ApiError its failure stands for, as the synchronous call would have
 * answered. Polls every second, then every 2 s after the first 10.
 */
export async function waitForAiJob<T>(started: AiJobView, signal?: Signal): Promise<T> {
  const since = Date.now();
  let job = started;
  for (;;) {
    if (job.status === "done") return job.result as T;
    if (job.status === "failed") throw new ApiError(job.error.status, job.error.message);
    const waited = Date.now() - since;
    if (waited > WAIT_LIMIT_MS) throw new ApiError(504, AI_JOBS.timedOut);
    await pause(waited < 10_000 ? 1_000 : 2_000, signal);
    job = await request<AiJobView>(`/api/admin/ai-jobs/${encodeURIComponent(job.id)}`, { signal });
  }
}
