/**
 * Netlify event function: Netlify posts the deploy-succeeded event here when
 * a deploy is done. A published production deploy is new code, which may
 * render every page differently and names other assets, so the CDN's cached
 * pages are purged, once per deploy; content changes never deploy. Anyone
 * may call this address: src/server/netlify/deploy-purge.ts checks the
 * event against the deploy that runs (DEPLOY_ID, CONTEXT) and purges only
 * for the first event of a published production deploy.
 */
import { runDeploySucceeded } from "../../.netlify/build/purger-entry.mjs";

export default (request, context) => runDeploySucceeded(request, context);
