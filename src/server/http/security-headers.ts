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
  /** CSP sources ('sha256-...') of the inline scripts the page runs. */
  scriptHashes?: Iterable<string>;
};

/** The admin area and the APIs: nobody may frame them. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(admin|api)(\/|$)/.test(pathname);
}

/**
 * Inline `<script>` contents the browser executes: JSON-LD and other data
 * blocks are not governed by CSP, external scripts are covered by 'self'.
 */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function scriptType(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
}

/** The CSP hash sources of the executable inline scripts of an HTML document, in order of appearance, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPES.has(scriptType(attributes))) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy. Scripts: the site's own files and the listed
 * inline ones; 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly
 * (it allows no JavaScript eval). Styles: 'unsafe-inline', because Astro
 * inlines small stylesheets, the admin's React sets style attributes and the
 * print frame carries its own <style>; styles cannot run code, and every
 * other source stays closed. No third-party host: fonts ship with the site,
 * and the consent bootstrap only queues gtag calls (no Google script loads).
 */
export function contentSecurityPolicy(pathname: string, options: SecurityHeaderOptions): string {
  const others = options.imageOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'wasm-unsafe-eval'", ...new Set(options.scriptHashes ?? [])],
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
