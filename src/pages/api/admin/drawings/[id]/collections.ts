import { adminRoute } from "#src/server/admin/guard.ts";
import { drawingCollections } from "#src/server/content/collections.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/**
 * GET: every collection and those holding the drawing, for its form. The
 * form saves them with the drawing itself (`collectionIds` of its POST or
 * PATCH), in the drawing's one transaction.
 */
export const GET = adminRoute({}, async ({ params }) => json(await drawingCollections(await contentDeps(), params.id ?? "")));
