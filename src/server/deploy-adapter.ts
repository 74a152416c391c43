/**
 * Whether this build uses the Netlify adapter. Netlify's builds set NETLIFY;
 * an offline `netlify build` does not, so netlify.toml also sets
 * ASTRO_ADAPTER=netlify. astro.config.mjs picks the adapter with this, and
 * src/server/site/renderer.ts the folders that adapter writes.
 */
export function usesNetlifyAdapter(env: Record<string, string | undefined> = process.env): boolean {
  return env.ASTRO_ADAPTER === "netlify" || Boolean(env.NETLIFY);
}

declare const __RABISCO_NETLIFY_FUNCTIONS__: boolean | undefined;

/**
 * Whether this code runs as a Netlify function: true in a server bundle
 * built with the Netlify adapter (astro.config.mjs defines the constant),
 * false in the node adapter's bundle and when run from source.
 */
export function runsInNetlifyFunctions(): boolean {
  return typeof __RABISCO_NETLIFY_FUNCTIONS__ !== "undefined" && __RABISCO_NETLIFY_FUNCTIONS__ === true;
}
