import { articleUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { deleteAdminArticle, getAdminArticle, updateAdminArticle } from "#src/server/admin/articles.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** One article: read, update (multipart, fields optional), delete (its featured image first). */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminArticle(await adminDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: articleUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminArticle(await adminDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminArticle(await adminDeps(), params.id ?? "");
  return noContent();
});
