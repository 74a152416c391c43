import { categoryCreateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { createAdminCategory, listAdminCategories } from "#src/server/content/categories.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: every category with its drawing count and the counters. POST (multipart): create one. */
export const GET = adminRoute({}, async () => json(await listAdminCategories(await contentDeps())));

export const POST = adminRoute({ form: categoryCreateSchema }, async ({ body }) =>
  json(await createAdminCategory(await contentDeps(), body), 201),
);
