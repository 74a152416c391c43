import { purgeCache } from "@netlify/functions";
import { WEBHOOK_SECRET_HEADER } from "../changes/webhook.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { secretMatches } from "../http/secret.ts";
import { handleDeploySucceeded } from "./deploy-purge.ts";
import { type DrainReport, drainCdnChanges, type PurgeApi } from "./purger.ts";

/**
 * Extra entry of the server bundle (emitted as .netlify/build/purger-entry.mjs,
 * see astro.config.mjs) for Netlify's functions around the CDN:
 * netlify/functions/cdn-purge-background.mjs (drains the queue of content
 * changes), cdn-purge-scheduled.mts (pays what a failed purge owes, and
 * notices the year turn) and deploy-succeeded.mjs (a code deploy empties the
 * cache once). docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md.
 */

/** Netlify's purge API, through @netlify/functions' own purgeCache (its `apiURL` reaches a stand-in in the tests). */
function netlifyPurgeApi(): PurgeApi {
  const { apiUrl, siteId, token } = config().netlifyPurge;
  return async (tags) => {
    if (!siteId || !token)
      throw new Error("Netlify's purge API needs SITE_ID and NETLIFY_PURGE_API_TOKEN (Netlify sets both in its functions).");
    await purgeCache({ apiURL: apiUrl, siteID: siteId, token, userAgent: "rabisco-cdn-purger", ...(tags ? { tags } : {}) });
  };
}

/** Requests a page through the CDN (the site's public address), so that the next visitor finds it there. */
async function warmThroughCdn(path: string): Promise<number> {
  const response = await fetch(new URL(path, config().siteUrl), {
    headers: { "user-agent": "rabisco-cdn-warmer" },
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
}

function authorized(request: Request): boolean {
  const secret = config().webhookSecret;
  return secret !== undefined && secretMatches(request.headers.get(WEBHOOK_SECRET_HEADER), secret);
}

/** The background function's work: drain the queue (a caller without the webhook's secret gets nothing done). */
export async function runCdnPurgeRequest(request: Request): Promise<Response> {
  if (!authorized(request)) return new Response("Unauthorized.", { status: 401 });
  const report: DrainReport = await drainCdnChanges({
    db: await getDb(),
    purge: netlifyPurgeApi(),
    warm: warmThroughCdn,
  });
  return Response.json(report, { status: report.error ? 502 : 200 });
}

/**
 * Netlify's `deploy-succeeded` event: a published production deploy's new
 * code empties the CDN's cache once (./deploy-purge.ts says who may ask).
 * The running deploy is Netlify's DEPLOY_ID and CONTEXT, else the
 * function context's.
 */
export async function runDeploySucceeded(
  request: Request,
  context?: { deploy?: { id?: string; context?: string } },
): Promise<Response> {
  const { deployId, deployContext } = config().netlifyPurge;
  return handleDeploySucceeded(request, {
    db: await getDb(),
    purge: netlifyPurgeApi(),
    running: {
      deployId: deployId ?? (context?.deploy?.id || undefined),
      context: deployContext ?? (context?.deploy?.context || undefined),
    },
  });
}
