import { z } from "zod";
import { claimDeployPurge, forgetAllCachedPages, releaseDeployPurge, savePurgeState } from "#src/server/repositories/cdn.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { readBodyLimited } from "../http/body.ts";
import { json } from "../http/json.ts";
import { type PurgeApi, purgeRetrying } from "./purger.ts";

/**
 * The whole-site purge of a new deploy (netlify/functions/deploy-succeeded.mjs):
 * new code renders every page anew and names other assets, so the CDN's
 * cached pages go, once per published production deploy.
 *
 * The function has a public address, and Netlify signs nothing it posts to
 * an event function, so the event is checked against what a caller cannot
 * set: the deploy and context of the code that runs (the function context's
 * `deploy.id` and `deploy.context`, which Netlify's platform fills in, or
 * DEPLOY_ID and CONTEXT where the environment has them), and Netlify's
 * `x-nf-deploy-published` (the function context's `deploy.published`). A purge happens only
 * for a POSTed `deploy-succeeded` event of this very deploy, in production,
 * published, and only for the first such event: the purged deploys are a
 * set, claimed in the database. The worst an outsider can do is ask for the
 * one purge Netlify's own event asks for anyway. A deploy preview or branch
 * deploy runs this code too, with its own context: it never purges
 * production's cache. docs/security.md "The CDN".
 */

/** What Netlify posts to an event function: the deploy is under `payload` (its API's deploy object). */
const deployEventSchema = z.object({
  payload: z.object({
    id: z.string().min(1).max(100),
    context: z.string().max(100),
    state: z.string().max(100),
    published_at: z.string().max(100).nullable().optional(),
  }),
});

/** Netlify's deploy object runs to a few kilobytes; anything far larger is not its event. */
const MAX_EVENT_BYTES = 64 * 1024;
/** Netlify's header for whether the deploy serving the request is the published one ("1"). */
const DEPLOY_PUBLISHED_HEADER = "x-nf-deploy-published";

export type DeployPurgeOptions = {
  db: Executor;
  purge: PurgeApi;
  /** The deploy whose code runs: Netlify's DEPLOY_ID and CONTEXT (`production`, `deploy-preview`, `branch-deploy`...). */
  running: { deployId: string | undefined; context: string | undefined };
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
};

export async function handleDeploySucceeded(request: Request, options: DeployPurgeOptions): Promise<Response> {
  const { db, running, log = console.log } = options;
  if (request.method !== "POST") return json({ error: "Netlify posts the deploy-succeeded event." }, 405, { allow: "POST" });
  const published = request.headers.get(DEPLOY_PUBLISHED_HEADER);
  if (published !== null && published !== "1") return skipped("this deploy is not the published one");
  let body: unknown;
  try {
    const bytes = await readBodyLimited(request, MAX_EVENT_BYTES, () => new Error("too large"));
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return json({ error: "The body must be Netlify's deploy event (JSON, at most 64 KB)." }, 400);
  }
  const event = deployEventSchema.safeParse(body);
  if (!event.success)
    return json({ error: "The body must be Netlify's deploy event: { payload: { id, context, state } }." }, 400);
  const deploy = event.data.payload;
  if (!running.deployId) return skipped("no DEPLOY_ID: not a Netlify deploy");
  if (deploy.id !== running.deployId) return json({ error: "Not this deploy's event." }, 403);
  if (deploy.context !== "production" || (running.context !== undefined && running.context !== "production"))
    return skipped(`a ${deploy.context} deploy never purges production's cache`);
  if (deploy.state !== "ready" || !deploy.published_at) return skipped("the deploy is not published");
  if (!(await claimDeployPurge(db, deploy.id))) return skipped("this deploy already emptied the cache");
  try {
    await purgeRetrying(options, undefined, options.sleep);
  } catch (error) {
    await releaseDeployPurge(db, deploy.id);
    log(`Deploy ${deploy.id}: the CDN's cache could not be emptied (${(error as Error).message}); the next event tries again.`);
    return json({ purged: false, error: "The purge failed; send the event again." }, 502);
  }
  await forgetAllCachedPages(db);
  await savePurgeState(db, { lastPurgeAt: new Date(), owedTags: [], owedPaths: [] });
  log(`Deploy ${deploy.id}: the CDN's cache was emptied for the new code.`);
  return json({ purged: true });
}

/** A well-formed event that asks for nothing: 202, so Netlify does not send it again. */
function skipped(reason: string): Response {
  return json({ purged: false, reason }, 202);
}
