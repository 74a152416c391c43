import type { AutoPublishSchedule, PublishResult } from "#src/lib/admin-contracts/responses.ts";
import type { AiDeps } from "#src/server/ai/reformulate.ts";
import type { AppConfig } from "#src/server/config.ts";
import {
  claimDueAutoPublishRun,
  finishAutoPublishRun,
  getAutoPublishState,
  setNextAutoPublishRun,
} from "#src/server/repositories/pending-drawings.ts";
import { publishNextDrawing, retryDelayMs } from "./publish.ts";

/**
 * Scheduled publishing (AUTO_PUBLISH_EVERY): one pending file every
 * interval, so the catalogue grows by itself. The due time lives in the
 * database (auto_publish_state), so it survives restarts and is shared by
 * every process that may run it: `npm start`'s timer (startAutoPublisher)
 * and, on Netlify, a scheduled function that calls GET
 * /api/publish-drawing?due=1 (netlify/functions/auto-publish.mts). Whoever
 * finds the run due takes it atomically; the others do nothing. A failed run
 * comes back sooner than a whole interval, after 1, 2, 4... minutes (never
 * later than the interval), so a provider outage is retried without a storm.
 */
export type ScheduleDeps = AiDeps & { autoPublish: AppConfig["autoPublish"] };

export type DueRun =
  | { ran: false; nextRunAt: Date | null }
  | { ran: true; nextRunAt: Date | null; result: PublishResult | null; error: string | null };

/** What the admin screen shows about the schedule. */
export async function scheduleOf({ db, autoPublish }: Pick<ScheduleDeps, "db" | "autoPublish">): Promise<AutoPublishSchedule> {
  if (!autoPublish) return { every: null, nextRunAt: null, lastRunAt: null };
  const state = await getAutoPublishState(db);
  return {
    every: autoPublish.every,
    nextRunAt: state.nextRunAt?.toISOString() ?? null,
    lastRunAt: state.lastRunAt?.toISOString() ?? null,
  };
}

/**
 * Makes sure a run is planned and not further away than one interval (the
 * interval may have been shortened since it was planned): when the
 * schedule starts, and before each wait.
 */
export async function planNextRun({ db, autoPublish }: Pick<ScheduleDeps, "db" | "autoPublish">, now = new Date()) {
  if (!autoPublish) return null;
  const state = await getAutoPublishState(db);
  const latest = new Date(now.getTime() + autoPublish.everyMs);
  if (!state.nextRunAt || state.nextRunAt > latest) {
    await setNextAutoPublishRun(db, latest);
    return latest;
  }
  return state.nextRunAt;
}

/** Runs the scheduled publication when it is due (and nobody else took it). */
export async function runDueAutoPublish(deps: ScheduleDeps, now = new Date()): Promise<DueRun> {
  const { db, autoPublish } = deps;
  if (!autoPublish) return { ran: false, nextRunAt: null };
  const next = new Date(now.getTime() + autoPublish.everyMs);
  if (!(await claimDueAutoPublishRun(db, now, next))) {
    return { ran: false, nextRunAt: (await getAutoPublishState(db)).nextRunAt };
  }
  let result: PublishResult | null = null;
  let error: string | null = null;
  try {
    result = await publishNextDrawing(deps, { dueOnly: true, now: () => now });
  } catch (caught) {
    error = (caught as Error).message;
  }
  await finishAutoPublishRun(db, {
    text: error ? `failed: ${error}` : result?.drawing ? `published ${result.drawing.slug}` : "nothing to publish",
    failed: error !== null,
    retryAt: (failures) => new Date(now.getTime() + Math.min(autoPublish.everyMs, retryDelayMs(failures))),
  });
  if (error) console.warn(`Scheduled publishing failed: ${error}`);
  else if (result?.drawing) console.log(`Scheduled publishing: published ${result.drawing.slug}.`);
  return { ran: true, nextRunAt: (await getAutoPublishState(db)).nextRunAt, result, error };
}

/** The longest the timer sleeps before looking again (another process may have moved the due time). */
const MAX_SLEEP_MS = 60_000;
const MIN_SLEEP_MS = 100;

/**
 * `npm start`'s timer: sleeps until the next run is due, runs it, repeats.
 * Returns a stop function (the server calls it on shutdown). A database error
 * is logged and retried at the next wake-up, never thrown.
 */
export function startAutoPublisher(deps: () => Promise<ScheduleDeps>, log = console): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Off (no schedule, or 'Desligada' on the screen), it still looks once a minute: turning it on there starts it.
  const wake = async () => {
    let sleep = MAX_SLEEP_MS;
    try {
      const current = await deps();
      if (!current.autoPublish) {
        if (!stopped) timer = setTimeout(wake, sleep);
        return;
      }
      await runDueAutoPublish(current);
      const next = await planNextRun(current);
      if (next) sleep = Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, next.getTime() - Date.now()));
    } catch (error) {
      log.warn(`Scheduled publishing could not run: ${(error as Error).message}`);
    }
    if (!stopped) timer = setTimeout(wake, sleep);
  };
  void (async () => {
    try {
      const current = await deps();
      if (!current.ai) return;
      if (!current.autoPublish) {
        if (!stopped) timer = setTimeout(wake, MAX_SLEEP_MS);
        return;
      }
      const next = await planNextRun(current);
      log.log(`Scheduled publishing: one pending drawing every ${current.autoPublish.every}; next at ${next?.toISOString()}.`);
      const sleep = next ? Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, next.getTime() - Date.now())) : MAX_SLEEP_MS;
      if (!stopped) timer = setTimeout(wake, sleep);
    } catch (error) {
      log.warn(`Scheduled publishing could not start: ${(error as Error).message}`);
    }
  })();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
