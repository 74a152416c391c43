/**
 * Where the search bundles live on the site, shared by the index builder
 * (server) and the search islands (browser).
 */
export const SEARCH_BUNDLES = { drawings: "drawings", articles: "articles" } as const;
export type SearchBundle = keyof typeof SEARCH_BUNDLES;

export const SEARCH_LANGUAGE = "pt";
export const VOCABULARY_FILE = "vocabulary.json";

/** URL path of a bundle's directory, e.g. `/pagefind/drawings/`. */
export function bundlePath(bundle: SearchBundle): string {
  return `/pagefind/${SEARCH_BUNDLES[bundle]}/`;
}
