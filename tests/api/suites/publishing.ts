import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { PendingDrawingListResult } from "#src/lib/admin-contracts/responses.ts";
import { distinctLinePng } from "../../support/admin.ts";
import type { FakeAiServer, FakeReply } from "../../support/fake-ai.ts";
import type { RunningServer } from "../../support/server.ts";
import { startAiSibling } from "../ai-sibling.ts";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { type ApiResponse, fileOf, formOf, type SendOptions, send } from "../support.ts";
import { client } from "./categories.ts";

const SECRET = "segredo-do-agendador-de-publicacao-123";
const NOT_CONFIGURED = "A IA não está configurada";

/**
 * Automatic publishing over HTTP (issue 13): /api/admin/pending-drawings and
 * /api/publish-drawing on a sibling server whose AI_* variables point at the
 * fake chat completions API, with PUBLISH_SECRET set; the suite's own server
 * has no AI. What happens between the steps of a publication (crashes,
 * claims, the scheduler's clock) is tests/api/publishing-services.test.ts.
 */
export function publishingTests(context: () => ServerContext): void {
  const mainApi = client(context);
  const stamp = Date.now().toString(36);
  const categoryName = `Publicação ${stamp}`;
  let fake: FakeAiServer;
  let sibling: RunningServer;
  let cookie = "";
  let seed = 1_000;
  let categorySlug = "";

  const api = (path: string, options: SendOptions = {}): Promise<ApiResponse> => send(sibling.url, path, { cookie, ...options });
  const list = async () => (await api("/api/admin/pending-drawings")).body as PendingDrawingListResult;
  const publish = () => api("/api/publish-drawing", { method: "POST" });
  const png = () => distinctLinePng(++seed);
  const uploadForm = async (...files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    return api("/api/admin/pending-drawings", { method: "POST", form });
  };
  const uploadOne = async (name: string) => {
    const response = await uploadForm(fileOf(await png(), name, "image/png"));
    if (response.status !== 200) throw new Error(`upload ${name}: ${response.status} ${response.text}`);
    return response.body.uploaded[0] as { id: string; fileName: string; url: string };
  };
  const reply = (title: string, category = categoryName): FakeReply => ({
    kind: "json",
    content: {
      title,
      category,
      tags: ["Teste", "publicação"],
      description: `${title}: um desenho para colorir.\n\nSegundo parágrafo.`,
      difficulty: "facil",
    },
  });
  const clearQueue = async () => {
    for (const item of (await list()).items) await api(`/api/admin/pending-drawings/${item.id}`, { method: "DELETE" });
  };

  beforeAll(async () => {
    ({
      fake,
      server: sibling,
      cookie,
    } = await startAiSibling(context(), {
      apiKey: "sk-fake-publishing",
      model: "fake-vision-model",
      prices: { input: 2, output: 10 },
      timeoutMs: 3000,
      env: { PUBLISH_SECRET: SECRET },
    }));
    const category = await api("/api/admin/categories", { method: "POST", form: formOf({ name: categoryName }) });
    if (category.status !== 201 && category.status !== 200) throw new Error(`category: ${category.status} ${category.text}`);
    categorySlug = category.body.slug;
    await clearQueue();
  }, 240_000);

  afterAll(async () => {
    await sibling?.stop();
    await fake?.close();
  });

  beforeEach(() => {
    fake.reset();
  });

  it("on a server without AI: the list answers, publishing answers 503 with { error, message }", async () => {
    const pending = await mainApi("/api/admin/pending-drawings");
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ schedule: { every: null, nextRunAt: null } });
    const response = await mainApi("/api/publish-drawing", { method: "POST" });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: NOT_CONFIGURED, message: NOT_CONFIGURED });
  });

  it("refuses anonymous and cross-site calls, and a GET without the bearer secret, before anything runs", async () => {
    await uploadOne("protegido.png");
    const anonymous = { cookie: "" };
    expect((await api("/api/admin/pending-drawings", anonymous)).status).toBe(401);
    expect((await api("/api/admin/pending-drawings", { ...anonymous, method: "POST", form: new FormData() })).status).toBe(401);
    expect((await api("/api/publish-drawing", { ...anonymous, method: "POST" })).status).toBe(401);
    expect((await api("/api/publish-drawing", { method: "POST", origin: "https://evil.example" })).status).toBe(403);
    // A GET changes nothing for a cookie: an <img> on another site could send one.
    for (const headers of [
      {},
      { authorization: "Bearer errado" },
      { authorization: SECRET },
      { authorization: `Basic ${SECRET}` },
    ]) {
      const response = await api("/api/publish-drawing", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.body).toEqual({ error: "Não autorizado", message: "Não autorizado" });
    }
    expect(fake.requests).toHaveLength(0);
    expect((await list()).count).toBe(1);
    await clearQueue();
  });

  it("keeps the publishing mode in the database: 'review' by default, changed by an administrator only", async () => {
    const settings = "/api/admin/auto-publish-settings";
    expect((await api(settings)).body).toEqual({ mode: "review", every: null, serverEvery: null });
    expect((await list()).settings).toEqual({ mode: "review", every: null, serverEvery: null });
    expect((await api(settings, { cookie: "" })).status).toBe(401);
    expect((await api(settings, { cookie: "", method: "PUT", json: { mode: "live" } })).status).toBe(401);
    expect((await api(settings, { method: "PUT", json: { mode: "live" }, origin: "https://evil.example" })).status).toBe(403);
    const bad = await api(settings, { method: "PUT", json: { mode: "sempre" } });
    expect([bad.status, bad.body.issues?.[0]?.path]).toEqual([422, "mode"]);
    expect((await api(settings)).body).toEqual({ mode: "review", every: null, serverEvery: null });
    expect((await api(settings, { method: "PUT", json: { mode: "live" } })).body).toEqual({
      mode: "live",
      every: null,
      serverEvery: null,
    });
    expect((await api(settings)).body).toEqual({ mode: "live", every: null, serverEvery: null });
    expect((await api(settings, { method: "PUT", json: { mode: "review" } })).body).toEqual({
      mode: "review",
      every: null,
      serverEvery: null,
    });
  });

  it("keeps the schedule chosen on the screen: an interval plans the next run, 'off' stops it, null gives it back to the server", async () => {
    const settings = "/api/admin/auto-publish-settings";
    const before = Date.now();
    const twoHours = await api(settings, { method: "PUT", json: { every: "2h" } });
    expect(twoHours.status).toBe(200);
    expect(twoHours.body).toMatchObject({ every: "2h", serverEvery: null });
    const planned = (await list()).schedule;
    expect(planned.every).toBe("2h");
    const next = Date.parse(planned.nextRunAt ?? "");
    expect(next).toBeGreaterThan(before);
    expect(next).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    expect((await api(settings, { method: "PUT", json: { every: "off" } })).body).toMatchObject({ every: "off" });
    expect((await list()).schedule).toMatchObject({ every: null, nextRunAt: null });
    for (const every of ["10s", "banana", "31d", ""]) {
      const refused = await api(settings, { method: "PUT", json: { every } });
      expect(refused.status, every).toBe(422);
    }
    expect((await api(settings, { method: "PUT", json: { every: null } })).body).toMatchObject({ every: null });
    expect((await list()).schedule).toMatchObject({ every: null, nextRunAt: null });
    // Without AI on the server, nothing can be scheduled.
    const withoutAi = await mainApi(settings, { method: "PUT", json: { every: "1h" } });
    expect([withoutAi.status, withoutAi.body.message]).toEqual([422, "O agendamento precisa da IA configurada no servidor."]);
  });

  it("in 'review' mode saves the published drawing inactive, off the public site", async () => {
    await uploadOne("para-revisar.png");
    fake.enqueue(reply(`Gato Para Revisar ${stamp}`));
    const response = await publish();
    expect(response.status).toBe(200);
    expect(response.body.drawing).toMatchObject({ active: false, awaitingReview: true, url: null, category_name: categoryName });
    const drawing = await api(`/api/admin/drawings/${response.body.drawing.id}`);
    expect(drawing.body).toMatchObject({ active: false });
    expect((await send(sibling.url, `/desenhos/${categorySlug}/${response.body.drawing.slug}`)).status).toBe(404);
    await clearQueue();
  });

  it("uploads a batch: each file checked from its bytes, a fake PNG and a repeated image refused, the others stored", async () => {
    const first = await png();
    const response = await uploadForm(
      fileOf(first, "Primeiro Desenho.png", "image/png"),
      fileOf(fixtures.fakePng(), "falso.png", "image/png"),
      fileOf(first, "repetido.png", "image/png"),
      fileOf(await png(), "segundo.png", "image/png"),
    );
    expect(response.status).toBe(200);
    expect(response.body.uploaded.map((item: { fileName: string }) => item.fileName)).toEqual([
      "Primeiro-Desenho.png",
      "segundo.png",
    ]);
    expect(response.body.rejected).toEqual([
      { fileName: "falso.png", message: expect.stringContaining("Não foi possível ler a imagem") },
      { fileName: "repetido.png", message: 'Imagem repetida: igual a "Primeiro-Desenho.png"' },
    ]);
    const pending = await list();
    expect(pending.count).toBe(2);
    expect(pending.items.map((item) => item.fileName)).toEqual(["Primeiro-Desenho.png", "segundo.png"]);
    // The thumbnails are for administrators only.
    const thumbnail = pending.items[0]?.url ?? "";
    const withSession = await api(thumbnail);
    expect(withSession.status).toBe(200);
    expect(withSession.headers["content-type"]).toBe("image/png");
    expect((await api(thumbnail, { cookie: "" })).status).toBe(404);

    const refused = await uploadForm(fileOf(fixtures.fakePng(), "so-falso.png", "image/png"));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Não foi possível ler a imagem");
    expect((await uploadForm()).status).toBe(422);
    await clearQueue();
  });

  it("publishes the oldest pending file: the drawing with the AI's fields, the pending count drops, the public page follows", async () => {
    expect((await api("/api/admin/auto-publish-settings", { method: "PUT", json: { mode: "live" } })).status).toBe(200);
    await uploadOne("um.png");
    await uploadOne("dois.png");
    fake.enqueue(reply(`Gato Publicado ${stamp}`));
    const response = await publish();
    expect(response.status).toBe(200);
    const slug = `gato-publicado-${stamp}`;
    expect(response.body).toEqual({
      message: "Desenho publicado com sucesso!",
      drawing: {
        id: expect.any(String),
        title: `Gato Publicado ${stamp}`,
        slug,
        category_name: categoryName,
        tags: ["teste", "publicação"],
        description: `Gato Publicado ${stamp}: um desenho para colorir.\n\nSegundo parágrafo.`,
        prompt_cost: expect.closeTo(0.004, 9),
        image_url: expect.stringMatching(new RegExp(`/storage/drawings/${slug}-[0-9a-f]{8}\\.webp$`)),
        active: true,
        awaitingReview: false,
        url: `/desenhos/${categorySlug}/${slug}`,
      },
    });
    expect((await list()).items.map((item) => item.fileName)).toEqual(["dois.png"]);
    expect(JSON.stringify(fake.requests[0])).toContain("data:image/webp;base64,");
    let status = 0;
    for (let tries = 0; tries < 80 && status !== 200; tries++) {
      status = (await send(sibling.url, response.body.drawing.url)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    await clearQueue();
  });

  it("saves a drawing whose category matches none inactive, without a category", async () => {
    await uploadOne("sem-categoria.png");
    fake.enqueue(reply(`Sem Categoria ${stamp}`, "Categoria Que Não Existe"));
    const response = await publish();
    expect(response.status).toBe(200);
    expect(response.body.drawing).toMatchObject({ category_name: null, active: false, url: null });
    const drawing = await api(`/api/admin/drawings/${response.body.drawing.id}`);
    expect(drawing.body).toMatchObject({ active: false, categoryId: null });
  });

  it("answers 502 { error, message } when the AI fails, leaving the file pending with its attempt", async () => {
    await uploadOne("falha.png");
    fake.enqueue({ kind: "error", status: 500, message: "segredo do provedor" });
    const response = await publish();
    expect(response.status).toBe(502);
    const reason = "a IA não respondeu como esperado. O arquivo continua pendente.";
    expect(response.body).toEqual({ error: reason, message: reason });
    expect(sibling.output()).not.toContain("segredo do provedor");
    const [pending] = (await list()).items;
    expect(pending).toMatchObject({ fileName: "falha.png", attempts: 1, lastError: reason, retryAfter: expect.any(String) });
    await clearQueue();
  });

  it("publishes two different files for two calls at once", async () => {
    await uploadOne("ao-mesmo-tempo-1.png");
    await uploadOne("ao-mesmo-tempo-2.png");
    fake.enqueue(reply(`Simultaneo A ${stamp}`), reply(`Simultaneo B ${stamp}`));
    const [a, b] = await Promise.all([publish(), publish()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.drawing.id).not.toBe(b.body.drawing.id);
    expect((await list()).count).toBe(0);
  });

  it("publishes the file chosen on the screen ahead of older ones; 404 for one that is not pending, 422 for a malformed id", async () => {
    const older = await uploadOne("escolha-antiga.png");
    const chosen = await uploadOne("escolha-nova.png");
    fake.enqueue(reply(`Escolhido ${stamp}`));
    const response = await api("/api/publish-drawing", { method: "POST", json: { pendingId: chosen.id } });
    expect(response.status).toBe(200);
    expect(response.body.drawing.title).toBe(`Escolhido ${stamp}`);
    expect((await list()).items.map((item) => item.id)).toEqual([older.id]);
    expect((await api("/api/publish-drawing", { method: "POST", json: { pendingId: chosen.id } })).status).toBe(404);
    expect((await api("/api/publish-drawing", { method: "POST", json: { pendingId: "nao-e-um-id" } })).status).toBe(422);
    expect(fake.requests).toHaveLength(1);
    await clearQueue();
  });

  it("answers 'Nenhum desenho para publicar' with no drawing when nothing is pending", async () => {
    const response = await publish();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ drawing: null, message: "Nenhum desenho para publicar" });
    expect(fake.requests).toHaveLength(0);
  });

  it("lets a scheduler publish with the bearer secret; ?due=1 waits for AUTO_PUBLISH_EVERY (off here)", async () => {
    await uploadOne("agendador.png");
    fake.enqueue(reply(`Pelo Agendador ${stamp}`));
    const bearer = { cookie: "", headers: { authorization: `Bearer ${SECRET}` } };
    const due = await api("/api/publish-drawing?due=1", bearer);
    expect(due.status).toBe(200);
    expect(due.body).toEqual({ ran: false, nextRunAt: null });
    expect(fake.requests).toHaveLength(0);
    const now = await api("/api/publish-drawing", bearer);
    expect(now.status).toBe(200);
    expect(now.body.drawing).toMatchObject({ title: `Pelo Agendador ${stamp}` });
    expect((await list()).count).toBe(0);
  });

  it("Netlify's scheduled function calls the site with the secret", async () => {
    const { default: autoPublish } = await import("../../../netlify/functions/auto-publish.mts");
    const saved = { URL: process.env.URL, PUBLISH_SECRET: process.env.PUBLISH_SECRET };
    try {
      process.env.URL = sibling.url;
      process.env.PUBLISH_SECRET = SECRET;
      const response = await autoPublish();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ran: false, nextRunAt: null });
      process.env.PUBLISH_SECRET = "x".repeat(30);
      expect((await autoPublish()).status).toBe(401);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it("removes a pending file; 404 for one that is gone", async () => {
    const item = await uploadOne("remover.png");
    expect((await api(`/api/admin/pending-drawings/${item.id}`, { method: "DELETE" })).status).toBe(204);
    const again = await api(`/api/admin/pending-drawings/${item.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Arquivo pendente não encontrado");
    expect((await api(item.url)).status).toBe(404);
  });
}
