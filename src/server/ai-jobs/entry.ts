import { isUuid } from "#src/lib/uuid.ts";
import { getDb } from "../db/index.ts";
import { AI_JOB_ID_HEADER, AI_JOB_TOKEN_HEADER, aiJobTokenMatches, runAiJob } from "./jobs.ts";

/**
 * Extra entry of the server bundle (emitted as ai-jobs-entry.mjs, see
 * astro.config.mjs): what Netlify's background function
 * netlify/functions/ai-jobs-background.mjs runs. Its headers name a queued
 * job and carry the token only this site's server can sign for it; they are
 * checked before anything else, and the body is never read.
 */
export async function runAiJobRequest(request: Request): Promise<Response> {
  // The job and its token travel in headers: a caller without them gets its body left unread.
  const id = request.headers.get(AI_JOB_ID_HEADER);
  if (!isUuid(id) || !aiJobTokenMatches(id, request.headers.get(AI_JOB_TOKEN_HEADER))) {
    await request.body?.cancel().catch(() => {});
    return new Response("Unauthorized.", { status: 401 });
  }
  await runAiJob(await getDb(), id);
  return new Response(null, { status: 204 });
}
