/**
 * Netlify event function: runs when a deploy is published. A deploy is new
 * code, which may render every page differently and names other assets, so
 * the CDN's cached pages are purged, once per deploy (DEPLOY_ID); content
 * changes never deploy (src/server/netlify/purger-entry.ts). The deploy is
 * the function context's (or DEPLOY_ID).
 */
import { purgeForDeploy } from "../../.netlify/build/purger-entry.mjs";

export default (_request, context) => purgeForDeploy(context?.deploy?.id || undefined);
