import { createHmac } from "node:crypto";
import { collectDependencies, DEGRADED, groupOf, recordDependency, withoutMarks } from "../dependencies.ts";
import { yearKind, yearValue } from "../kinds/year.ts";
import { cacheTagsOf, PAGE_SET_TAG } from "./tags.ts";

/**
 * A public page rendered on request for a CDN that keeps it until a content
 * change purges it (Netlify's durable cache; docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md).
 * The page renders through the same loaders as a static build, collecting
 * the dependency keys they read; the response is tagged with them, and the
 * keys with their fingerprints are recorded for the purger.
 */

/** Kept a year at the CDN, served stale while it revalidates (or while the database is down), until purged. */
export const CDN_CACHE_CONTROL = "public, durable, s-maxage=31536000, stale-while-revalidate=31536000";
/** When the page's record could not be written the purger cannot know the page: it expires within a minute instead. */
export const CDN_CACHE_CONTROL_UNRECORDED = "public, durable, s-maxage=60, stale-while-revalidate=60";
/** Browsers always ask again (the CDN answers from its cache): a purge reaches them at once. */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/**
 * No page reads its query string on the server (a static page never did:
 * `/pintar?desenho=…` is one shell), so the CDN must key pages by their path
 * alone, or every `?_=x`, `?utm_…` or `?fbclid=…` costs a render. Netlify
 * keys a function's response on every query parameter, unless
 * `Netlify-Vary: query=a|b` lists some, and then on those alone; it has no
 * way to list none. So the list names one parameter nobody sends: a name
 * derived from the server's secret, never written in a page, and removed by
 * the CDN with its other headers before a response leaves it. (It was `_`,
 * jQuery's cache-buster, which anyone could send.) A request that carries it
 * all the same is redirected without it, rendering nothing
 * (`withoutVaryParameter`).
 */
export function cdnVaryParameter(secret: string | Uint8Array): string {
  return `k${createHmac("sha256", secret).update("rabisco:cdn-cache-key").digest("hex").slice(0, 24)}`;
}

/** The address without the CDN's own key parameter, or null when it has none. */
export function withoutVaryParameter(url: URL, varyParameter: string): string | null {
  if (!url.searchParams.has(varyParameter)) return null;
  const kept = new URLSearchParams(url.searchParams);
  kept.delete(varyParameter);
  const search = kept.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** What answers with something other than a page of the static site: never cached as one. */
const NOT_PAGES = /^\/(?:api|admin|storage|search|busca|_image|_server-islands|_actions|\.netlify)(?:\/|$)/;

/** Statuses a page address answers with that the CDN keeps: the page, a moved address, a missing one, a deleted one. */
const CACHED_STATUSES = new Set([200, 301, 308, 404, 410]);

/** A HEAD is a GET without its body: the CDN answers it from the same copy, and a miss renders and keeps the page. */
export function isCachedPageRequest(method: string, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && !NOT_PAGES.test(pathname);
}

/**
 * The page a static host would serve at `/x/index.html` or `/x.html` is
 * `/x`'s: the CDN's aliases of a page (Netlify's local runtime also asks the
 * function for them, one after another, when a page answers 404, and shows
 * the last answer). Null for any other path.
 */
export function staticFileAlias(pathname: string): string | null {
  const match = /^(.*?)(?:\/index\.html?|\.html?)$/.exec(pathname);
  if (!match) return null;
  return match[1] === "" ? "/" : (match[1] as string);
}

/** Where the records of cached pages go (repositories/cdn.ts). */
export type CachedPageStore = {
  record(page: { path: string; deps: ReadonlyMap<string, string>; groups: readonly string[] }): Promise<void>;
  forget(path: string): Promise<void>;
};

/** The CDN's headers for a page response: null when it must not be cached (an error, a cookie). */
export function cdnHeaders(
  status: number,
  keys: Iterable<string>,
  { recorded, setsCookie, varyParameter }: { recorded: boolean; setsCookie: boolean; varyParameter: string },
): Record<string, string> | null {
  if (!CACHED_STATUSES.has(status) || setsCookie) return null;
  // A missing, moved or deleted address is no page any key describes: any change of the page set purges it.
  const tags = cacheTagsOf(keys, status === 200 ? [] : [PAGE_SET_TAG]);
  return {
    "Cache-Control": BROWSER_CACHE_CONTROL,
    "Netlify-CDN-Cache-Control": recorded ? CDN_CACHE_CONTROL : CDN_CACHE_CONTROL_UNRECORDED,
    // A response that read no data (robots.txt) has no tag: only a deploy changes it.
    ...(tags.length > 0 ? { "Netlify-Cache-Tag": tags.join(",") } : {}),
    "Netlify-Vary": `query=${varyParameter}`,
  };
}

/**
 * Renders a page (`render`: Astro's next()) collecting its dependency keys,
 * records them (a page) or forgets the address (anything else), and answers
 * with the CDN's headers. A failed record never fails the page: it is
 * cached briefly instead, and logged.
 */
export async function renderCachedPage(
  path: string,
  render: () => Promise<Response>,
  store: CachedPageStore,
  { varyParameter, log = console.error }: { varyParameter: string; log?: (line: string) => void },
): Promise<Response> {
  const { result, dependencies } = await collectDependencies(async () => {
    // Every page prints the year in its footer (as engine/record-page.ts records it for the static files).
    recordDependency(yearKind.key(), yearValue(new Date()));
    const response = await render();
    // Read whole inside the collection: a streamed body's components still record as they render.
    return { response, body: await response.arrayBuffer() };
  });
  const { response, body } = result;
  const setsCookie = response.headers.has("set-cookie");
  // A page a passing failure degraded is cached briefly, unrecorded: its next render has it whole.
  const degraded = dependencies.has(DEGRADED);
  const keys = withoutMarks(dependencies);
  let recorded = false;
  if (degraded) log(`${path} was rendered degraded (a passing failure): the CDN keeps it for a minute only.`);
  else if (CACHED_STATUSES.has(response.status) && !setsCookie) {
    try {
      if (response.status === 200) await store.record({ path, deps: keys, groups: [...new Set([...keys.keys()].map(groupOf))] });
      else await store.forget(path);
      recorded = true;
    } catch (error) {
      log(`Could not record the cached page ${path}: ${(error as Error).message}`);
    }
  }
  const headers = new Headers(response.headers);
  const cdn = cdnHeaders(response.status, keys.keys(), { recorded, setsCookie, varyParameter });
  if (cdn) for (const [name, value] of Object.entries(cdn)) headers.set(name, value);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(response.status === 204 || response.status === 304 ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
