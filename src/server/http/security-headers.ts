import { createHash } from "node:crypto";
import { type AppConfig, config } from "../config.ts";

/**
 * The security headers of every response: the node server's static files
 * and the Astro routes (src/middleware.ts), and Netlify's static files
 * (the `_headers` file scripts/build-site.ts writes). One place decides
 * them; the callers only say which inline scripts the response may run.
 */
export type SecurityHeaderOptions = {
  /** The public address (config().siteUrl): https turns HSTS on. */
  siteUrl: string;
  /**
   * Other origins serving the site's images (Supabase Storage). The
   * download button fetches the image, so they are allowed for fetch too.
   */
  imageOrigins?: readonly string[];
  /**
   * CSP sources ('sha256-...') of the inline scripts the page may run: the
   * site's own, known when it is built (site-scripts.ts), never read from a
   * page, so no content can add to them.
   */
  scriptHashes?: Iterable<string>;
};

/** The admin area and the APIs: nobody may frame them. */
function isPrivatePath(pathname: string): boolean {
  return /^\/(admin|api)(\/|$)/.test(pathname);
}

/** The CSP source that allows one inline script: its SHA-256, as the browser computes it over the script's text. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy. Scripts: the site's own files and the listed
 * inline ones, nothing else (no eval, no WebAssembly). Styles:
 * 'unsafe-inline', because Astro
 * inlines small stylesheets, the admin's React sets style attributes and the
 * print frame carries its own <style>; styles cannot run code, and every
 * other source stays closed. No third-party host: fonts ship with the site,
 * and the consent bootstrap only queues gtag calls (no Google script loads).
 */
function contentSecurityPolicy(pathname: string, options: SecurityHeaderOptions): string {
  const others = options.imageOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...new Set(options.scriptHashes ?? [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...others],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...others],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    // Public pages: 'self' keeps other sites from framing them and leaves
    // same-origin framing possible (the print frame is a srcdoc document,
    // which needs nothing).
    ["frame-ancestors", isPrivatePath(pathname) ? "'none'" : "'self'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}

/** Every security header of a response to `pathname`. */
export function securityHeaders(pathname: string, options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(pathname, options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  // Over plain HTTP the browser ignores it; announcing it for a local
  // http://localhost would only be noise.
  if (new URL(options.siteUrl).protocol === "https:") {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

/** The options that follow from the configuration: the site's address and, when configured, Supabase Storage. */
export function configuredSecurityOptions(settings: Pick<AppConfig, "siteUrl" | "supabase"> = config()): SecurityHeaderOptions {
  return { siteUrl: settings.siteUrl, imageOrigins: settings.supabase ? [new URL(settings.supabase.url).origin] : [] };
}
