import { renameAllCategoryImages } from "../../../../server/admin/categories.ts";
import { adminDeps } from "../../../../server/admin/deps.ts";
import { adminRoute } from "../../../../server/admin/guard.ts";
import { json } from "../../../../server/http/json.ts";

/** POST: rename the image of every category that has one; `{ succeeded, failed }`. */
export const POST = adminRoute({}, async () => json(await renameAllCategoryImages(await adminDeps())));
