import { adminRoute } from "#src/server/admin/guard.ts";
import { unpublishAdminArticle } from "#src/server/content/articles.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** POST: take a published article back to draft (published_at null); 409 for any other status. */
export const POST = adminRoute({}, async ({ params }) => json(await unpublishAdminArticle(await contentDeps(), params.id ?? "")));
