import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminArticle, AdminCategory, AdminDrawing, AiUsageSummary } from "#src/lib/admin-contracts/responses.ts";
import { categoryPath, drawingPath } from "#src/lib/urls.ts";
import { adminApi, distinctLinePng, linePng, login } from "../support/admin.ts";
import { type AiSite, startAiSite } from "../support/ai-site.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";
import { waitForHtml } from "../support/poll.ts";

/**
 * The AI assistance of issue 12 in Chromium, end to end: the admin, the real
 * server with AI_* pointing at the fake chat completions API
 * (tests/support/ai-site.ts), the public pages it rebuilds. The reformulate
 * dialog for a drawing and a category, its failure message, the article
 * generator from topic to a saved, edited draft (issue 12), and automatic
 * publishing from upload to the public page (issue 13).
 */
const STAMP = Date.now().toString(36);
const DRAWING_TITLE = `Gato Astronauta ${STAMP}`;
const CATEGORY_NAME = `Espaço ${STAMP}`;
/** 1,000 tokens in and 200 out at US$ 2 and US$ 10 per million. */
const COST_TEXT = "US$ 0,004";

let site: AiSite;
let browser: Browser;
let page: Page;
let baseUrl = "";
let drawing: AdminDrawing;
let category: AdminCategory;

const toast = (text: string) => page.locator("[data-toast]").filter({ hasText: text });
const rowOf = (text: string) => page.getByRole("row").filter({ hasText: text });

async function upload<T>(urlPath: string, method: "POST" | "PATCH", fields: Record<string, string>, image: Buffer): Promise<T> {
  const response = await page.request.fetch(new URL(urlPath, baseUrl).href, {
    method,
    headers: { origin: new URL(baseUrl).origin },
    multipart: { ...fields, image: { name: "imagem.png", mimeType: "image/png", buffer: image } },
  });
  if (!response.ok()) throw new Error(`${method} ${urlPath}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The user message's parts as the server sent them to the model. */
function userParts(request: Record<string, unknown>): Array<Record<string, unknown>> {
  const messages = request.messages as Array<{ role: string; content: unknown }>;
  const user = messages.find((message) => message.role === "user");
  return Array.isArray(user?.content)
    ? (user.content as Array<Record<string, unknown>>)
    : [{ type: "text", text: user?.content }];
}

beforeAll(async () => {
  // A daily schedule: the screen shows when it is due; it never comes during the run.
  site = await startAiSite("e2e-ai", { AUTO_PUBLISH_EVERY: "1d" });
  baseUrl = site.server.url;
  browser = await launchBrowser();
  page = await newPage(browser, { baseUrl });
  await login(page, baseUrl, site.credentials);
  category = await upload<AdminCategory>(
    "/api/admin/categories",
    "POST",
    { name: CATEGORY_NAME, description: "Desenhos do espaço." },
    await linePng(400, 400, "Espaço"),
  );
  drawing = await upload<AdminDrawing>(
    "/api/admin/drawings",
    "POST",
    { title: DRAWING_TITLE, categoryId: category.id, description: "Um gato.", tags: JSON.stringify(["gato"]) },
    await linePng(600, 800, "Gato"),
  );
}, 240_000);

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await site?.dispose();
});

beforeEach(() => {
  site.fake.reset();
});

describe("the reformulate dialog, with AI configured", () => {
  it("rewrites a drawing's description and tags from its image, and the public page follows", async () => {
    site.fake.enqueue({
      kind: "json",
      content: {
        description:
          "Um gato astronauta flutua entre planetas e estrelas.\n\nColorir o capacete treina a coordenação motora fina.",
        tags: ["Gato", "astronauta", "gato", " Espaço "],
      },
    });
    await page.goto(new URL("/admin/drawings", baseUrl).href);
    const row = rowOf(DRAWING_TITLE);
    await row.getByRole("button", { name: `Reformular "${DRAWING_TITLE}" com IA` }).click();
    const dialog = page.getByRole("dialog", { name: "Reformular com IA" });
    await dialog.waitFor();
    // A configured server: no 'not configured' notice before or after asking.
    await dialog.getByRole("button", { name: "Gerar" }).click();
    const description = dialog.getByLabel("Nova descrição");
    await description.waitFor();
    expect(await description.inputValue()).toContain("Um gato astronauta flutua entre planetas");
    expect(await dialog.getByRole("list", { name: "Novas tags" }).getByRole("listitem").allInnerTexts()).toEqual([
      "gato",
      "astronauta",
      "espaço",
    ]);
    await dialog.getByText(`Custo da geração: ${COST_TEXT}`).waitFor();
    expect(await dialog.getByText("A IA não está configurada").count()).toBe(0);
    await checkA11y(page);

    // What the model received: the stored image as a data URL, the title and current tags, a strict schema.
    expect(site.fake.requests).toHaveLength(1);
    const sent = site.fake.requests[0] ?? {};
    expect(sent.model).toBe("fake-vision-model");
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    const parts = userParts(sent);
    const image = parts.find((part) => part.type === "image_url") as { image_url: { url: string } } | undefined;
    expect(image?.image_url.url).toMatch(/^data:image\/(webp|png|jpeg);base64,/);
    expect(JSON.stringify(parts)).toContain(DRAWING_TITLE);
    expect(site.fake.authorizations[0]).toBe("Bearer sk-fake-e2e-ai");

    await description.fill("Um gato astronauta entre planetas, revisado pelo administrador.");
    await dialog.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast("Dados atualizados com sucesso!").waitFor();
    await dialog.waitFor({ state: "detached" });
    const saved = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing.id}`);
    expect(saved).toMatchObject({
      description: "Um gato astronauta entre planetas, revisado pelo administrador.",
      tags: ["gato", "astronauta", "espaço"],
    });
    const html = await waitForHtml(baseUrl, drawingPath(category.slug, drawing.slug), (text) =>
      text.includes("revisado pelo administrador"),
    );
    expect(html).toContain("Um gato astronauta entre planetas, revisado pelo administrador.");
  });

  it("says 'Falha ao reformular. Tente novamente.' when the provider fails or replies twice out of schema, keeping the row", async () => {
    const before = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing.id}`);
    await page.goto(new URL("/admin/drawings", baseUrl).href);
    await rowOf(DRAWING_TITLE)
      .getByRole("button", { name: `Reformular "${DRAWING_TITLE}" com IA` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reformular com IA" });
    const generate = dialog.getByRole("button", { name: "Gerar" });

    site.fake.enqueue({ kind: "error", status: 500, message: "upstream exploded: sk-secret-detail" });
    await generate.click();
    await toast("Falha ao reformular. Tente novamente.").waitFor();
    expect(await page.getByText("upstream exploded").count()).toBe(0);
    expect(site.fake.requests).toHaveLength(1);

    // The first message goes away by itself before the second attempt.
    await toast("Falha ao reformular. Tente novamente.").waitFor({ state: "detached" });
    site.fake.enqueue({ kind: "text", content: "isto não é JSON" }, { kind: "json", content: { descricao: "campo errado" } });
    await generate.click();
    await toast("Falha ao reformular. Tente novamente.").waitFor();
    // One retry for the malformed reply, then the failure: two more requests, no third.
    expect(site.fake.requests).toHaveLength(3);
    expect(await generate.isEnabled()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const after = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing.id}`);
    expect(after).toMatchObject({ description: before.description, tags: before.tags });
  });

  it("rewrites a category's description from its image", async () => {
    site.fake.enqueue({
      kind: "json",
      content: { description: "Foguetes, planetas e astronautas para colorir e aprender sobre o universo." },
    });
    await page.goto(new URL("/admin/categories", baseUrl).href);
    await rowOf(CATEGORY_NAME)
      .getByRole("button", { name: `Reformular "${CATEGORY_NAME}" com IA` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reformular com IA" });
    await dialog.getByRole("button", { name: "Gerar" }).click();
    await dialog.getByLabel("Nova descrição").waitFor();
    expect(await dialog.getByRole("list", { name: "Novas tags" }).count()).toBe(0);
    await dialog.getByText(`Custo da geração: ${COST_TEXT}`).waitFor();
    const image = userParts(site.fake.requests[0] ?? {}).find((part) => part.type === "image_url");
    expect(JSON.stringify(image)).toMatch(/data:image\/(webp|png|jpeg);base64,/);
    await dialog.getByRole("button", { name: "Salvar Alterações" }).click();
    await toast("Dados atualizados com sucesso!").waitFor();
    const html = await waitForHtml(baseUrl, categoryPath(category.slug), (text) =>
      text.includes("Foguetes, planetas e astronautas"),
    );
    expect(html).toContain("Foguetes, planetas e astronautas para colorir e aprender sobre o universo.");
  });
});

describe("the article generator, with AI configured", () => {
  const paragraph =
    "Colorir desenvolve a coordenação motora fina, a atenção e a criatividade das crianças em casa e na escola. ".repeat(8);
  const content = `Colorir é uma das atividades mais queridas da infância.\n\n## Por que colorir\n\n${Array.from(
    { length: 20 },
    () => paragraph.trim(),
  ).join("\n\n")}`;
  const title = `Benefícios de Colorir ${STAMP}`;

  it("generates an article from a topic, saves it as a draft and edits it", async () => {
    await page.goto(new URL("/admin/articles/generate", baseUrl).href);
    await page.getByRole("heading", { level: 1, name: "Gerador de Artigos" }).waitFor();
    const generateButton = page.getByRole("button", { name: "Gerar Artigo com IA" });
    expect(await generateButton.isDisabled()).toBe(true);
    await page.getByTestId("ai-month-total").waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "A IA não está configurada" }).count()).toBe(0);

    site.fake.enqueue({
      kind: "json",
      content: {
        title,
        slug: `beneficios-de-colorir-${STAMP}`,
        excerpt: "Por que colorir faz bem: coordenação, atenção e criatividade.",
        content,
        featured_image_url: null,
        meta_title: "Benefícios de colorir para crianças",
        meta_description: "Descubra como colorir ajuda o desenvolvimento das crianças.",
        tags: ["Colorir", "educação", "colorir"],
      },
      usage: { prompt_tokens: 1_000, completion_tokens: 4_000 },
    });
    await page.getByLabel("Tópico do Artigo").fill("Benefícios de colorir para crianças");
    await generateButton.click();
    await page.getByTestId("generated-file-path").waitFor();

    const userText = JSON.stringify(userParts(site.fake.requests[0] ?? {}));
    expect(userText).toContain("Benefícios de colorir para crianças");
    const filePath = (await page.getByTestId("generated-file-path").textContent())?.trim() ?? "";
    const raw = fs.readFileSync(path.resolve(filePath), "utf8");
    expect(path.dirname(fs.realpathSync(path.resolve(filePath)))).toBe(
      path.join(fs.realpathSync(site.dataDir), "generated-articles"),
    );
    expect(raw).toContain("INSERT INTO blog_articles");
    expect(await page.getByLabel("Texto gerado").inputValue()).toBe(raw);
    const words = Number(((await page.getByTestId("generated-word-count").textContent()) ?? "").replace(/\D/g, ""));
    expect(words).toBeGreaterThanOrEqual(1_500);
    // 1,000 tokens in and 4,000 out: US$ 0,002 + US$ 0,040.
    await page.getByText("Custo desta geração: US$ 0,042").waitFor();
    await checkA11y(page);

    await page.getByRole("button", { name: "Salvar como Rascunho" }).click();
    await toast("Artigo gerado e salvo com sucesso!").waitFor();
    await page.waitForURL((url) => /^\/admin\/articles\/edit\/[^/]+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop() ?? "";
    const api = adminApi(page.request, baseUrl);
    const saved = await api.get<AdminArticle>(`/api/admin/articles/${id}`);
    expect(saved).toMatchObject({ title, status: "draft", isFeatured: false, tags: ["colorir", "educação"] });
    expect(saved.content).toContain("## Por que colorir");

    await page.getByLabel("Título do Artigo").waitFor();
    expect(await page.getByLabel("Título do Artigo").inputValue()).toBe(title);
    await page.getByLabel("Resumo").fill("Resumo revisado pelo administrador.");
    await page.getByRole("button", { name: "Atualizar" }).click();
    await toast("Artigo atualizado com sucesso").waitFor();
    expect(await api.get<AdminArticle>(`/api/admin/articles/${id}`)).toMatchObject({
      excerpt: "Resumo revisado pelo administrador.",
      status: "draft",
    });

    // Every call of this file was recorded: the month's total counts them.
    const usage = await api.get<AiUsageSummary>("/api/admin/ai-usage");
    expect(usage).toMatchObject({ configured: true });
    expect(usage.monthCalls).toBeGreaterThanOrEqual(5);
    expect(usage.monthTotal).toBeGreaterThan(0.042);
  });

  it("refuses a blank topic before asking the model", async () => {
    await page.goto(new URL("/admin/articles/generate", baseUrl).href);
    await page.getByLabel("Tópico do Artigo").fill("   ");
    expect(await page.getByRole("button", { name: "Gerar Artigo com IA" }).isDisabled()).toBe(true);
    await page.getByLabel("Tópico do Artigo").press("Enter");
    await page.getByText("Por favor, informe um tópico para o artigo").waitFor();
    expect(site.fake.requests).toHaveLength(0);
  });
});

describe("automatic publishing, with AI configured", () => {
  it("uploads two images, publishes one, which appears on the public site, and the pending count drops", async () => {
    await page.goto(new URL("/admin/auto-publish", baseUrl).href);
    await page.getByRole("heading", { level: 1, name: "Publicação Automática" }).waitFor();
    expect(await page.getByTestId("publish-schedule").textContent()).toMatch(
      /^Próxima publicação agendada: \d{2}\/\d{2}\/\d{2,4},? \d{2}:\d{2}/,
    );
    const count = page.getByTestId("pending-count");
    await count.waitFor();
    const before = Number(((await count.textContent()) ?? "").replace(/\D/g, "")) || 0;
    await page.getByLabel("Enviar imagens").setInputFiles([
      { name: "Coelho da Páscoa.png", mimeType: "image/png", buffer: await distinctLinePng(501) },
      { name: "foguete.png", mimeType: "image/png", buffer: await distinctLinePng(502) },
    ]);
    await toast("2 arquivo(s) enviado(s) com sucesso!").waitFor();
    const pending = page.getByRole("region", { name: "Desenhos Pendentes" });
    await pending.getByRole("img", { name: "Miniatura de Coelho-da-Pascoa.png" }).waitFor();
    await pending.getByRole("img", { name: "Miniatura de foguete.png" }).waitFor();
    await page.getByText(before + 2 === 1 ? "1 desenho pendente" : `${before + 2} desenhos pendentes`).waitFor();
    await checkA11y(page);
    // 'Publicar Agora' takes the oldest file: the grid lists them oldest first. The two went up in parallel
    // requests (two at a time), so either may have arrived first.
    const ours = ["Miniatura de Coelho-da-Pascoa.png", "Miniatura de foguete.png"];
    const shown = await pending.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    const oldest = shown.find((alt) => alt !== null && ours.includes(alt)) as string;
    const other = ours.find((alt) => alt !== oldest) as string;

    site.fake.enqueue({
      kind: "json",
      content: {
        title: `Coelho da Páscoa ${STAMP}`,
        category: CATEGORY_NAME.toUpperCase(),
        tags: ["Páscoa", "coelho", "ovos"],
        description: "Um coelho segura uma cesta de ovos de Páscoa.\n\nColorir os ovos treina a coordenação motora.",
        difficulty: "facil",
      },
    });
    // 'Salvar inativo para revisão' is the default; this publication goes live.
    expect(await page.getByRole("radio", { name: /Salvar inativo para revisão/ }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /Publicar direto no site/ }).check();
    await toast("Modo de publicação salvo").waitFor();
    await page.getByRole("button", { name: "Publicar Agora" }).click();
    await toast("Desenho publicado com sucesso!").waitFor();
    const panel = page.getByRole("region", { name: "Desenho Publicado" });
    await panel.waitFor();
    const text = (await panel.textContent()) ?? "";
    expect(text).toContain(`Coelho da Páscoa ${STAMP}`);
    expect(text).toContain(`coelho-da-pascoa-${STAMP}`);
    expect(text).toContain(CATEGORY_NAME);
    expect(text).toContain("páscoa, coelho, ovos");
    expect(text).toContain("US$ 0,004");
    await page.getByText(before + 1 === 1 ? "1 desenho pendente" : `${before + 1} desenhos pendentes`).waitFor();
    expect(await pending.getByRole("img", { name: oldest }).count()).toBe(0);
    expect(await pending.getByRole("img", { name: other }).count()).toBe(1);
    await checkA11y(page);

    const html = await waitForHtml(baseUrl, drawingPath(category.slug, `coelho-da-pascoa-${STAMP}`), (body) =>
      body.includes(`Coelho da Páscoa ${STAMP}`),
    );
    expect(html).toContain("Um coelho segura uma cesta de ovos de Páscoa.");
    const categoryHtml = await waitForHtml(baseUrl, categoryPath(category.slug), (body) =>
      body.includes(`Coelho da Páscoa ${STAMP}`),
    );
    expect(categoryHtml).toContain(`Coelho da Páscoa ${STAMP}`);
  });

  it("publishes the file chosen ahead of the others, opens it with 'Editar', then publishes all the rest one at a time", async () => {
    await page.goto(new URL("/admin/auto-publish", baseUrl).href);
    await page.getByLabel("Enviar imagens").setInputFiles([
      { name: "nave.png", mimeType: "image/png", buffer: await distinctLinePng(503) },
      { name: "barco.png", mimeType: "image/png", buffer: await distinctLinePng(504) },
    ]);
    await toast("2 arquivo(s) enviado(s) com sucesso!").waitFor();
    const pending = page.getByRole("region", { name: "Desenhos Pendentes" });
    await pending.getByRole("img", { name: "Miniatura de nave.png" }).waitFor();
    const reply = (title: string) => ({
      kind: "json" as const,
      content: { title, category: CATEGORY_NAME, tags: ["teste"], description: `${title} para colorir.`, difficulty: "medio" },
    });
    site.fake.enqueue(reply(`Nave ${STAMP}`));
    await pending.getByRole("button", { name: 'Publicar "nave.png" agora' }).click();
    await toast("Desenho publicado com sucesso!").waitFor();
    const panel = page.getByRole("region", { name: "Desenho Publicado" });
    await panel.getByText(`Nave ${STAMP}`).first().waitFor();
    // The list reloads after the answer: wait for it to drop the published file.
    await pending.getByRole("img", { name: "Miniatura de nave.png" }).waitFor({ state: "detached" });
    const edit = panel.getByRole("link", { name: "Editar" });
    expect(await edit.getAttribute("href")).toMatch(/^\/admin\/drawings\/[0-9a-f-]{36}$/);

    const left = await pending.getByRole("listitem").count();
    expect(left).toBeGreaterThanOrEqual(2);
    site.fake.enqueue(...Array.from({ length: left }, (_, index) => reply(`Lote ${index} ${STAMP}`)));
    await page.getByRole("button", { name: "Publicar todos" }).click();
    await toast(`${left} desenhos publicados`).waitFor({ timeout: 120_000 });
    await pending.getByText("Nenhum desenho pendente para publicação.").waitFor();
    await checkA11y(page);

    // The schedule is set on the screen: off, then back to the server's.
    const schedule = page.getByLabel("Publicar automaticamente");
    await schedule.selectOption("off");
    await toast("Agendamento salvo").waitFor();
    await expect.poll(() => page.getByTestId("publish-schedule").textContent()).toBe("Publicação agendada desligada.");
    await schedule.selectOption("");
    await expect.poll(() => page.getByTestId("publish-schedule").textContent()).toMatch(/^Próxima publicação agendada: /);
    await edit.click();
    await page.getByRole("heading", { level: 1, name: "Editar Desenho" }).waitFor();
  });
});
