import { renameAllCategoryImages } from "#src/server/admin/categories.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: rename the image of every category that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllCategoryImages(await adminDeps())));
