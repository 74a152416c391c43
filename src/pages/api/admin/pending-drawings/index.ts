import type { PendingDrawingListResult } from "#src/lib/admin-contracts/responses.ts";
import { pendingUploadSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";
import { pendingItem, uploadPendingFiles } from "#src/server/publishing/pending.ts";
import { scheduleOf } from "#src/server/publishing/schedule.ts";
import { effectiveAutoPublish } from "#src/server/publishing/schedule-setting.ts";
import { readAutoPublishSettings } from "#src/server/publishing/settings.ts";
import { listPendingDrawings } from "#src/server/repositories/pending-drawings.ts";

/** GET: the pending files, oldest first, the schedule and the publishing mode. */
export const GET = adminRoute({}, async () => {
  const deps = await contentDeps();
  const pending = await listPendingDrawings(deps.db);
  const result: PendingDrawingListResult = {
    items: pending.map((item) => pendingItem(deps, item)),
    count: pending.length,
    schedule: await scheduleOf({ db: deps.db, autoPublish: await effectiveAutoPublish(deps.db, config()) }),
    settings: await readAutoPublishSettings(deps.db, config()),
  };
  return json(result);
});

/** POST (multipart, `files`): stores each image as a pending file (src/server/publishing/pending.ts). */
export const POST = adminRoute({ form: pendingUploadSchema }, async ({ body }) =>
  json(await uploadPendingFiles(await contentDeps(), body.files)),
);
