import { categoryCreateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { createAdminCategory, listAdminCategories } from "#src/server/admin/categories.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** GET: every category with its drawing count and the counters. POST (multipart): create one. */
export const GET = adminRoute({}, async () => json(await listAdminCategories(await adminDeps())));

export const POST = adminRoute({ form: categoryCreateSchema }, async ({ body }) =>
  json(await createAdminCategory(await adminDeps(), body), 201),
);
