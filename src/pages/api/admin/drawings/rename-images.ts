import { adminDeps } from "#src/server/admin/deps.ts";
import { renameAllDrawingImages } from "#src/server/admin/drawings.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: rename the image of every drawing that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllDrawingImages(await adminDeps())));
