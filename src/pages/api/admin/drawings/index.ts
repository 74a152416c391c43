import { drawingCreateSchema, drawingListQuerySchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { createAdminDrawing, listAdminDrawings } from "#src/server/content/drawings.ts";
import { json } from "#src/server/http/json.ts";

/** GET: one page of drawings (search, categoryId, status, page, limit). POST (multipart): create one. */
export const GET = adminRoute({ query: drawingListQuerySchema }, async ({ query }) =>
  json(await listAdminDrawings(await contentDeps(), query)),
);

export const POST = adminRoute({ form: drawingCreateSchema }, async ({ body }) =>
  json(await createAdminDrawing(await contentDeps(), body), 201),
);
