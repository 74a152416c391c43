import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local HTTP server that speaks the part of the Supabase Storage REST
 * protocol the site uses (upload with x-upsert, authenticated download,
 * delete by prefixes, list, public objects), so SupabaseStorage is tested
 * through @supabase/supabase-js's real requests. It keeps objects in memory
 * and records every request.
 */
export type StoredObject = { bytes: Buffer; contentType: string; cacheControl: string };
export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders };

export type StorageServer = {
  url: string;
  key: string;
  objects: Map<string, StoredObject>;
  requests: RecordedRequest[];
  /** Makes the next `count` requests (of that method, when given) fail with HTTP 500. */
  failNext(count?: number, method?: string): void;
  close(): Promise<void>;
};

const PREFIX = "/storage/v1";

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, { "content-type": "application/json", ...headers, "content-length": String(payload.length) });
  response.end(payload);
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startStorageServer(key = "service-role-test-key"): Promise<StorageServer> {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  let failures = 0;
  let failingMethod: string | undefined;

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: request.method ?? "GET", path, headers: request.headers });
    const body = await readBody(request);
    if (failures > 0 && (failingMethod === undefined || failingMethod === request.method)) {
      failures--;
      return send(response, 500, { statusCode: "500", error: "internal", message: "Simulated failure" });
    }
    const publicMatch = path.match(/^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/);
    if (request.method === "GET" && publicMatch) {
      const object = objects.get(`${publicMatch[1]}/${publicMatch[2]}`);
      if (!object) return send(response, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
      return send(response, 200, object.bytes, { "content-type": object.contentType, "cache-control": object.cacheControl });
    }
    if (request.headers.authorization !== `Bearer ${key}`) {
      return send(response, 400, { statusCode: "403", error: "Unauthorized", message: "Invalid JWT" });
    }
    const listMatch = path.match(/^\/storage\/v1\/object\/list\/([^/]+)$/);
    if (request.method === "POST" && listMatch) {
      const { prefix = "", limit = 100, offset = 0 } = JSON.parse(body.toString() || "{}");
      const base = `${listMatch[1]}/${prefix ? `${prefix}/` : ""}`;
      const names = new Set<string>();
      const entries: { name: string; id: string | null }[] = [];
      for (const name of [...objects.keys()].filter((name) => name.startsWith(base)).sort()) {
        const rest = name.slice(base.length);
        const [first, ...more] = rest.split("/");
        if (!first || names.has(first)) continue;
        names.add(first);
        entries.push({ name: first, id: more.length > 0 ? null : `id-${first}` });
      }
      return send(response, 200, entries.slice(offset, offset + limit));
    }
    const bucketMatch = path.match(/^\/storage\/v1\/object\/([^/]+)$/);
    if (request.method === "DELETE" && bucketMatch) {
      const { prefixes = [] } = JSON.parse(body.toString() || "{}") as { prefixes?: string[] };
      const removed = prefixes.filter((prefix) => objects.delete(`${bucketMatch[1]}/${prefix}`));
      return send(
        response,
        200,
        removed.map((name) => ({ name })),
      );
    }
    const objectMatch = path.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/);
    if (objectMatch) {
      const name = `${objectMatch[1]}/${objectMatch[2]}`;
      if (request.method === "GET") {
        const object = objects.get(name);
        if (!object) return send(response, 400, { statusCode: "404", error: "not_found", message: "Object not found" });
        return send(response, 200, object.bytes, { "content-type": object.contentType });
      }
      if (request.method === "POST" || request.method === "PUT") {
        const upsert = request.headers["x-upsert"] === "true";
        if (request.method === "POST" && !upsert && objects.has(name)) {
          return send(response, 400, { statusCode: "409", error: "Duplicate", message: "The resource already exists" });
        }
        objects.set(name, {
          bytes: body,
          contentType: String(request.headers["content-type"] ?? ""),
          cacheControl: String(request.headers["cache-control"] ?? ""),
        });
        return send(response, 200, { Key: name, Id: `id-${name}` });
      }
    }
    return send(response, 404, { statusCode: "404", error: "not_found", message: `No route ${request.method} ${path}` });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    objects,
    requests,
    failNext(count = 1, method?: string) {
      failures = count;
      failingMethod = method;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const STORAGE_PREFIX = PREFIX;
