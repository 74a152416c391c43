import { renameAdminCategoryImage } from "../../../../../server/admin/categories.ts";
import { adminDeps } from "../../../../../server/admin/deps.ts";
import { adminRoute } from "../../../../../server/admin/guard.ts";
import { json } from "../../../../../server/http/json.ts";

/** POST: the category's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) =>
  json(await renameAdminCategoryImage(await adminDeps(), params.id ?? "")),
);
