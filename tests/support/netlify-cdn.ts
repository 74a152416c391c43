import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in of Netlify's CDN in front of `netlify serve` (which does not
 * emulate the CDN's cache), and of Netlify's purge API, following Netlify's
 * documented semantics (docs.netlify.com "Caching overview", "Cache tags and
 * purge API"; notes in ../shared/notes/netlify-cdn-freshness.md):
 *
 * - Only GET is cached, and only a response with `Netlify-CDN-Cache-Control`
 *   (or `CDN-Cache-Control`) that is public: fresh for `s-maxage` (else
 *   `max-age`) seconds, then served stale for `stale-while-revalidate`
 *   seconds while one request revalidates it in the background; a failed
 *   revalidation keeps the stale copy. `durable` is noted (one node here, so
 *   every copy is shared anyway). A HEAD is answered from the GET's copy, as
 *   HTTP caches do (RFC 9111, section 4.3.5); a HEAD that misses is sent to
 *   the origin as a GET, whose answer is kept (this stand-in's reading:
 *   Netlify's docs say only GET responses are cached, not how a HEAD is
 *   answered).
 * - The cache key is the path and the query string; `Netlify-Vary: query=a|b`
 *   keeps only the listed parameters.
 * - `Netlify-Cache-Tag` / `Cache-Tag` (comma-separated) tag the copy. The
 *   CDN's own headers are removed before the response reaches the client,
 *   which gets `Cache-Status` instead (`"Netlify Edge"; hit`, `fwd=miss`,
 *   `fwd=stale`).
 * - `POST /api/v1/purge` on the API server, as @netlify/functions' purgeCache
 *   sends it: `Authorization: Bearer <token>`, `{ site_id, cache_tags }`
 *   (no tags: the whole site); 202 when done, 401 without the token, 404 for
 *   another site, 429 beyond 2 purges per 5 seconds per site.
 */
export type PurgeCall = { at: number; status: number; siteId: unknown; tags: string[] | null };

type Entry = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: Set<string>;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  durable: boolean;
  revalidating: boolean;
};

export type NetlifyCdn = {
  url: string;
  apiUrl: string;
  siteId: string;
  token: string;
  purges: PurgeCall[];
  /** Requests the CDN sent to the origin (what the function rendered), with who asked. */
  originRequests: { path: string; userAgent: string }[];
  /** Any request to the API server other than a purge (a build hook, a deploy): there must be none. */
  otherApiCalls: { method: string; url: string }[];
  /** What the cache holds for a path (no query), if anything. */
  cached(path: string): { tags: Set<string>; durable: boolean; status: number } | undefined;
  size(): number;
  close(): Promise<void>;
};

const CDN_HEADERS = new Set(["netlify-cdn-cache-control", "cdn-cache-control", "netlify-cache-tag", "cache-tag", "netlify-vary"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);
const PURGE_WINDOW_MS = 5_000;
const PURGES_PER_WINDOW = 2;

export function parseCdnCacheControl(value: string | null): { freshMs: number; staleMs: number; durable: boolean } | null {
  if (!value) return null;
  const directives = new Map<string, string | true>();
  for (const part of value.split(",")) {
    const [name, arg] = part.trim().split("=");
    if (name) directives.set(name.toLowerCase(), arg === undefined ? true : arg.replace(/"/g, ""));
  }
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return null;
  const seconds = (name: string) => {
    const arg = directives.get(name);
    return typeof arg === "string" && /^\d+$/.test(arg) ? Number(arg) : undefined;
  };
  const fresh = seconds("s-maxage") ?? seconds("max-age") ?? 0;
  const stale = seconds("stale-while-revalidate") ?? 0;
  if (fresh + stale <= 0) return null;
  return { freshMs: fresh * 1000, staleMs: stale * 1000, durable: directives.has("durable") };
}

/** The query parameters `Netlify-Vary` keys on: null for all of them. */
function varyQuery(value: string | undefined): string[] | null {
  if (!value) return null;
  for (const directive of value.split(",")) {
    const [name, list] = directive.trim().split("=");
    if (name?.toLowerCase() === "query") return list ? list.split("|").map((item) => item.trim()) : null;
  }
  return null;
}

function cacheKey(url: URL, query: string[] | null): string {
  if (query === null) return url.pathname + url.search;
  const kept = new URLSearchParams();
  for (const name of [...query].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

export async function startNetlifyCdn({
  origin,
  siteId = "rabisco-site-id",
  token = "rabisco-purge-token",
}: {
  /** Where `netlify serve` listens; settable later (the CDN's address must be known before the origin starts). */
  origin?: string;
  siteId?: string;
  token?: string;
}): Promise<NetlifyCdn & { setOrigin(url: string): void }> {
  let originUrl = origin ?? "";
  const entries = new Map<string, Entry>();
  const varyByPath = new Map<string, string[] | null>();
  const purges: PurgeCall[] = [];
  const originRequests: NetlifyCdn["originRequests"] = [];
  const otherApiCalls: { method: string; url: string }[] = [];

  const fetchOrigin = (request: http.IncomingMessage, body: Buffer, method = request.method) =>
    new Promise<{ status: number; headers: [string, string][]; body: Buffer }>((resolve, reject) => {
      const target = new URL(request.url ?? "/", originUrl);
      originRequests.push({ path: target.pathname, userAgent: String(request.headers["user-agent"] ?? "") });
      const headers = { ...request.headers };
      delete headers.connection;
      const forward = http.request(
        target,
        { method, headers: { ...headers, host: request.headers.host ?? target.host } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const pairs: [string, string][] = [];
            for (let index = 0; index < response.rawHeaders.length; index += 2)
              pairs.push([response.rawHeaders[index] as string, response.rawHeaders[index + 1] as string]);
            resolve({ status: response.statusCode ?? 502, headers: pairs, body: Buffer.concat(chunks) });
          });
          response.on("error", reject);
        },
      );
      forward.on("error", reject);
      forward.end(body);
    });

  const header = (pairs: [string, string][], name: string) => pairs.find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;

  const store = (key: string, path: string, answer: { status: number; headers: [string, string][]; body: Buffer }) => {
    const rules = parseCdnCacheControl(
      header(answer.headers, "netlify-cdn-cache-control") ?? header(answer.headers, "cdn-cache-control") ?? null,
    );
    varyByPath.set(path, varyQuery(header(answer.headers, "netlify-vary")));
    if (!rules) {
      entries.delete(key);
      return;
    }
    const tags = new Set(
      [header(answer.headers, "netlify-cache-tag"), header(answer.headers, "cache-tag")]
        .filter((value): value is string => Boolean(value))
        .flatMap((value) => value.split(","))
        .map((tag) => tag.trim())
        .filter(Boolean),
    );
    entries.set(key, { ...answer, ...rules, tags, storedAt: Date.now(), revalidating: false });
  };

  const reply = (
    response: http.ServerResponse,
    answer: { status: number; headers: [string, string][]; body: Buffer },
    cacheStatus: string,
  ) => {
    const headers: [string, string][] = answer.headers.filter(
      ([name]) =>
        !CDN_HEADERS.has(name.toLowerCase()) && !HOP_BY_HOP.has(name.toLowerCase()) && name.toLowerCase() !== "content-length",
    );
    headers.push(["Cache-Status", cacheStatus], ["Content-Length", String(answer.body.length)]);
    response.writeHead(answer.status, headers.flat() as unknown as http.OutgoingHttpHeaders);
    response.end(response.req.method === "HEAD" ? undefined : answer.body);
  };

  const cdn = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url ?? "/", "http://cdn");
        if (request.method !== "GET" && request.method !== "HEAD") {
          try {
            reply(response, await fetchOrigin(request, body), '"Netlify Edge"; fwd=method');
          } catch {
            response.writeHead(502).end();
          }
          return;
        }
        const known = varyByPath.has(url.pathname) ? (varyByPath.get(url.pathname) ?? null) : null;
        const key = cacheKey(url, known);
        const entry = entries.get(key);
        const age = entry ? Date.now() - entry.storedAt : 0;
        if (entry && age < entry.freshMs) return reply(response, entry, '"Netlify Edge"; hit');
        if (entry && age < entry.freshMs + entry.staleMs) {
          reply(response, entry, '"Netlify Edge"; fwd=stale');
          if (!entry.revalidating) {
            entry.revalidating = true;
            fetchOrigin(request, body, "GET")
              .then((answer) => {
                // A failed revalidation keeps the stale copy (the origin is down, or erred).
                if (answer.status < 500 && entries.get(key) === entry) store(key, url.pathname, answer);
              })
              .catch(() => {})
              .finally(() => {
                entry.revalidating = false;
              });
          }
          return;
        }
        try {
          const answer = await fetchOrigin(request, body, "GET");
          store(cacheKey(url, varyQuery(header(answer.headers, "netlify-vary"))), url.pathname, answer);
          reply(response, answer, '"Netlify Edge"; fwd=miss');
        } catch {
          response.writeHead(502, { "content-type": "text/plain" }).end("origin unreachable");
        }
      })();
    });
  });

  const api = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://api");
      if (request.method !== "POST" || url.pathname !== "/api/v1/purge") {
        otherApiCalls.push({ method: request.method ?? "", url: request.url ?? "" });
        response.writeHead(404).end();
        return;
      }
      let payload: { site_id?: unknown; cache_tags?: unknown } = {};
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        response.writeHead(400).end("invalid JSON");
        return;
      }
      const tags = Array.isArray(payload.cache_tags) ? payload.cache_tags.map(String) : null;
      const call: PurgeCall = { at: Date.now(), status: 0, siteId: payload.site_id, tags };
      purges.push(call);
      const answer = (status: number, text = "") => {
        call.status = status;
        response.writeHead(status, { "content-type": "text/plain" }).end(text);
      };
      if (request.headers.authorization !== `Bearer ${token}`) return answer(401, "unauthorized");
      if (payload.site_id !== siteId) return answer(404, "site not found");
      const recent = purges.filter((earlier) => earlier.status === 202 && call.at - earlier.at < PURGE_WINDOW_MS);
      if (recent.length >= PURGES_PER_WINDOW) return answer(429, "rate limited");
      if (tags === null) entries.clear();
      else for (const [key, entry] of entries) if (tags.some((tag) => entry.tags.has(tag))) entries.delete(key);
      answer(202);
    });
  });

  const listen = (server: http.Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
  const [url, apiUrl] = await Promise.all([listen(cdn), listen(api)]);
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url,
    apiUrl,
    siteId,
    token,
    purges,
    originRequests,
    otherApiCalls,
    setOrigin: (next) => {
      originUrl = next;
    },
    cached: (path) => {
      const entry = entries.get(path);
      return entry && { tags: entry.tags, durable: entry.durable, status: entry.status };
    },
    size: () => entries.size,
    close: async () => {
      await Promise.all([close(cdn), close(api)]);
    },
  };
}

/**
 * The site's settings that put it behind this CDN: its public address is the
 * CDN's (canonical URLs, the purger's warming and its trigger go through it),
 * and Netlify's purge API is the stand-in's (what Netlify sets in its
 * functions, and NETLIFY_API_URL).
 */
export function behindCdnEnv(cdn: Pick<NetlifyCdn, "url" | "apiUrl" | "siteId" | "token">): Record<string, string> {
  return { SITE_URL: cdn.url, SITE_ID: cdn.siteId, NETLIFY_PURGE_API_TOKEN: cdn.token, NETLIFY_API_URL: cdn.apiUrl };
}
