import { drawingBulkSchema } from "#src/lib/admin-contracts/schemas.ts";
import { bulkDrawings } from "#src/server/admin/bulk.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST (JSON): one action on many drawings, chosen by id or by the list's filter (src/server/admin/bulk.ts). */
export const POST = adminRoute({ json: drawingBulkSchema }, async ({ body }) =>
  json(await bulkDrawings(await adminDeps(), body)),
);
