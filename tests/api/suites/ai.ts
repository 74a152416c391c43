import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { cardUrlFor } from "#src/lib/urls.ts";
import { DEFAULT_USAGE, type FakeAiServer } from "../../support/fake-ai.ts";
import type { RunningServer } from "../../support/server.ts";
import { startAiSibling } from "../ai-sibling.ts";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { type ApiResponse, fileOf, formOf, type SendOptions, send } from "../support.ts";
import { client } from "./categories.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const FAILURE = "Falha ao reformular. Tente novamente.";
/** AI_INPUT_PRICE_PER_MILLION and AI_OUTPUT_PRICE_PER_MILLION of the AI server below. */
const PRICES = { input: 2, output: 10 };
const TIMEOUT_MS = 1_500;

type Item = { id: string; imageUrl: string; title: string };

/**
 * The reformulate endpoints (docs/ai.md "AI assistance"): on the suite's own
 * server, which has no AI configured (503), and on a sibling server whose
 * AI_* variables point at the fake chat completions API
 * (tests/support/fake-ai.ts). A provider failure (HTTP error, timeout, two
 * replies outside the schema) answers 502 with the spec's message.
 */
export function aiTests(context: () => ServerContext): void {
  const mainApi = client(context);
  let fake: FakeAiServer;
  let sibling: RunningServer;
  let cookie = "";
  let drawing: Item;
  let otherDrawing: Item;
  let category: Item;

  const api = (path: string, options: SendOptions = {}): Promise<ApiResponse> => send(sibling.url, path, { cookie, ...options });
  const reformulateDrawing = (body: Record<string, unknown>) =>
    api("/api/admin/reformulate-drawing", { method: "POST", json: body });
  const drawingRequest = (item: Item = drawing, overrides: Record<string, unknown> = {}) => ({
    drawingId: item.id,
    imageUrl: item.imageUrl,
    currentDescription: "Descrição antiga.",
    currentTags: ["antiga"],
    title: item.title,
    ...overrides,
  });

  beforeAll(async () => {
    ({
      fake,
      server: sibling,
      cookie,
    } = await startAiSibling(context(), {
      apiKey: "sk-fake-secret-key-123",
      model: "fake-vision-model",
      prices: PRICES,
      timeoutMs: TIMEOUT_MS,
    }));
    const created = await api("/api/admin/categories", {
      method: "POST",
      form: formOf({ name: "Animais da IA", image: fileOf(await fixtures.png(), "animais.png") }),
    });
    category = { id: created.body.id, imageUrl: created.body.imageUrl, title: created.body.name };
    const newDrawing = async (title: string) => {
      const response = await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({ title, categoryId: category.id, image: fileOf(await fixtures.png(), "d.png") }),
      });
      if (response.status !== 201) throw new Error(`drawing not created: ${response.text}`);
      return { id: response.body.id, imageUrl: response.body.imageUrl, title } as Item;
    };
    drawing = await newDrawing("Gato da IA");
    otherDrawing = await newDrawing("Cachorro da IA");
  }, 240_000);

  afterAll(async () => {
    await sibling?.stop();
    await fake?.close();
  });

  beforeEach(() => {
    fake.reset();
  });

  it("answers 503 'A IA não está configurada' on a server without AI", async () => {
    const response = await mainApi("/api/admin/reformulate-drawing", { method: "POST", json: drawingRequest() });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: "A IA não está configurada" });
    const categoryResponse = await mainApi("/api/admin/reformulate-category", {
      method: "POST",
      json: { categoryId: UNKNOWN, imageUrl: "x", currentDescription: "", title: "x" },
    });
    expect(categoryResponse.status).toBe(503);
  });

  it("answers 401 without a session, 403 from another origin, before calling the AI", async () => {
    expect((await send(sibling.url, "/api/admin/reformulate-drawing", { method: "POST", json: drawingRequest() })).status).toBe(
      401,
    );
    expect(
      (await api("/api/admin/reformulate-drawing", { method: "POST", json: drawingRequest(), origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it("sends the drawing's stored card image as a data URL with a strict json_schema, and normalises the reply", async () => {
    fake.enqueue({
      kind: "json",
      content: {
        description: "  Um gato fofo para colorir.\r\n\r\nCom bigodes.  ",
        tags: [" Gato ", "GATO", "Animais", "", "Felino"],
      },
    });
    const response = await reformulateDrawing(drawingRequest());
    expect(response.status).toBe(200);
    const cost = (DEFAULT_USAGE.prompt_tokens * PRICES.input + DEFAULT_USAGE.completion_tokens * PRICES.output) / 1e6;
    expect(response.body).toEqual({
      description: "Um gato fofo para colorir.\n\nCom bigodes.",
      tags: ["gato", "animais", "felino"],
      cost: expect.closeTo(cost, 12),
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0] as { model: string; messages: { content: unknown }[]; response_format: unknown };
    expect(request.model).toBe("fake-vision-model");
    expect(fake.authorizations[0]).toBe("Bearer sk-fake-secret-key-123");
    const card = await fetch(new URL(cardUrlFor(drawing.imageUrl) ?? "", sibling.url));
    expect(card.status).toBe(200);
    const dataUrl = `data:image/webp;base64,${Buffer.from(await card.arrayBuffer()).toString("base64")}`;
    expect(JSON.stringify(request.messages)).toContain(dataUrl);
    expect(JSON.stringify(request.messages)).toContain("Gato da IA");
    expect(JSON.stringify(request.messages)).toContain("Descrição antiga.");
    expect(request.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        strict: true,
        schema: {
          type: "object",
          properties: { description: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
          required: ["description", "tags"],
          additionalProperties: false,
        },
      },
    });
    expect(
      Object.keys((request.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema.properties),
    ).toEqual(["description", "tags"]);
  });

  it("keeps at most 10 tags", async () => {
    fake.enqueue({ kind: "json", content: { description: "x", tags: Array.from({ length: 14 }, (_, n) => `Tag ${n}`) } });
    const response = await reformulateDrawing(drawingRequest());
    expect(response.body.tags).toHaveLength(10);
    expect(response.body.tags[0]).toBe("tag 0");
  });

  it("reformulates a category with its own image: { description, cost }, the schema has only description", async () => {
    fake.enqueue({ kind: "json", content: { description: "Animais para colorir." } });
    const response = await api("/api/admin/reformulate-category", {
      method: "POST",
      json: { categoryId: category.id, imageUrl: category.imageUrl, currentDescription: "", title: category.title },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ description: "Animais para colorir.", cost: expect.any(Number) });
    const format = (fake.requests[0] as { response_format: { json_schema: { schema: unknown } } }).response_format;
    expect(format.json_schema.schema).toMatchObject({
      properties: { description: { type: "string" } },
      required: ["description"],
    });
    expect(JSON.stringify(fake.requests[0])).toContain("data:image/webp;base64,");
  });

  it("prefers the cost the provider reports (usage.cost)", async () => {
    fake.enqueue({
      kind: "json",
      content: { description: "x", tags: [] },
      usage: { prompt_tokens: 10, completion_tokens: 10, cost: 0.0123 },
    });
    expect((await reformulateDrawing(drawingRequest())).body.cost).toBe(0.0123);
  });

  it("asks again once after a malformed reply", async () => {
    fake.enqueue(
      { kind: "text", content: "{ isto não é JSON" },
      { kind: "json", content: { description: "Agora sim.", tags: [] } },
    );
    const response = await reformulateDrawing(drawingRequest());
    expect(response.status).toBe(200);
    expect(response.body.description).toBe("Agora sim.");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up with 502 'Falha ao reformular. Tente novamente.' after two replies outside the schema", async () => {
    fake.enqueue(
      { kind: "json", content: { descricao: "campo errado" } },
      { kind: "json", content: { description: "", tags: [] } },
    );
    const response = await reformulateDrawing(drawingRequest());
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: FAILURE });
    expect(fake.requests).toHaveLength(2);
  });

  it("answers the same 502 for a provider error (not retried, its text never shown) and for a timeout", async () => {
    fake.enqueue({ kind: "error", status: 500, message: "segredo interno do provedor" });
    const failed = await reformulateDrawing(drawingRequest());
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: FAILURE });
    expect(fake.requests).toHaveLength(1);

    fake.reset();
    fake.enqueue({ kind: "hang" });
    const started = Date.now();
    const timedOut = await reformulateDrawing(drawingRequest());
    expect(timedOut.status).toBe(502);
    expect(timedOut.body).toEqual({ message: FAILURE });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 10_000);
    expect(fake.requests).toHaveLength(1);
    expect(sibling.output()).not.toContain("sk-fake-secret-key-123");
    expect(sibling.output()).not.toContain("segredo interno");
  }, 30_000);

  it("refuses with 422 an image that is not the row's own stored one, and calls nothing", async () => {
    const cases = [
      drawingRequest(drawing, { imageUrl: otherDrawing.imageUrl }),
      drawingRequest(drawing, { imageUrl: "https://example.com/gato.webp" }),
      drawingRequest(drawing, { imageUrl: `${drawing.imageUrl.replace(/\.webp$/, "")}-x.webp` }),
      drawingRequest(drawing, { imageUrl: category.imageUrl }),
    ];
    for (const body of cases) {
      const response = await reformulateDrawing(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).toBe("A imagem informada não é a imagem atual deste item");
    }
    const wrongCategory = await api("/api/admin/reformulate-category", {
      method: "POST",
      json: { categoryId: category.id, imageUrl: drawing.imageUrl, currentDescription: "", title: "x" },
    });
    expect(wrongCategory.status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });

  it("validates the JSON body (422 with issues), refuses a body that is not JSON (400), 404 for an unknown row", async () => {
    const invalid = await reformulateDrawing({ drawingId: "gato", imageUrl: "", currentTags: "gato" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(["drawingId", "imageUrl", "currentTags"]),
    );
    const form = await api("/api/admin/reformulate-drawing", { method: "POST", form: formOf({ drawingId: drawing.id }) });
    expect(form.status).toBe(400);
    const unknown = await reformulateDrawing(drawingRequest(drawing, { drawingId: UNKNOWN }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Desenho não encontrado");
    expect(fake.requests).toHaveLength(0);
  });

  it("records every call, successful or not, in ai_usage", async () => {
    const db = context().db;
    if (!db) return; // PGlite: one process per database, the server's own.
    const rows = await db.db.selectFrom("ai_usage").selectAll().orderBy("created_at").execute();
    // Successes: drawing, 10 tags, category, provider cost, the retry's second reply. Failures: the retry's first
    // reply, both replies outside the schema, the HTTP 500, the timeout.
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.success)).toHaveLength(5);
    expect(
      rows
        .filter((row) => !row.success)
        .map((row) => row.error)
        .sort(),
    ).toEqual([
      "HTTP 500",
      "reply did not match the schema",
      "reply did not match the schema",
      "reply did not match the schema",
      "timed out",
    ]);
    expect(new Set(rows.map((row) => row.model))).toEqual(new Set(["fake-vision-model"]));
    expect(rows.map((row) => row.kind)).toContain("reformulate-category");
    const first = rows[0];
    expect(first?.input_tokens).toBe(DEFAULT_USAGE.prompt_tokens);
    expect(Number(first?.cost)).toBeCloseTo(0.004, 9);
  });
}
