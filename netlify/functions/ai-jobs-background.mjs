/**
 * Netlify background function (its name ends in -background: Netlify answers
 * the caller 202 at once and lets it run for up to 15 minutes): runs one AI
 * job that the admin API stored and handed over (src/server/ai-jobs/jobs.ts),
 * with the site's own bundled code. The build command makes
 * .netlify/build/ai-jobs-entry.mjs before Netlify bundles this function.
 */
import { runAiJobRequest } from "../../.netlify/build/ai-jobs-entry.mjs";

export default (request) => runAiJobRequest(request);
