import type { Executor } from "#src/server/repositories/executor.ts";
import { getAutoPublishScheduleSetting } from "#src/server/repositories/pending-drawings.ts";
import type { AppConfig } from "../config.ts";
import { parseInterval } from "../interval.ts";

/**
 * The schedule that applies now (docs/publishing.md "Automatic publishing"): the one
 * chosen on the screen when there is one ('off' or an interval), else the
 * server's AUTO_PUBLISH_EVERY. Never without the AI: scheduled publishing
 * needs it. A stored value that no longer parses counts as the server's.
 */
export async function effectiveAutoPublish(
  db: Executor,
  cfg: Pick<AppConfig, "ai" | "autoPublish">,
): Promise<AppConfig["autoPublish"]> {
  if (!cfg.ai) return null;
  const chosen = await getAutoPublishScheduleSetting(db);
  if (chosen === "off") return null;
  const everyMs = chosen ? parseInterval(chosen) : null;
  return chosen && everyMs ? { every: chosen, everyMs } : cfg.autoPublish;
}
