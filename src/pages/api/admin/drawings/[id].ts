import { drawingUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { deleteAdminDrawing, getAdminDrawing, updateAdminDrawing } from "#src/server/admin/drawings.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** One drawing: read, update (multipart, fields optional), delete. */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminDrawing(await adminDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: drawingUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminDrawing(await adminDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminDrawing(await adminDeps(), params.id ?? "");
  return noContent();
});
