import { categoryDeleteQuerySchema, categoryUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { deleteAdminCategory, getAdminCategory, updateAdminCategory } from "#src/server/content/categories.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/**
 * One category: read, update (multipart, fields optional), delete into the
 * trash. A category with drawings is deleted only with `?moveTo={id}`, where
 * they go; without it, 409 says how many it has.
 */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminCategory(await contentDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: categoryUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminCategory(await contentDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({ query: categoryDeleteQuerySchema }, async ({ params, query }) => {
  await deleteAdminCategory(await contentDeps(), params.id ?? "", query.moveTo);
  return noContent();
});
