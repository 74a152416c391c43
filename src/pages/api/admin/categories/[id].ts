import { categoryDeleteQuerySchema, categoryUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { deleteAdminCategory, getAdminCategory, updateAdminCategory } from "#src/server/admin/categories.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/**
 * One category: read, update (multipart, fields optional), delete into the
 * trash. A category with drawings is deleted only with `?moveTo={id}`, where
 * they go; without it, 409 says how many it has.
 */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminCategory(await adminDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: categoryUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminCategory(await adminDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({ query: categoryDeleteQuerySchema }, async ({ params, query }) => {
  await deleteAdminCategory(await adminDeps(), params.id ?? "", query.moveTo);
  return noContent();
});
