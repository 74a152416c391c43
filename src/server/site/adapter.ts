/**
 * Whether this build uses the Netlify adapter. Netlify's builds set NETLIFY;
 * an offline `netlify build` does not, so netlify.toml also sets
 * ASTRO_ADAPTER=netlify. astro.config.mjs picks the adapter with this, and
 * src/server/site/renderer.ts the folders that adapter writes.
 */
export function usesNetlifyAdapter(env: Record<string, string | undefined> = process.env): boolean {
  return env.ASTRO_ADAPTER === "netlify" || Boolean(env.NETLIFY);
}
