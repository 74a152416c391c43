import type { APIRoute } from "astro";
import { handleContentWebhook } from "#src/server/changes/webhook.ts";
import { contentWebhookDependencies } from "#src/server/hooks/content-webhook.ts";

/**
 * POST /api/hooks/content-changed: Supabase Database Webhooks (and anything
 * sending their payload) report content changes here; the site re-renders
 * the pages they affect. See src/server/changes/webhook.ts and docs/rebuilds.md "Rebuilds".
 */
export const POST: APIRoute = ({ request }) => handleContentWebhook(request, contentWebhookDependencies());
