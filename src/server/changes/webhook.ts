import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { readBodyLimited } from "#src/server/http/body.ts";
import { secretMatches } from "#src/server/http/secret.ts";
import { type ContentChange, changeEffect, toContentChange, webhookPayloadSchema } from "./change.ts";

/**
 * POST /api/hooks/content-changed: a Supabase Database Webhook (or anything
 * sending its payload) reporting a row change. Authenticated by a shared
 * secret in the `x-webhook-secret` header, compared in constant time.
 *
 * - 503 when no WEBHOOK_SECRET is configured, 401 for a missing or wrong secret;
 * - 400 for a body that is not the webhook payload, 413 past MAX_WEBHOOK_BYTES;
 * - 202 `{ queued: false }` for tables the site does not show;
 * - 202 `{ queued: true }` once the change is on the content change bus
 *   (which the rebuild engine of `npm start` follows where it cannot LISTEN)
 *   and, on Netlify, queued for the CDN purger (src/server/netlify/purger.ts),
 *   which it triggers.
 */
export const WEBHOOK_SECRET_HEADER = "x-webhook-secret";
/**
 * The largest payload read: Supabase posts whole rows, and the largest row
 * is an article of CONTENT_MAX (200,000) characters, before and after an
 * edit, at up to 4 bytes each in JSON. Past this, 413 before parsing.
 */
export const MAX_WEBHOOK_BYTES = 2 * 1024 * 1024;

class PayloadTooLarge extends Error {}

export type WebhookDependencies = {
  secret: string | undefined;
  /** Puts the change on the bus. */
  report: (change: ContentChange) => void;
  /** Netlify: queues the change for the CDN purger and triggers it. */
  requestPurge?: ((change: ContentChange) => Promise<void>) | undefined;
  /** Netlify: whether a change of download counts moved the home page's popular list (see `countersMovePopular`). */
  popularMoved?: ((change: ContentChange) => Promise<boolean>) | undefined;
  log?: (line: string) => void;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export async function handleContentWebhook(request: Request, deps: WebhookDependencies): Promise<Response> {
  if (!deps.secret) return json(503, { error: "The content webhook is not configured (WEBHOOK_SECRET)." });
  if (!secretMatches(request.headers.get(WEBHOOK_SECRET_HEADER), deps.secret)) return json(401, { error: "Unauthorized." });
  let body: unknown;
  try {
    const bytes = await readBodyLimited(request, MAX_WEBHOOK_BYTES, () => new PayloadTooLarge());
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof PayloadTooLarge) return json(413, { error: `The payload is over ${MAX_WEBHOOK_BYTES} bytes.` });
    return json(400, { error: "The body must be JSON." });
  }
  const parsed = webhookPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return json(400, { error: `Invalid payload: ${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` });
  }
  const change = toContentChange(parsed.data);
  if (!change)
    return json(202, { queued: false, reason: `table ${parsed.data.schema}.${parsed.data.table} is not shown by the site` });
  deps.report(change);
  if (deps.requestPurge && (await purgeNeeded(change, deps))) {
    try {
      await deps.requestPurge(change);
    } catch (error) {
      deps.log?.(`Could not queue the change for the CDN purger: ${(error as Error).message}`);
      return json(503, { queued: false, error: "The change could not be queued; send it again." });
    }
  }
  return json(202, { queued: true });
}

/** Skip changes no page shows (view counts, no-op updates, downloads that leave the home page's top list alone). */
async function purgeNeeded(change: ContentChange, deps: WebhookDependencies): Promise<boolean> {
  const effect = changeEffect(change);
  if (effect !== "downloads") return effect === "content";
  return deps.popularMoved ? await deps.popularMoved(change) : true;
}

/**
 * Whether a change of one drawing's downloads changed the home page's popular
 * list (ids in order), given the current top `limit + 1` (downloads desc, id
 * desc, as `popularDrawings` sorts). The list before the change is the same
 * rows with the drawing's old count: a drawing that gained downloads only
 * overtakes rows of that list. Decreases, and payloads without counts, say yes.
 */
export function countersMovePopular(
  change: ContentChange,
  top: readonly DrawingWithCategory[],
  limit = HOME_POPULAR_DRAWINGS,
): boolean {
  const id = change.record?.id;
  const before = Number(change.oldRecord?.downloads);
  const after = Number(change.record?.downloads);
  if (!isUuid(id) || !Number.isFinite(before) || !Number.isFinite(after) || after < before) return true;
  const now = top.slice(0, limit).map((drawing) => drawing.id);
  if (!now.includes(id)) return false;
  const earlier = top
    .map((drawing) => ({ id: drawing.id, downloads: drawing.id === id ? before : drawing.downloads }))
    .sort((a, b) => b.downloads - a.downloads || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, limit)
    .map((drawing) => drawing.id);
  return earlier.join() !== now.join();
}
