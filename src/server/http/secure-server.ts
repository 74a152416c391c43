import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AppConfig } from "../config.ts";
import { type SecurityHeaderOptions, securityHeaders } from "./security-headers.ts";

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/**
 * Sets the security headers on every response before the node adapter's
 * handler answers it. Its static files (every page of the site, 404s of
 * missing files included) bypass Astro's middleware, so this is where they
 * get theirs, with the site's own inline scripts (site-scripts.ts). What Astro
 * renders keeps the exact headers of src/middleware.ts: the handler writes
 * them with writeHead, which takes precedence over these.
 */
export function withSecurityHeaders(
  handler: Listener,
  options: Omit<SecurityHeaderOptions, "scriptHashes">,
  scriptHashes: readonly string[],
): Listener {
  return (request, response) => {
    const headers = securityHeaders(pathnameOf(request.url), { ...options, scriptHashes });
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    handler(request, response);
  };
}

/** What the node adapter's entry (dist/server/entry.mjs) exports in standalone mode. */
export type NodeAdapterEntry = { handler: Listener; options: { host: string | boolean; port: number } };

/**
 * How long a client may take to send a request. Node's defaults (300 s for
 * a request, 60 s for its headers) let a client that announces a body it
 * never sends hold a connection for five minutes; these are far above what
 * a real request needs (the largest, a 6 MB image form, takes 30 s at
 * 1.6 Mbit/s), and Node checks them every two seconds rather than every 30.
 */
export const REQUEST_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 };

/**
 * Serves a listener where the configuration says (`config().listen`: HOST
 * and PORT, with the defaults astro.config.mjs gives the adapter), over
 * HTTPS when SERVER_CERT_PATH and SERVER_KEY_PATH are set (`config().tls`), as the adapter's
 * own standalone server would.
 */
export function startSecureServer(
  listener: Listener,
  listen: { host: string; port: number },
  tls: AppConfig["tls"],
): Promise<http.Server> {
  const server = tls
    ? https.createServer(
        { ...REQUEST_TIMEOUTS, cert: fs.readFileSync(tls.certPath), key: fs.readFileSync(tls.keyPath) },
        listener,
      )
    : http.createServer(REQUEST_TIMEOUTS, listener);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => resolve(server));
  });
}
