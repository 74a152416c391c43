import type { PendingDrawingListResult } from "#src/lib/admin-contracts/responses.ts";
import { config } from "#src/server/config.ts";
import type { ContentDeps } from "#src/server/content/deps.ts";
import { listPendingDrawings } from "#src/server/repositories/pending-drawings.ts";
import { pendingItem } from "./pending.ts";
import { scheduleOf } from "./schedule.ts";
import { effectiveAutoPublish } from "./schedule-setting.ts";
import { readAutoPublishSettings } from "./settings.ts";

/** 'Publicação Automática''s list: the pending files, oldest first, the schedule and the publishing mode. */
export async function pendingDrawingList(deps: ContentDeps): Promise<PendingDrawingListResult> {
  const pending = await listPendingDrawings(deps.db);
  return {
    items: pending.map((item) => pendingItem(deps, item)),
    count: pending.length,
    schedule: await scheduleOf({ db: deps.db, autoPublish: await effectiveAutoPublish(deps.db, config()) }),
    settings: await readAutoPublishSettings(deps.db, config()),
  };
}
