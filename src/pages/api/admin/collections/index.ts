import { collectionCreateSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { createAdminCollection, listAdminCollections } from "#src/server/content/collections.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: every collection, by name. POST (JSON): create one. */
export const GET = adminRoute({}, async () => json(await listAdminCollections(await contentDeps())));

export const POST = adminRoute({ json: collectionCreateSchema }, async ({ body }) =>
  json(await createAdminCollection(await contentDeps(), body), 201),
);
