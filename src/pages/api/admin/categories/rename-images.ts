import { adminRoute } from "#src/server/admin/guard.ts";
import { renameAllCategoryImages } from "#src/server/content/categories.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** POST: rename the image of every category that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllCategoryImages(await contentDeps())));
