import { createAdminCategory, listAdminCategories } from "../../../../server/admin/categories.ts";
import { adminDeps } from "../../../../server/admin/deps.ts";
import { adminRoute } from "../../../../server/admin/guard.ts";
import { categoryCreateSchema } from "../../../../server/admin/schemas.ts";
import { json } from "../../../../server/http/json.ts";

/** GET: every category with its drawing count and the counters. POST (multipart): create one. */
export const GET = adminRoute({}, async () => json(await listAdminCategories(await adminDeps())));

export const POST = adminRoute({ form: categoryCreateSchema }, async ({ body }) =>
  json(await createAdminCategory(await adminDeps(), body), 201),
);
