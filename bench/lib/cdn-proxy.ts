import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/**
 * A tiny reverse proxy that sends the origin's responses the way a CDN would:
 * text bodies (HTML, CSS, JS, JSON, SVG, XML) gzip-compressed when the client
 * accepts gzip, everything else untouched. It records how many bytes of each
 * response it sent, so the benchmark measures real transfers.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export type Transfer = {
  url: string;
  status: number;
  contentType: string;
  bytes: number;
  rawBytes: number;
  encoding: string | null;
};

export type CdnProxy = {
  url: string;
  port: number;
  transfers: Transfer[];
  close(): Promise<void>;
};

export function gzipSize(body: Uint8Array): number {
  return zlib.gzipSync(body, { level: 6 }).length;
}

/** Starts the proxy on `port` (0 for any free port) in front of `origin`. */
export async function startCdnProxy(origin: string, port = 0): Promise<CdnProxy> {
  const transfers: Transfer[] = [];
  const server = http.createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || ["host", "connection", "accept-encoding", "content-length"].includes(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const method = request.method ?? "GET";
      const init: RequestInit = { method, headers, redirect: "manual" };
      if (method !== "GET" && method !== "HEAD") init.body = Buffer.concat(chunks);
      const upstream = await fetch(new URL(request.url ?? "/", origin), init);
      const raw = new Uint8Array(await upstream.arrayBuffer());
      const contentType = upstream.headers.get("content-type") ?? "";
      const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const compress = acceptsGzip && raw.byteLength > 0 && COMPRESSIBLE.test(contentType);
      const body = compress ? zlib.gzipSync(raw, { level: 6 }) : raw;
      const outHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name))
          outHeaders[name] = value;
      });
      if (compress) {
        outHeaders["content-encoding"] = "gzip";
        outHeaders.vary = "Accept-Encoding";
      }
      outHeaders["content-length"] = String(body.byteLength);
      response.writeHead(upstream.status, outHeaders);
      response.end(method === "HEAD" ? undefined : body);
      transfers.push({
        url: request.url ?? "/",
        status: upstream.status,
        contentType,
        bytes: body.byteLength,
        rawBytes: raw.byteLength,
        encoding: compress ? "gzip" : null,
      });
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`Bad gateway: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    transfers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
