/**
 * Netlify scheduled function: scheduled publishing in production (README
 * "Automatic publishing"). Every ten minutes it asks the site to publish the
 * next pending drawing IF the AUTO_PUBLISH_EVERY run is due
 * (GET /api/publish-drawing?due=1 with the bearer PUBLISH_SECRET); the site
 * keeps the due time in the database, so the interval is AUTO_PUBLISH_EVERY
 * (rounded up to these ten minutes), not this cron. It runs the same code as
 * `npm start`'s timer, inside the site's own function, and stays silent
 * when PUBLISH_SECRET is unset.
 *
 * Environment: URL (set by Netlify: the site's address) or SITE_URL, and
 * PUBLISH_SECRET. The AI call happens in the site's function, whose time
 * limit must allow it (README).
 */
const TIMEOUT_MS = 28_000;

export default async function autoPublish(): Promise<Response> {
  const site = process.env.URL || process.env.SITE_URL;
  const secret = process.env.PUBLISH_SECRET;
  if (!site || !secret) {
    console.log("Scheduled publishing is off: URL (or SITE_URL) and PUBLISH_SECRET must be set.");
    return new Response(null, { status: 204 });
  }
  try {
    const response = await fetch(new URL("/api/publish-drawing?due=1", site), {
      headers: { authorization: `Bearer ${secret}`, accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    console.log(`Scheduled publishing: ${response.status} ${text.slice(0, 500)}`);
    return new Response(text, { status: response.status, headers: { "content-type": "application/json" } });
  } catch (error) {
    console.warn(`Scheduled publishing could not reach ${site}: ${(error as Error).message}`);
    return new Response(null, { status: 502 });
  }
}

export const config = { schedule: "*/10 * * * *" };
