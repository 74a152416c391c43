import { articleUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { deleteAdminArticle, getAdminArticle, updateAdminArticle } from "#src/server/content/articles.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** One article: read, update (multipart, fields optional), delete (its featured image first). */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminArticle(await contentDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: articleUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminArticle(await contentDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminArticle(await contentDeps(), params.id ?? "");
  return noContent();
});
