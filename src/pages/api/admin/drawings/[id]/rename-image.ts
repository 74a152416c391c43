import { adminDeps } from "../../../../../server/admin/deps.ts";
import { renameAdminDrawingImage } from "../../../../../server/admin/drawings.ts";
import { adminRoute } from "../../../../../server/admin/guard.ts";
import { json } from "../../../../../server/http/json.ts";

/** POST: the drawing's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) => json(await renameAdminDrawingImage(await adminDeps(), params.id ?? "")));
