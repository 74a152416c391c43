import { purgeCache } from "@netlify/functions";
import { WEBHOOK_SECRET_HEADER } from "../changes/webhook.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { secretMatches } from "../http/secret.ts";
import { forgetAllCachedPages, readPurgeState, savePurgeState } from "../repositories/cdn.ts";
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
export function netlifyPurgeApi(): PurgeApi {
  const { apiUrl, siteId, token } = config().netlifyPurge;
  return async (tags) => {
    if (!siteId || !token)
      throw new Error("Netlify's purge API needs SITE_ID and NETLIFY_PURGE_API_TOKEN (Netlify sets both in its functions).");
    await purgeCache({ apiURL: apiUrl, siteID: siteId, token, userAgent: "rabisco-cdn-purger", ...(tags ? { tags } : {}) });
  };
}

/** Requests a page through the CDN (the site's public address), so that the next visitor finds it there. */
export async function warmThroughCdn(path: string): Promise<number> {
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
 * A new deploy's code renders every page anew (and its asset names change):
 * the whole cache is purged, once per deploy, whoever calls. Netlify calls it
 * on `deploy-succeeded`; a repeated call for the same deploy does nothing.
 */
export async function purgeForDeploy(deployId = config().netlifyPurge.deployId): Promise<Response> {
  if (!deployId) return new Response("No DEPLOY_ID: not a deploy.", { status: 204 });
  const db = await getDb();
  const state = await readPurgeState(db);
  if (state.purgedForDeploy === deployId) return new Response(null, { status: 204 });
  await netlifyPurgeApi()(undefined);
  await forgetAllCachedPages(db);
  await savePurgeState(db, { purgedForDeploy: deployId, lastPurgeAt: new Date(), owedTags: [], owedPaths: [] });
  console.log(`Deploy ${deployId}: the CDN's cache was emptied for the new code.`);
  return new Response(null, { status: 204 });
}
