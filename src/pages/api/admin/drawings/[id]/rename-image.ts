import { adminDeps } from "#src/server/admin/deps.ts";
import { renameAdminDrawingImage } from "#src/server/admin/drawings.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: the drawing's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) => json(await renameAdminDrawingImage(await adminDeps(), params.id ?? "")));
