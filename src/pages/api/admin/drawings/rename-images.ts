import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { renameAllDrawingImages } from "#src/server/content/drawings.ts";
import { json } from "#src/server/http/json.ts";

/** POST: rename the image of every drawing that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllDrawingImages(await contentDeps())));
