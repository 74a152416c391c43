import type { APIRoute } from "astro";
import { contentWebhook } from "#src/server/rebuild/webhook-route.ts";

/**
 * POST /api/hooks/content-changed: Supabase Database Webhooks (and anything
 * sending their payload) report content changes here; the site re-renders
 * the pages they affect. See src/server/rebuild/webhook.ts and README "Rebuilds".
 */
export const POST: APIRoute = ({ request }) => contentWebhook(request);
