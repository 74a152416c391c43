import { adminDeps } from "../../../../server/admin/deps.ts";
import { createAdminDrawing, listAdminDrawings } from "../../../../server/admin/drawings.ts";
import { adminRoute } from "../../../../server/admin/guard.ts";
import { drawingCreateSchema, drawingListQuerySchema } from "../../../../server/admin/schemas.ts";
import { json } from "../../../../server/http/json.ts";

/** GET: one page of drawings (search, categoryId, status, page, limit). POST (multipart): create one. */
export const GET = adminRoute({ query: drawingListQuerySchema }, async ({ query }) =>
  json(await listAdminDrawings(await adminDeps(), query)),
);

export const POST = adminRoute({ form: drawingCreateSchema }, async ({ body }) =>
  json(await createAdminDrawing(await adminDeps(), body), 201),
);
