import { drawingUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { itemRoutes } from "#src/server/admin/item-routes.ts";
import { deleteAdminDrawing, getAdminDrawing, updateAdminDrawing } from "#src/server/content/drawings.ts";

/** One drawing: read, update (multipart, fields optional, its collections included), delete into the trash. */
export const { GET, PATCH, DELETE } = itemRoutes({
  read: getAdminDrawing,
  update: { form: drawingUpdateSchema, save: updateAdminDrawing },
  remove: deleteAdminDrawing,
});
