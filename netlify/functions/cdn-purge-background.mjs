/**
 * Netlify background function (its name ends in -background: Netlify answers
 * the caller 202 at once and lets it run for up to 15 minutes): the CDN
 * purger. The content webhook queues each change and calls this; it plans
 * what the queued changes purge, purges those cache tags, and warms the
 * purged pages again (src/server/netlify/purger.ts). Only a caller with the
 * webhook's secret gets anything done. The build makes
 * .netlify/build/purger-entry.mjs before Netlify bundles this function.
 */
import { runCdnPurgeRequest } from "../../.netlify/build/purger-entry.mjs";

export default (request) => runCdnPurgeRequest(request);
