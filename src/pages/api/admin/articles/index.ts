import { articleCreateSchema, articleListQuerySchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { createAdminArticle, listAdminArticles } from "#src/server/content/articles.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { json } from "#src/server/http/json.ts";

/** GET: one page of articles (search, status, page, limit) with the summary counts. POST (multipart): create a draft. */
export const GET = adminRoute({ query: articleListQuerySchema }, async ({ query }) =>
  json(await listAdminArticles(await contentDeps(), query)),
);

export const POST = adminRoute({ form: articleCreateSchema }, async ({ body }) =>
  json(await createAdminArticle(await contentDeps(), body), 201),
);
