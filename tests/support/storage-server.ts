import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in of Supabase Storage's REST API (supabase/storage,
 * src/http/routes/object), for the routes Rabisco uses: upload (POST with
 * x-upsert, PUT), signed upload URLs (made with the key, used by a browser
 * with the token alone, CORS included), authenticated download, public
 * objects, delete by prefixes, and list with prefix, limit, offset, search
 * and sort. It answers
 * as that server does, down to the error bodies: every error but a 500 comes
 * back as HTTP 400 with `{ statusCode, code, error, message }`, where
 * statusCode is the error's own status as a string (its error handler's
 * `userStatusCode`). tests/api/storage-contract.test.ts holds it to that
 * through supabase-js, the client production uses. Objects stay in memory and
 * every request is recorded.
 */
export type StoredObject = {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  id: string;
  etag: string;
  createdAt: string;
  updatedAt: string;
};
export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders };

export type StorageServer = {
  url: string;
  key: string;
  /** By `bucket/path`. */
  objects: Map<string, StoredObject>;
  requests: RecordedRequest[];
  /** Makes the next `count` requests (of that method, when given) fail with HTTP 500. */
  failNext(count?: number, method?: string): void;
  close(): Promise<void>;
};

/** The site's one bucket (public), as supabase/README's deploy steps create it. */
const BUCKETS = new Set(["drawings"]);
/** The file size limit of a Supabase project's free plan (50 MB). */
const MAX_OBJECT_BYTES = 50 * 1024 * 1024;

type StorageErrorBody = { statusCode: string; code: string; error: string; message: string };

class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  constructor(statusCode: number, code: string, message: string, error: string = code) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
  body(): StorageErrorBody {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors of supabase/storage's src/internal/errors/codes.ts that these routes can give. */
const ERRORS = {
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  keyAlreadyExists: () => new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  invalidJwt: (message = "invalid signature") => new StorageError(400, "InvalidJWT", message),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  entityTooLarge: () =>
    new StorageError(413, "EntityTooLarge", "The object exceeded the maximum allowed size", "Payload too large"),
  noContent: () => new StorageError(400, "InvalidRequest", "No content provided"),
  internal: () => new StorageError(500, "InternalError", "Internal server error"),
  noRoute: (method: string, path: string) => new StorageError(404, "InvalidRequest", `Route ${method}:${path} not found`),
};

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    ...headers,
    "content-length": String(payload.length),
  });
  response.end(payload);
}

/** Supabase's error handler: HTTP 500 for internal errors, 400 for every other one (the real status goes in the body). */
function sendError(response: http.ServerResponse, error: StorageError): void {
  send(response, error.statusCode === 500 ? 500 : 400, error.body());
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An object key as Supabase's `isValidKey` accepts it: printable characters, no empty segments. */
function assertKey(key: string): void {
  if (
    !key ||
    key.split("/").some((segment) => segment === "" || segment === "." || segment === "..") ||
    [...key].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
  )
    throw ERRORS.invalidKey(key);
}

/** The upload's bytes, content type and cache-control: a raw body (storage-js with bytes) or multipart (with a Blob). */
async function uploadedFile(
  request: http.IncomingMessage,
  body: Buffer,
): Promise<{ bytes: Buffer; contentType: string; cacheControl: string }> {
  const type = String(request.headers["content-type"] ?? "");
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw ERRORS.noContent();
    const seconds = String(form.get("cacheControl") ?? "3600");
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || "text/plain;charset=UTF-8",
      cacheControl: `max-age=${seconds}`,
    };
  }
  return {
    bytes: body,
    contentType: type || "text/plain;charset=UTF-8",
    cacheControl: String(request.headers["cache-control"] ?? "max-age=3600"),
  };
}

/** An object's row as storage.objects and the list route give it. */
function objectRow(bucket: string, name: string, object: StoredObject) {
  return {
    name,
    bucket_id: bucket,
    id: object.id,
    updated_at: object.updatedAt,
    created_at: object.createdAt,
    last_accessed_at: object.updatedAt,
    metadata: {
      eTag: `"${object.etag}"`,
      size: object.bytes.length,
      mimetype: object.contentType,
      cacheControl: object.cacheControl,
      lastModified: object.updatedAt,
      contentLength: object.bytes.length,
      httpStatusCode: 200,
    },
  };
}

type ListBody = {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
};

/** The list route (storage.search): the folders and files one level under `prefix`, sorted, then paged. */
function list(objects: Map<string, StoredObject>, bucket: string, options: ListBody) {
  const prefix = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  const base = `${bucket}/${prefix ? `${prefix}/` : ""}`;
  const search = (options.search ?? "").toLowerCase();
  const entries = new Map<
    string,
    | ReturnType<typeof objectRow>
    | { name: string; id: null; updated_at: null; created_at: null; last_accessed_at: null; metadata: null }
  >();
  for (const [key, object] of objects) {
    if (!key.startsWith(base)) continue;
    const [first, ...rest] = key.slice(base.length).split("/");
    if (!first?.toLowerCase().startsWith(search) || entries.has(first)) continue;
    entries.set(
      first,
      rest.length > 0
        ? { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
        : objectRow(bucket, first, object),
    );
  }
  const column =
    (["name", "created_at", "updated_at", "last_accessed_at"] as const).find((name) => name === options.sortBy?.column) ?? "name";
  const direction = options.sortBy?.order?.toLowerCase() === "desc" ? -1 : 1;
  const value = (entry: {
    name: string;
    created_at: string | null;
    updated_at: string | null;
    last_accessed_at: string | null;
  }) => entry[column] ?? "";
  const sorted = [...entries.values()].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -1 : x > y ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0) * direction;
  });
  const offset = Math.max(0, Number(options.offset ?? 0));
  const limit = Math.max(0, Number(options.limit ?? 100));
  return sorted.slice(offset, offset + limit);
}

export async function startStorageServer(key = "service-role-test-key"): Promise<StorageServer> {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  /** Signed upload tokens, by `bucket/path` (Supabase signs a JWT valid for two hours). */
  const uploadTokens = new Map<string, string>();
  let failures = 0;
  let failingMethod: string | undefined;

  const bucketOf = (bucket: string) => {
    if (!BUCKETS.has(bucket)) throw ERRORS.noSuchBucket();
    return bucket;
  };
  const objectAt = (bucket: string, name: string) => {
    const object = objects.get(`${bucketOf(bucket)}/${name}`);
    if (!object) throw ERRORS.noSuchKey();
    return object;
  };
  const sendObject = (response: http.ServerResponse, object: StoredObject) =>
    send(response, 200, object.bytes, {
      "content-type": object.contentType,
      "cache-control": object.cacheControl,
      etag: `"${object.etag}"`,
      "last-modified": new Date(object.updatedAt).toUTCString(),
    });

  const store = async (
    request: http.IncomingMessage,
    body: Buffer,
    bucket: string,
    name: string,
    existing: StoredObject | undefined,
  ): Promise<StoredObject> => {
    const file = await uploadedFile(request, body);
    if (file.bytes.length === 0) throw ERRORS.noContent();
    if (file.bytes.length > MAX_OBJECT_BYTES) throw ERRORS.entityTooLarge();
    const now = new Date().toISOString();
    const object: StoredObject = {
      ...file,
      id: existing?.id ?? randomUUID(),
      etag: createHash("md5").update(file.bytes).digest("hex"),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    objects.set(`${bucket}/${name}`, object);
    return object;
  };

  const handle = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
    body: Buffer,
    query: URLSearchParams,
  ) => {
    const method = request.method ?? "GET";
    const signedMatch = path.match(/^\/storage\/v1\/object\/upload\/sign\/([^/]+)\/(.+)$/);
    if (method === "PUT" && signedMatch) {
      const bucket = bucketOf(signedMatch[1] as string);
      const name = signedMatch[2] as string;
      const token = query.get("token");
      if (!token || uploadTokens.get(`${bucket}/${name}`) !== token) throw ERRORS.invalidJwt("invalid signature");
      const existing = objects.get(`${bucket}/${name}`);
      if (existing && request.headers["x-upsert"] !== "true") throw ERRORS.keyAlreadyExists();
      await store(request, body, bucket, name, existing);
      uploadTokens.delete(`${bucket}/${name}`);
      return send(response, 200, { Key: `${bucket}/${name}` });
    }
    const publicMatch = path.match(/^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/);
    if ((method === "GET" || method === "HEAD") && publicMatch) {
      return sendObject(response, objectAt(publicMatch[1] as string, publicMatch[2] as string));
    }
    const authorization = request.headers.authorization;
    if (!authorization) throw ERRORS.invalidJwt("headers must have required property 'authorization'");
    if (authorization !== `Bearer ${key}`) throw ERRORS.invalidJwt();

    if (method === "POST" && signedMatch) {
      const bucket = bucketOf(signedMatch[1] as string);
      const name = signedMatch[2] as string;
      assertKey(name);
      const token = randomUUID();
      uploadTokens.set(`${bucket}/${name}`, token);
      return send(response, 200, { url: `/object/upload/sign/${bucket}/${encodeURI(name)}?token=${token}` });
    }
    const listMatch = path.match(/^\/storage\/v1\/object\/list\/([^/]+)$/);
    if (method === "POST" && listMatch) {
      const options = JSON.parse(body.toString() || "{}") as ListBody;
      return send(response, 200, list(objects, bucketOf(listMatch[1] as string), options));
    }
    const bucketMatch = path.match(/^\/storage\/v1\/object\/([^/]+)$/);
    if (method === "DELETE" && bucketMatch) {
      const bucket = bucketOf(bucketMatch[1] as string);
      const { prefixes = [] } = JSON.parse(body.toString() || "{}") as { prefixes?: string[] };
      const removed = [];
      for (const name of prefixes) {
        const object = objects.get(`${bucket}/${name}`);
        if (!object) continue;
        objects.delete(`${bucket}/${name}`);
        removed.push(objectRow(bucket, name, object));
      }
      return send(response, 200, removed);
    }
    const objectMatch = path.match(/^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/);
    if (objectMatch) {
      const bucket = bucketOf(objectMatch[1] as string);
      const name = objectMatch[2] as string;
      if (method === "GET") return sendObject(response, objectAt(bucket, name));
      if (method === "DELETE") {
        const object = objectAt(bucket, name);
        objects.delete(`${bucket}/${name}`);
        return send(response, 200, { message: "Successfully deleted", ...objectRow(bucket, name, object) });
      }
      if (method === "POST" || method === "PUT") {
        assertKey(name);
        const existing = objects.get(`${bucket}/${name}`);
        // POST creates (or replaces with x-upsert: true); PUT replaces an object that exists.
        if (method === "POST" && existing && request.headers["x-upsert"] !== "true") throw ERRORS.keyAlreadyExists();
        if (method === "PUT" && !existing) throw ERRORS.noSuchKey();
        const object = await store(request, body, bucket, name, existing);
        return send(response, 200, { Id: object.id, Key: `${bucket}/${name}` });
      }
    }
    throw ERRORS.noRoute(method, path);
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: request.method ?? "GET", path, headers: request.headers });
    // Supabase Storage answers browsers from any origin (its CORS allows every one).
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(200, {
        "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
        "access-control-allow-headers": "authorization, x-client-info, apikey, content-type, x-upsert, cache-control",
        "access-control-max-age": "86400",
      });
      return void response.end();
    }
    try {
      const body = await readBody(request);
      if (failures > 0 && (failingMethod === undefined || failingMethod === request.method)) {
        failures--;
        throw ERRORS.internal();
      }
      await handle(request, response, path, body, url.searchParams);
    } catch (error) {
      sendError(response, error instanceof StorageError ? error : ERRORS.internal());
    }
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
