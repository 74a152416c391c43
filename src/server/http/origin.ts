import { type AppConfig, config } from "../config.ts";

type OriginSettings = Pick<AppConfig, "siteUrl" | "trustedProxies">;

/**
 * Which page origins may make cookie-authenticated writes (the admin API,
 * better-auth's sign-in and sign-out): the public address (SITE_URL) and
 * the address the request itself was sent to. The second is what lets an
 * administrator sign in at http://127.0.0.1:4395 when the site calls itself
 * http://localhost:4321, and it is safe: a page on another site can make
 * the browser send our cookies, but its Origin header then names that other
 * site, never the host the request goes to.
 */
export function trustedOrigins(request: Request, settings: OriginSettings = config()): string[] {
  const origins = [new URL(settings.siteUrl).origin];
  const own = requestOrigin(request, settings);
  if (own && !origins.includes(own)) origins.push(own);
  return origins;
}

/** Whether the request's Origin header names one of trustedOrigins. No Origin is not trusted. */
export function hasTrustedOrigin(request: Request, settings: OriginSettings = config()): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && trustedOrigins(request, settings).includes(origin);
}

/**
 * Scheme and host the client addressed. The node adapter builds request.url
 * from the Host header the browser wrote and the connection's scheme; a
 * trusted proxy that terminates TLS reports the original scheme in
 * X-Forwarded-Proto (only believed with TRUSTED_PROXIES).
 */
export function requestOrigin(request: Request, settings: OriginSettings = config()): string | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const forwarded = settings.trustedProxies > 0 ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  if (forwarded === "https" || forwarded === "http") url.protocol = `${forwarded}:`;
  return url.origin;
}
