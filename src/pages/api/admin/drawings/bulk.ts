import { drawingBulkSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { bulkDrawings } from "#src/server/content/bulk.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** POST (JSON): one action on many drawings, chosen by id or by the list's filter (src/server/content/bulk.ts). */
export const POST = adminRoute({ json: drawingBulkSchema }, async ({ body }) =>
  json(await bulkDrawings(await contentDeps(), body)),
);
