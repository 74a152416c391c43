import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AiCallError, defaultTimeoutMs, generateStructured, NETLIFY_SYNC_AI_TIMEOUT_MS } from "#src/server/ai/client.ts";
import type { AiConfig } from "#src/server/config.ts";
import type { AiUsageRecord } from "#src/server/repositories/ai-usage.ts";
import { type FakeAiServer, startFakeAi } from "../support/fake-ai.ts";

/** The AI client against the fake chat completions API, in process (the HTTP endpoints: suites/ai.ts). */
let fake: FakeAiServer;
let records: AiUsageRecord[];
const schema = z.object({ description: z.string(), tags: z.array(z.string()) });
const image = { bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), mediaType: "image/webp" };

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return { baseUrl: fake.url, apiKey: "sk-secret-test-key", model: "fake-vision", prices: null, timeoutMs: 5_000, ...overrides };
}

function call() {
  return {
    kind: "reformulate-drawing" as const,
    schemaName: "drawing_suggestion",
    schema,
    prompt: "Descreva.",
    image,
    record: async (usage: AiUsageRecord) => {
      records.push(usage);
    },
  };
}

beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  records = [];
});

describe("generateStructured", () => {
  it("sends the image as a data URL, a strict json_schema, the key as a Bearer token; returns the object and records it", async () => {
    fake.enqueue({ kind: "json", content: { description: "Um gato.", tags: ["Gato"] } });
    const result = await generateStructured(config({ prices: { input: 0.15, output: 0.6 } }), call());
    expect(result.value).toEqual({ description: "Um gato.", tags: ["Gato"] });
    expect(result.cost).toBeCloseTo((1000 * 0.15 + 200 * 0.6) / 1e6, 12);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0] as { model: string; messages: unknown; response_format: unknown };
    expect(body.model).toBe("fake-vision");
    expect(JSON.stringify(body.messages)).toContain(`data:image/webp;base64,${Buffer.from(image.bytes).toString("base64")}`);
    expect(body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "drawing_suggestion",
        strict: true,
        schema: { type: "object", properties: { description: { type: "string" }, tags: { type: "array" } } },
      },
    });
    expect(fake.authorizations[0]).toBe("Bearer sk-secret-test-key");
    expect(records).toEqual([
      expect.objectContaining({
        kind: "reformulate-drawing",
        model: "fake-vision",
        inputTokens: 1000,
        outputTokens: 200,
        success: true,
      }),
    ]);
  });

  it("prefers the cost the provider reports", async () => {
    fake.enqueue({
      kind: "json",
      content: { description: "x", tags: [] },
      usage: { prompt_tokens: 5, completion_tokens: 5, cost: 0.0042 },
    });
    const result = await generateStructured(config({ prices: { input: 100, output: 100 } }), call());
    expect(result.cost).toBe(0.0042);
    expect(records[0]?.cost).toBe(0.0042);
  });

  it("asks once more after a reply that fails the schema, and gives up after the second", async () => {
    fake.enqueue({ kind: "text", content: "{not json" }, { kind: "json", content: { description: "ok", tags: ["a"] } });
    expect((await generateStructured(config(), call())).value).toEqual({ description: "ok", tags: ["a"] });
    expect(fake.requests).toHaveLength(2);
    expect(records.map((record) => record.success)).toEqual([false, true]);

    fake.reset();
    records = [];
    fake.enqueue({ kind: "json", content: { text: "wrong field" } }, { kind: "json", content: { description: 3 } });
    await expect(generateStructured(config(), call())).rejects.toThrow(AiCallError);
    expect(fake.requests).toHaveLength(2);
    expect(records.map((record) => [record.success, record.error])).toEqual([
      [false, "reply did not match the schema"],
      [false, "reply did not match the schema"],
    ]);
  });

  it("does not retry an HTTP error nor a timeout, and never reports the provider's text or the key", async () => {
    fake.enqueue({ kind: "error", status: 500, message: "secret upstream detail" });
    await expect(generateStructured(config(), call())).rejects.toThrow(new AiCallError("HTTP 500"));
    expect(fake.requests).toHaveLength(1);

    fake.reset();
    fake.enqueue({ kind: "hang" });
    const started = Date.now();
    await expect(generateStructured(config({ timeoutMs: 500 }), call())).rejects.toThrow(new AiCallError("timed out"));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
    expect(records.map((record) => [record.success, record.error])).toEqual([
      [false, "HTTP 500"],
      [false, "timed out"],
    ]);
    expect(JSON.stringify(records)).not.toContain("sk-secret");
  });
});

describe("generateStructured on hostile replies", () => {
  it("stops reading a 50 MB reply at the size cap, soon, and records the failure", async () => {
    fake.enqueue({ kind: "huge", bytes: 50 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const failure = await generateStructured(config({ timeoutMs: 120_000 }), call()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiCallError);
    expect((failure as AiCallError).message).toBe("reply too large");
    expect(records.map((record) => [record.success, record.error])).toEqual([[false, "reply too large"]]);
    // Far from holding the 50 MB (the cap is 256 KB), let alone the gigabytes it once took.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it("applies the timeout to the whole body, not only to the headers", async () => {
    fake.enqueue({ kind: "stall-body" });
    const started = Date.now();
    const failure = await generateStructured(config({ timeoutMs: 1_000 }), call()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiCallError);
    expect((failure as AiCallError).message).toBe("timed out");
    // The call ended on its own timeout, not on the test's (which would fail this test).
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("refuses a reply holding a NUL before any database call, asks once more, and says so", async () => {
    fake.enqueue(
      { kind: "json", content: { description: "Um gato\u0000.", tags: ["gato"] } },
      { kind: "json", content: { description: "Outro", tags: ["ga\u0000to"] } },
    );
    const failure = await generateStructured(config(), call()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiCallError);
    expect((failure as AiCallError).unstorable).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(records.map((record) => record.error)).toEqual(["reply held a NUL character", "reply held a NUL character"]);
    fake.enqueue(
      { kind: "json", content: { description: "Com\u0000nulo", tags: [] } },
      { kind: "json", content: { description: "Limpo", tags: [] } },
    );
    expect((await generateStructured(config(), call())).value).toEqual({ description: "Limpo", tags: [] });
  });
});

describe("an AI call's time limit", () => {
  const global = globalThis as { __RABISCO_NETLIFY_FUNCTIONS__?: boolean };

  it("is AI_TIMEOUT_MS, but at most 25 s per attempt inside a Netlify function (its bundle defines the flag)", () => {
    expect(defaultTimeoutMs({ timeoutMs: 60_000 })).toBe(60_000);
    global.__RABISCO_NETLIFY_FUNCTIONS__ = true;
    try {
      expect(defaultTimeoutMs({ timeoutMs: 60_000 })).toBe(NETLIFY_SYNC_AI_TIMEOUT_MS);
      expect(defaultTimeoutMs({ timeoutMs: 5_000 })).toBe(5_000);
    } finally {
      delete global.__RABISCO_NETLIFY_FUNCTIONS__;
    }
  });
});
