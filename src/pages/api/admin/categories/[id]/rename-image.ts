import { renameAdminCategoryImage } from "#src/server/admin/categories.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: the category's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) =>
  json(await renameAdminCategoryImage(await adminDeps(), params.id ?? "")),
);
