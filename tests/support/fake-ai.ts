import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local stand-in for an OpenAI-compatible chat completions API, for
 * the AI tests: POST {url}/chat/completions answers from a queue of canned
 * replies (or the default one), each in the OpenAI format with a `usage`
 * block, and every request body received is kept in `requests`. Listens on
 * 127.0.0.1, on a random port.
 */
export type FakeReply =
  /** An assistant message whose content is this object as JSON, after `delayMs` (a model that takes its time). */
  | { kind: "json"; content: unknown; usage?: FakeUsage; delayMs?: number }
  /** An assistant message whose content is this text as is (e.g. malformed JSON). */
  | { kind: "text"; content: string; usage?: FakeUsage }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "error"; status: number; message?: string }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: "hang" }
  /** A 200 whose body is `bytes` long: one JSON string of that size, sent in chunks as fast as the client reads. */
  | { kind: "huge"; bytes: number }
  /** A 200 whose headers and first bytes arrive, and the rest of the body never does. */
  | { kind: "stall-body" };

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; cost?: number };

export type FakeAiServer = {
  /** The API root to configure as AI_BASE_URL (…/v1). */
  url: string;
  /** Every request body received, parsed, in order. */
  requests: Array<Record<string, unknown>>;
  /** The Authorization headers received, in order. */
  authorizations: Array<string | undefined>;
  /** Replies for the next requests, in order; when empty, `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  fallback: FakeReply;
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 1_000, completion_tokens: 200 };

function completion(content: string, usage: FakeUsage, model: unknown) {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: typeof model === "string" ? model : "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

export async function startFakeAi(): Promise<FakeAiServer> {
  const queue: FakeReply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeAiServer = {
    url: "",
    requests: [],
    authorizations: [],
    fallback: { kind: "json", content: { description: "Uma descrição.", tags: ["gato"] } },
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    reset: () => {
      queue.length = 0;
      fake.requests.length = 0;
      fake.authorizations.length = 0;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        body = { unparsable: true };
      }
      fake.requests.push(body);
      fake.authorizations.push(request.headers.authorization);
      const reply = queue.shift() ?? fake.fallback;
      switch (reply.kind) {
        case "hang":
          hanging.add(response);
          response.on("close", () => hanging.delete(response));
          return;
        case "huge": {
          hanging.add(response);
          response.on("close", () => hanging.delete(response));
          response.writeHead(200, { "content-type": "application/json" });
          const chunk = Buffer.alloc(64 * 1024, "a");
          let sent = 0;
          const pump = () => {
            while (sent < reply.bytes && !response.destroyed) {
              sent += chunk.length;
              if (!response.write(chunk)) return void response.once("drain", pump);
            }
            response.end();
          };
          response.write('{"id":"x","choices":[{"message":{"content":"');
          pump();
          return;
        }
        case "stall-body":
          hanging.add(response);
          response.on("close", () => hanging.delete(response));
          response.writeHead(200, { "content-type": "application/json" }).write('{"id":"chatcmpl-stalled","choices":[');
          return;
        case "error":
          response
            .writeHead(reply.status, { "content-type": "application/json" })
            .end(JSON.stringify({ error: { message: reply.message ?? "upstream exploded", type: "server_error" } }));
          return;
        default: {
          const content = reply.kind === "json" ? JSON.stringify(reply.content) : reply.content;
          const answer = () =>
            response
              .writeHead(200, { "content-type": "application/json" })
              .end(JSON.stringify(completion(content, reply.usage ?? DEFAULT_USAGE, body.model)));
          const delayMs = reply.kind === "json" ? (reply.delayMs ?? 0) : 0;
          if (delayMs <= 0) return void answer();
          hanging.add(response);
          const timer = setTimeout(() => {
            hanging.delete(response);
            if (!response.destroyed) answer();
          }, delayMs);
          response.on("close", () => clearTimeout(timer));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
