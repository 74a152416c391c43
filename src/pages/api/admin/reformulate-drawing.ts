import { reformulateDrawingSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { reformulateDrawing } from "#src/server/ai/reformulate.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** A new description and tags for a drawing, from its stored image (JSON body; src/server/ai/reformulate.ts). */
export const POST = adminRoute({ json: reformulateDrawingSchema }, async ({ body }) =>
  json(await reformulateDrawing({ ...(await contentDeps()), ai: config().ai }, body)),
);
