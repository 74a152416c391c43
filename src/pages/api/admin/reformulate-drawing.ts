import { reformulateDrawingSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { reformulateDrawing } from "#src/server/admin/reformulate.ts";
import { config } from "#src/server/config.ts";
import { json } from "#src/server/http/json.ts";

/** A new description and tags for a drawing, from its stored image (JSON body; src/server/admin/reformulate.ts). */
export const POST = adminRoute({ json: reformulateDrawingSchema }, async ({ body }) =>
  json(await reformulateDrawing({ ...(await adminDeps()), ai: config().ai }, body)),
);
