import { generateArticleSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminDeps } from "#src/server/admin/deps.ts";
import { generateArticle } from "#src/server/admin/generate-article.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { config } from "#src/server/config.ts";
import { json } from "#src/server/http/json.ts";

/** An AI-written article saved as raw text under the data directory (JSON body; src/server/admin/generate-article.ts). */
export const POST = adminRoute({ json: generateArticleSchema }, async ({ body }) => {
  const { ai, dataDir } = config();
  return json(await generateArticle({ ...(await adminDeps()), ai, dataDir }, body));
});
