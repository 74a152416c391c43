import { WEBHOOK_SECRET_HEADER } from "../changes/webhook.ts";

/** Where the CDN purger's background function listens (netlify/functions/cdn-purge-background.mjs). */
export const PURGE_FUNCTION_PATH = "/.netlify/functions/cdn-purge-background";

/**
 * Starts the CDN purger: Netlify answers a background function's caller 202
 * at once and runs it for up to 15 minutes. The change is already queued in
 * the database, so a trigger that fails loses nothing: the next trigger, or
 * the scheduled function within ten minutes, drains it.
 */
export async function triggerPurger(siteUrl: string, secret: string, log: (line: string) => void = console.error): Promise<void> {
  try {
    const response = await fetch(new URL(PURGE_FUNCTION_PATH, siteUrl), {
      method: "POST",
      headers: { [WEBHOOK_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status >= 400) log(`The CDN purger answered ${response.status}; the scheduled run will drain the queue.`);
  } catch (error) {
    log(`Could not trigger the CDN purger (${(error as Error).message}); the scheduled run will drain the queue.`);
  }
}
