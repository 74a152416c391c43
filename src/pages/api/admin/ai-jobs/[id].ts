import { AI_JOBS } from "#src/lib/admin-contracts/messages.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { HttpError } from "#src/server/admin/errors.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { aiJobView } from "#src/server/ai-jobs/jobs.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: one AI job as it stands (src/server/ai-jobs/jobs.ts); the screen polls it. */
export const GET = adminRoute({}, async ({ params }) => {
  const id = params.id;
  const view = isUuid(id) ? await aiJobView((await contentDeps()).db, id) : null;
  if (!view) throw new HttpError(404, AI_JOBS.notFound);
  return json(view);
});
