declare const __RABISCO_NETLIFY_FUNCTIONS__: boolean | undefined;

/**
 * Whether this code runs as a Netlify function: true in a server bundle
 * built with the Netlify adapter (astro.config.mjs defines the constant),
 * false in the node adapter's bundle and when run from source.
 */
export function runsInNetlifyFunctions(): boolean {
  return typeof __RABISCO_NETLIFY_FUNCTIONS__ !== "undefined" && __RABISCO_NETLIFY_FUNCTIONS__ === true;
}
