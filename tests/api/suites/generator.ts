import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { parseGeneratedArticle } from "#src/lib/generated-article.ts";
import { DEFAULT_USAGE, type FakeAiServer } from "../../support/fake-ai.ts";
import type { RunningServer } from "../../support/server.ts";
import { startAiSibling } from "../ai-sibling.ts";
import type { ServerContext } from "../servers.ts";
import { type ApiResponse, type SendOptions, send } from "../support.ts";
import { client } from "./categories.ts";

const FAILURE = "Falha ao gerar o artigo. Tente novamente mais tarde.";
const PRICES = { input: 2, output: 10 };

/** The model's canned article: 3 + 4 + 1 + 5 = 13 words of content. */
const REPLY = {
  title: "  Benefícios de Colorir para Crianças  ",
  slug: "Benefícios de colorir",
  excerpt: "Por que colorir faz bem às crianças.",
  content: "Colorir é divertido.\r\n\r\n## Coordenação motora fina\r\n\r\nPintar desenvolve a mão da criança.",
  featured_image_url: "https://evil.example/x.png",
  meta_title: "Benefícios de colorir",
  meta_description: "  ",
  tags: ["Colorir", "crianças", "colorir", " Atividades "],
};

/**
 * POST /api/admin/generate-article (spec sections 2, 5, 7 and 8), on a
 * sibling server whose AI_* variables point at the fake chat completions API
 * (tests/support/fake-ai.ts); the suite's own server has no AI (503).
 */
export function generatorTests(context: () => ServerContext): void {
  const mainApi = client(context);
  let fake: FakeAiServer;
  let sibling: RunningServer;
  let cookie = "";

  const api = (urlPath: string, options: SendOptions = {}): Promise<ApiResponse> =>
    send(sibling.url, urlPath, { cookie, ...options });
  /**
   * POST, then the job followed to its end (the admin screen's waitForAiJob):
   * answered as the synchronous route would, the job's result with 200 or its
   * error's status and message.
   */
  const generate = async (body: unknown): Promise<ApiResponse> => {
    const started = await api("/api/admin/generate-article", { method: "POST", json: body });
    if (started.status !== 202) return started;
    expect(started.body).toMatchObject({ id: expect.any(String), kind: "generate-article", status: expect.any(String) });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = await api(`/api/admin/ai-jobs/${started.body.id}`);
      expect(job.status).toBe(200);
      if (job.body.status === "done") return { ...job, status: 200, body: job.body.result };
      if (job.body.status === "failed")
        return { ...job, status: job.body.error.status, body: { message: job.body.error.message } };
      if (Date.now() > deadline) throw new Error(`AI job ${started.body.id} still ${job.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    ({
      fake,
      server: sibling,
      cookie,
    } = await startAiSibling(context(), {
      apiKey: "sk-fake-generator-key",
      model: "fake-text-model",
      prices: PRICES,
      timeoutMs: 1500,
    }));
  }, 240_000);

  afterAll(async () => {
    await sibling?.stop();
    await fake?.close();
  });

  beforeEach(() => {
    fake.reset();
  });

  it("answers 404 for a job that does not exist, and 401 for its status without a session", async () => {
    const missing = await api("/api/admin/ai-jobs/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Tarefa da IA não encontrada." });
    expect((await api("/api/admin/ai-jobs/nao-e-um-id")).status).toBe(404);
    expect((await send(sibling.url, "/api/admin/ai-jobs/00000000-0000-4000-8000-000000000000")).status).toBe(401);
  });

  it("answers 503 'A IA não está configurada' on a server without AI", async () => {
    const response = await mainApi("/api/admin/generate-article", { method: "POST", json: { topic: "Colorir" } });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: "A IA não está configurada" });
    const usage = await mainApi("/api/admin/ai-usage");
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ configured: false, monthTotal: expect.any(Number) });
  });

  it("answers 401 without a session, before calling the AI", async () => {
    const response = await send(sibling.url, "/api/admin/generate-article", { method: "POST", json: { topic: "Colorir" } });
    expect(response.status).toBe(401);
    expect((await send(sibling.url, "/api/admin/ai-usage")).status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a blank or missing topic (422 'Por favor, informe um tópico para o artigo') and one over 200 characters", async () => {
    for (const body of [{ topic: "   " }, { topic: "" }, {}]) {
      const response = await generate(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).toBe("Por favor, informe um tópico para o artigo");
    }
    expect((await generate({ topic: "a".repeat(201) })).status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });

  it("generates: the raw text saved to a file under the data directory, the word count, the cost, the month's total", async () => {
    fake.enqueue({ kind: "json", content: REPLY });
    const response = await generate({ topic: "  ../../etc/passwd benefícios de colorir  " });
    expect(response.status).toBe(200);
    const cost = (DEFAULT_USAGE.prompt_tokens * PRICES.input + DEFAULT_USAGE.completion_tokens * PRICES.output) / 1e6;
    expect(response.body).toEqual({
      content: expect.any(String),
      filePath: expect.stringMatching(/(^|\/)generated-articles\/\d{4}-\d{2}-\d{2}-\d{6}-beneficios-de-colorir\.md$/),
      wordCount: 13,
      cost: expect.closeTo(cost, 12),
      monthTotal: expect.any(Number),
    });
    expect(response.body.monthTotal).toBeGreaterThanOrEqual(cost - 1e-9);
    const { content, filePath } = response.body as { content: string; filePath: string };
    expect(path.isAbsolute(filePath)).toBe(false);
    expect(fs.readFileSync(path.resolve(filePath), "utf8")).toBe(content);
    expect(content).toContain("Colorir é divertido.\n\n## Coordenação motora fina");
    expect(content).toContain("INSERT INTO blog_articles (title, slug, excerpt, content,");
    expect(content).not.toContain("evil.example");

    const parsed = parseGeneratedArticle(content);
    expect(parsed).toEqual({
      ok: true,
      article: {
        title: "Benefícios de Colorir para Crianças",
        slug: "beneficios-de-colorir",
        excerpt: "Por que colorir faz bem às crianças.",
        content: "Colorir é divertido.\n\n## Coordenação motora fina\n\nPintar desenvolve a mão da criança.",
        featuredImageUrl: null,
        metaTitle: "Benefícios de colorir",
        metaDescription: null,
        tags: ["colorir", "crianças", "atividades"],
      },
    });

    // A text-only call: the topic in the prompt, no image, a strict json_schema with the prompt's fields.
    const request = fake.requests[0] as { model: string; messages: unknown; response_format: unknown };
    expect(request.model).toBe("fake-text-model");
    expect(JSON.stringify(request.messages)).toContain("benefícios de colorir");
    expect(JSON.stringify(request.messages)).not.toContain("data:image");
    expect(request.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { strict: true, schema: { additionalProperties: false } },
    });
    const properties = (request.response_format as { json_schema: { schema: { properties: object } } }).json_schema.schema
      .properties;
    expect(Object.keys(properties)).toEqual([
      "title",
      "slug",
      "excerpt",
      "content",
      "featured_image_url",
      "meta_title",
      "meta_description",
      "tags",
    ]);

    const usage = await api("/api/admin/ai-usage");
    expect(usage.body).toEqual({ configured: true, monthCalls: expect.any(Number), monthTotal: response.body.monthTotal });

    const db = context().db;
    if (db) {
      const rows = await db.db.selectFrom("ai_usage").selectAll().where("kind", "=", "generate-article").execute();
      expect(rows.filter((row) => row.success)).toHaveLength(1);
      expect(rows[0]?.model).toBe("fake-text-model");
    }
  });

  it("answers 502 with the spec's message when the provider fails or twice replies outside the schema", async () => {
    fake.enqueue({ kind: "error", status: 500, message: "segredo interno do provedor" });
    const response = await generate({ topic: "Colorir" });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: FAILURE });
    expect(fake.requests).toHaveLength(1);
    expect(sibling.output()).not.toContain("segredo interno");

    fake.enqueue({ kind: "json", content: { title: "" } }, { kind: "json", content: { ...REPLY, content: " " } });
    const invalid = await generate({ topic: "Colorir" });
    expect(invalid.status).toBe(502);
    expect(invalid.body).toEqual({ message: FAILURE });
  });
}
