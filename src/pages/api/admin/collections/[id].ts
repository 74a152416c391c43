import { collectionUpdateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { deleteAdminCollection, getAdminCollection, updateAdminCollection } from "#src/server/content/collections.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** One collection: read with its items, update (JSON, fields optional: a new order is the lists sent whole), delete into the trash. */
export const GET = adminRoute({}, async ({ params }) => json(await getAdminCollection(await contentDeps(), params.id ?? "")));

export const PATCH = adminRoute({ json: collectionUpdateSchema }, async ({ params, body }) =>
  json(await updateAdminCollection(await contentDeps(), params.id ?? "", body)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await deleteAdminCollection(await contentDeps(), params.id ?? "");
  return noContent();
});
