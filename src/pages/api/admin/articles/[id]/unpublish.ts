import { unpublishAdminArticle } from "#src/server/admin/articles.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: take a published article back to draft (published_at null); 409 for any other status. */
export const POST = adminRoute({}, async ({ params }) => json(await unpublishAdminArticle(await adminDeps(), params.id ?? "")));
