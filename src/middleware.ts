import { defineMiddleware } from "astro:middleware";
import { config, reportMissingProductionSettings } from "./server/config.ts";
import { runsInNetlifyFunctions } from "./server/deploy-adapter.ts";
import { configuredSecurityOptions, securityHeaders } from "./server/http/security-headers.ts";
import { siteScriptHashes } from "./server/http/site-scripts.ts";
import { cachedPageStore, pageVaryParameter } from "./server/netlify/cached-pages.ts";
import { isCachedPageRequest, renderCachedPage, staticFileAlias, withoutVaryParameter } from "./server/site/cdn/cached-page.ts";

/**
 * The security headers of everything Astro renders on request: the admin,
 * the APIs, /storage, search pages, 404s, and Netlify's function. The policy
 * allows the site's own inline scripts, the same set for every page
 * (site-scripts.ts). Pages rendered for the static site skip this: their
 * files get their headers where they are served
 * (src/server/http/secure-server.ts, Netlify's _headers).
 *
 * In Netlify's function the public pages are not files: they are rendered
 * here, on request, for the CDN to keep until a content change purges them
 * (src/server/site/cdn/cached-page.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // A Netlify function's first request is its start: what production lacks is said once per instance.
  if (!context.locals.staticRender) reportMissingProductionSettings();
  // Pages and components read the site's address here, never from the server's configuration.
  context.locals.siteUrl = config().siteUrl;
  const cached =
    !context.locals.staticRender && runsInNetlifyFunctions() && isCachedPageRequest(context.request.method, context.url.pathname);
  const alias = cached ? staticFileAlias(context.url.pathname) : null;
  const unkeyed = cached ? withoutVaryParameter(context.url, pageVaryParameter()) : null;
  const response = unkeyed
    ? new Response(null, { status: 301, headers: { location: unkeyed, "cache-control": "no-store" } })
    : cached
      ? await renderCachedPage(alias ?? context.url.pathname, alias ? () => next(alias) : next, cachedPageStore(), {
          varyParameter: pageVaryParameter(),
        })
      : await next();
  if (context.locals.staticRender) return response;
  const headers = securityHeaders(context.url.pathname, { ...configuredSecurityOptions(), scriptHashes: siteScriptHashes() });
  // Redirects and fetched responses have immutable headers: copy those into a new response.
  const target = canSet(response.headers)
    ? response
    : new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
  for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  return target;
});

function canSet(headers: Headers): boolean {
  try {
    headers.set("X-Content-Type-Options", "nosniff");
    return true;
  } catch {
    return false;
  }
}
