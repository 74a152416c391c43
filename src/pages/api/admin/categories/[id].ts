import { deleteAdminCategory, getAdminCategory, updateAdminCategory } from "../../../../server/admin/categories.ts";
import { adminDeps } from "../../../../server/admin/deps.ts";
import { adminRoute, noContent } from "../../../../server/admin/guard.ts";
import { categoryUpdateSchema } from "../../../../server/admin/schemas.ts";
import { json } from "../../../../server/http/json.ts";

/** One category: read, update (multipart, fields optional), delete. */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminCategory(await adminDeps(), params.id ?? "")));

export const PATCH = adminRoute({ form: categoryUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminCategory(await adminDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminCategory(await adminDeps(), params.id ?? "");
  return noContent();
});
