import { pendingUploadSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";
import { uploadPendingFiles } from "#src/server/publishing/pending.ts";
import { pendingDrawingList } from "#src/server/publishing/pending-list.ts";

/** GET: the pending files, oldest first, the schedule and the publishing mode. */
export const GET = adminRoute({}, async () => json(await pendingDrawingList(await contentDeps())));

/** POST (multipart, `files`): stores each image as a pending file (src/server/publishing/pending.ts). */
export const POST = adminRoute({ form: pendingUploadSchema }, async ({ body }) =>
  json(await uploadPendingFiles(await contentDeps(), body.files)),
);
