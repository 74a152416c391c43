import type { Kysely } from "kysely";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { AutoPublishSettings } from "#src/lib/admin-contracts/responses.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import {
  getAutoPublishMode,
  getAutoPublishScheduleSetting,
  setAutoPublishMode,
  setAutoPublishScheduleSetting,
} from "#src/server/repositories/pending-drawings.ts";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { invalid } from "../errors.ts";
import { parseInterval } from "../interval.ts";
import { planNextRun } from "./schedule.ts";
import { effectiveAutoPublish } from "./schedule-setting.ts";

/** The 'Publicação Automática' screen's settings: the mode, the schedule chosen there, and the server's own. */
export async function readAutoPublishSettings(db: Executor, cfg: Pick<AppConfig, "autoPublish">): Promise<AutoPublishSettings> {
  const [mode, every] = await Promise.all([getAutoPublishMode(db), getAutoPublishScheduleSetting(db)]);
  return { mode, every, serverEvery: cfg.autoPublish?.every ?? null };
}

/**
 * Saves what was sent; a new schedule plans its next run at once (so the
 * screen shows it), which `npm start`'s timer and Netlify's scheduled
 * function then follow.
 */
/** The shortest schedule the screen may set: a drawing a minute is already a flood. */
const MIN_SCHEDULE_MS = 60_000;

export async function saveAutoPublishSettings(
  db: Kysely<Database>,
  cfg: Pick<AppConfig, "ai" | "autoPublish">,
  change: { mode?: AutoPublishSettings["mode"] | undefined; every?: string | null | undefined },
): Promise<AutoPublishSettings> {
  if (change.every !== undefined && change.every !== null && change.every !== "off") {
    const everyMs = parseInterval(change.every);
    if (everyMs === null || everyMs < MIN_SCHEDULE_MS)
      throw invalid(PUBLISHING.scheduleInvalid, [{ path: "every", message: PUBLISHING.scheduleInvalid }]);
    if (!cfg.ai) throw invalid(PUBLISHING.scheduleNeedsAi, [{ path: "every", message: PUBLISHING.scheduleNeedsAi }]);
  }
  if (change.mode !== undefined) await setAutoPublishMode(db, change.mode);
  if (change.every !== undefined) {
    await setAutoPublishScheduleSetting(db, change.every);
    const schedule = await effectiveAutoPublish(db, cfg);
    if (schedule) await planNextRun({ db, autoPublish: schedule });
  }
  return readAutoPublishSettings(db, cfg);
}
