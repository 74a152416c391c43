import { drawingCollectionsSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { drawingCollections, setAdminDrawingCollections } from "#src/server/content/collections.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: every collection and those holding the drawing. PUT (JSON `{ collectionIds }`): the drawing is in exactly those. */
export const GET = adminRoute({}, async ({ params }) => json(await drawingCollections(await contentDeps(), params.id ?? "")));

export const PUT = adminRoute({ json: drawingCollectionsSchema }, async ({ params, body }) =>
  json(await setAdminDrawingCollections(await contentDeps(), params.id ?? "", body.collectionIds)),
);
