import { adminRoute } from "#src/server/admin/guard.ts";
import { renameAdminCategoryImage } from "#src/server/content/categories.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** POST: the category's image files take its current slug. */
export const POST = adminRoute({}, async ({ params }) =>
  json(await renameAdminCategoryImage(await contentDeps(), params.id ?? "")),
);
