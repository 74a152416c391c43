import { drawingUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { deleteAdminDrawing, getAdminDrawing, updateAdminDrawing } from "#src/server/content/drawings.ts";
import { json } from "#src/server/http/json.ts";

/** One drawing: read, update (multipart, fields optional), delete. */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminDrawing(await contentDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: drawingUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminDrawing(await contentDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminDrawing(await contentDeps(), params.id ?? "");
  return noContent();
});
