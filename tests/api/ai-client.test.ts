import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AiCallError, generateStructured } from "#src/server/ai/client.ts";
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
