import { publishAdminArticle } from "#src/server/admin/articles.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";

/** POST: publish a draft (status published, published_at now); 409 for any other status. */
export const POST = adminRoute({}, async ({ params }) => json(await publishAdminArticle(await adminDeps(), params.id ?? "")));
