import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { renameAdminDrawingImage } from "#src/server/content/drawings.ts";
import { json } from "#src/server/http/json.ts";

/** POST: the drawing's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) =>
  json(await renameAdminDrawingImage(await contentDeps(), params.id ?? "")),
);
