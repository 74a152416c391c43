import { generateArticleSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { aiJobDispatcher, startAiJob } from "#src/server/ai-jobs/jobs.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { runsInNetlifyFunctions } from "#src/server/deploy-adapter.ts";
import { json } from "#src/server/http/json.ts";

/**
 * An AI-written article (JSON body; src/server/ai/generate-article.ts),
 * written in the background because it can take the model minutes: 202 with
 * the job, which GET /api/admin/ai-jobs/{id} follows to its result.
 */
export const POST = adminRoute({ json: generateArticleSchema }, async ({ body, request }) => {
  const { db } = await contentDeps();
  const dispatch = aiJobDispatcher(new URL(request.url).origin, runsInNetlifyFunctions());
  return json(await startAiJob(db, "generate-article", body, dispatch), 202);
});
