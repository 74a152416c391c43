import type { APIRoute } from "astro";
import { API, PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { PublishErrorBody } from "#src/lib/admin-contracts/responses.ts";
import { publishNowSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { config } from "#src/server/config.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { DomainError } from "#src/server/errors.ts";
import { statusOfKind } from "#src/server/http/domain-status.ts";
import { json } from "#src/server/http/json.ts";
import { bearerToken, secretMatches } from "#src/server/http/secret.ts";
import { publishNextDrawing } from "../publishing/publish.ts";
import { runDueAutoPublish } from "../publishing/schedule.ts";
import { effectiveAutoPublish } from "../publishing/schedule-setting.ts";

/**
 * /api/publish-drawing (spec section 7). A GET must not change anything for
 * a cookie (an <img> on another site could send one), so:
 * - POST is the admin screen's: a session cookie and a trusted Origin
 *   (adminRoute), publishes the next pending file now;
 * - GET is for schedulers: `Authorization: Bearer $PUBLISH_SECRET` (401
 *   otherwise, and always when PUBLISH_SECRET is unset); it publishes now,
 *   or with `?due=1` only when the AUTO_PUBLISH_EVERY run is due (Netlify's
 *   scheduled function).
 * Failures answer `{ error, message }`: the spec's screen reads `error`.
 */
function failure(error: unknown): Response {
  if (error instanceof DomainError) {
    const body: PublishErrorBody = { error: error.message, message: error.message };
    return json(body, statusOfKind(error.kind));
  }
  console.error("Publishing error:", error);
  const body: PublishErrorBody = { error: API.internal, message: API.internal };
  return json(body, 500);
}

/** What publishing one file needs: the database, storage and the AI. */
async function publishDeps() {
  return { ...(await contentDeps()), ai: config().ai };
}

export const publishNow = adminRoute({ json: publishNowSchema }, async ({ body }) => {
  try {
    return json(await publishNextDrawing(await publishDeps(), { pendingId: body.pendingId ?? null }));
  } catch (error) {
    return failure(error);
  }
});

export const publishForScheduler: APIRoute = async ({ request, url }) => {
  const secret = config().publishSecret;
  if (!secret || !secretMatches(bearerToken(request), secret)) {
    const body: PublishErrorBody = { error: PUBLISHING.unauthorized, message: PUBLISHING.unauthorized };
    return json(body, 401);
  }
  try {
    const deps = await publishDeps();
    if (url.searchParams.get("due") === "1") {
      // Only a scheduled run reads the schedule (the screen's choice, else AUTO_PUBLISH_EVERY).
      const run = await runDueAutoPublish({ ...deps, autoPublish: await effectiveAutoPublish(deps.db, config()) });
      return json({
        ran: run.ran,
        nextRunAt: run.nextRunAt?.toISOString() ?? null,
        ...(run.ran ? { drawing: run.result?.drawing ?? null, message: run.error ?? run.result?.message ?? "" } : {}),
      });
    }
    return json(await publishNextDrawing(deps));
  } catch (error) {
    return failure(error);
  }
};
