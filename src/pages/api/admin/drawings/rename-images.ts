import { adminDeps } from "../../../../server/admin/deps.ts";
import { renameAllDrawingImages } from "../../../../server/admin/drawings.ts";
import { adminRoute } from "../../../../server/admin/guard.ts";
import { json } from "../../../../server/http/json.ts";

/** POST: rename the image of every drawing that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllDrawingImages(await adminDeps())));
