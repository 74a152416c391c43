import { defineMiddleware } from "astro:middleware";
import { configuredSecurityOptions, inlineScriptHashes, securityHeaders } from "./server/http/security-headers.ts";

/**
 * The security headers of everything Astro renders on request: the admin,
 * the APIs, /storage, search pages, 404s, and Netlify's function. An HTML
 * page is read whole to hash its own inline scripts (the admin's island
 * bootstrap among them), so its policy allows exactly those. Pages rendered
 * for the static site skip this: their files get their headers where they
 * are served (src/server/http/secure-server.ts, Netlify's _headers).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.locals.staticRender) return response;
  const options = configuredSecurityOptions();
  const isHtml = response.body !== null && (response.headers.get("content-type") ?? "").includes("text/html");
  const html = isHtml ? await response.text() : null;
  const headers = securityHeaders(context.url.pathname, {
    ...options,
    scriptHashes: html === null ? [] : inlineScriptHashes(html),
  });
  // Redirects and fetched responses have immutable headers: copy those into a new response.
  const target =
    html === null && canSet(response.headers)
      ? response
      : new Response(html ?? response.body, {
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
