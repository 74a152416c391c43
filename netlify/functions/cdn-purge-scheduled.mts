/**
 * Netlify scheduled function: every ten minutes it starts the CDN purger
 * (cdn-purge-background), which pays any purge a failure left owed, drains
 * changes whose trigger was lost, and purges every page when the year turns
 * in Brasília (the footer prints it). It stays silent when WEBHOOK_SECRET is
 * unset. Environment: URL (set by Netlify) or SITE_URL, and WEBHOOK_SECRET.
 */
export default async function cdnPurgeScheduled(): Promise<Response> {
  const site = process.env.URL || process.env.SITE_URL;
  const secret = process.env.WEBHOOK_SECRET;
  if (!site || !secret) {
    console.log("The scheduled CDN purge is off: URL (or SITE_URL) and WEBHOOK_SECRET must be set.");
    return new Response(null, { status: 204 });
  }
  try {
    const response = await fetch(new URL("/.netlify/functions/cdn-purge-background", site), {
      method: "POST",
      headers: { "x-webhook-secret": secret },
      signal: AbortSignal.timeout(20_000),
    });
    return new Response(null, { status: response.status });
  } catch (error) {
    console.warn(`The scheduled CDN purge could not reach ${site}: ${(error as Error).message}`);
    return new Response(null, { status: 502 });
  }
}

export const config = { schedule: "*/10 * * * *" };
