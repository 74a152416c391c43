import { isUuid } from "#src/lib/uuid.ts";
import { getDb } from "../db/index.ts";
import { aiJobTokenMatches, runAiJob } from "./jobs.ts";

/**
 * Extra entry of the server bundle (emitted as ai-jobs-entry.mjs, see
 * astro.config.mjs): what Netlify's background function
 * netlify/functions/ai-jobs-background.mjs runs. The body names a queued job
 * and carries the token only this site's server can sign for it.
 */
export async function runAiJobRequest(request: Request): Promise<Response> {
  let body: { id?: unknown; token?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return new Response("The body must be JSON.", { status: 400 });
  }
  const { id, token } = body ?? {};
  if (!isUuid(id) || !aiJobTokenMatches(id, token)) return new Response("Unauthorized.", { status: 401 });
  await runAiJob(await getDb(), id);
  return new Response(null, { status: 204 });
}
