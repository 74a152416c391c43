import { adminRoute } from "#src/server/admin/guard.ts";
import { publishAdminArticle } from "#src/server/content/articles.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** POST: publish a draft (status published, published_at now); 409 for any other status. */
export const POST = adminRoute({}, async ({ params }) => json(await publishAdminArticle(await contentDeps(), params.id ?? "")));
