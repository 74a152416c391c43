import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdminCategory, AdminDrawing, CategoryList, DrawingList } from "#src/lib/admin-contracts/responses.ts";
import { slugify } from "#src/lib/slug.ts";
import { adminApi, adminCredentials, linePng, login, signInFrom } from "../support/admin.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";
import { waitForStatus } from "../support/poll.ts";

/**
 * The administrator area (src/admin) against the real server: login, the
 * drawings and categories screens, the AI dialog on a server without AI
 * (with AI: admin-ai.test.ts), throttled sign-in. Signs in as the
 * administrator the global setup creates (tests/support/admin.ts).
 */
const baseUrl = inject("baseUrl");
const credentials = adminCredentials();
const stamp = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const open = () => newPage(browser, { baseUrl });
/** Closes the page's whole context and waits for it, so nothing is still closing when the browser goes. */
const close = (page: Page) => page.context().close();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
/** The text as rendered (cells and lines apart), which Playwright's innerText gives. */
// biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node; the layout's whitespace is what the assertions read.
const textOf = (locator: Locator) => locator.innerText();

async function signedIn(): Promise<Page> {
  const page = await open();
  await login(page, baseUrl);
  return page;
}

describe("without a session", () => {
  it("serves one noindex document for every admin path", async () => {
    for (const path of ["/admin", "/admin/drawings", "/admin/categories/new", "/admin/articles/edit/x"]) {
      const response = await fetch(new URL(path, baseUrl));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain("<title>Painel Administrativo | Rabisco</title>");
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('lang="pt-BR"');
    }
  });

  it("shows the login screen, requires both fields and passes axe", async () => {
    const page = await open();
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Painel Administrativo" }).waitFor();
    await checkA11y(page);
    await page.getByRole("button", { name: "Entrar" }).click();
    expect(await page.getByText("O e-mail é obrigatório").isVisible()).toBe(true);
    expect(await page.getByText("A senha é obrigatória").isVisible()).toBe(true);
    expect(await page.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    await close(page);
  });

  it("says 'Email ou senha incorretos' for wrong credentials", async () => {
    const page = await open();
    await page.goto("/admin");
    await page.getByLabel("E-mail").fill(`ninguem-${stamp}@rabisco.test`);
    await page.getByLabel("Senha").fill("senha-errada-123");
    await page.getByRole("button", { name: "Entrar" }).click();
    const shownAt = Date.now();
    await toast(page, "Email ou senha incorretos").waitFor();
    expect(await toast(page, "Erro no login").isVisible()).toBe(true);
    expect(await page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Entrar" }).isEnabled()).toBe(true);
    expect(pathOf(page)).toBe("/admin");
    // Toasts go away by themselves after 4 s.
    await page.mouse.move(0, 0);
    await toast(page, "Email ou senha incorretos").waitFor({ state: "detached", timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
    await close(page);
  });

  it("sends protected routes to /admin, replacing the history entry", async () => {
    const page = await open();
    await page.goto("/admin");
    await page.getByRole("button", { name: "Entrar" }).waitFor();
    const before = await page.evaluate(() => window.history.length);
    await page.goto("/admin/categories");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("button", { name: "Entrar" }).waitFor();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await close(page);
  });
});

describe.skipIf(credentials === null)("signed in", () => {
  const categoryName = `Categoria E2E ${stamp}`;
  const drawingTitle = `Desenho E2E ${stamp}`;
  const renamedTitle = `Desenho Renomeado ${stamp}`;
  let page: Page;
  let category: AdminCategory | undefined;
  let drawing: AdminDrawing | undefined;

  beforeAll(async () => {
    page = await signedIn();
  });

  afterAll(async () => {
    // Leave the catalogue as the other suites expect it.
    const api = adminApi(page.request, baseUrl);
    if (drawing) await api.delete(`/api/admin/drawings/${drawing.id}`);
    if (category) await api.delete(`/api/admin/categories/${category.id}`);
    if (page) await close(page);
  });

  it("opens the drawings list with its counters, filters and shell, and passes axe", async () => {
    await toast(page, "Login realizado com sucesso").waitFor();
    const nav = page.getByRole("navigation", { name: "Seções do painel" });
    for (const name of ["Desenhos", "Categorias", "Artigos", "Publicação Automática", "Gerar Artigos"]) {
      expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await nav.getByRole("link", { name: "Desenhos" }).getAttribute("aria-current")).toBe("page");
    await page.getByText(/^Mostrando 1 a 10 de \d+ desenhos$/).waitFor();
    const counters = page.getByRole("region", { name: "Resumo dos desenhos" });
    expect(await textOf(counters)).toMatch(/Ativos\s+[\d.]+\s+Inativos\s+[\d.]+\s+Categorias\s+[\d.]+\s+Total\s+[\d.]+/);
    expect(await textOf(page.getByLabel("Categoria", { exact: true }).locator("option").first())).toBe("Todas as categorias");
    await checkA11y(page);
  });

  it("redirects the login screen to the list when already signed in", async () => {
    const other = await page.context().newPage();
    await other.goto("/admin");
    await other.waitForURL((url) => url.pathname === "/admin/drawings");
    await other.close();
  });

  it("shows one toast at a time", async () => {
    await page
      .getByRole("button", { name: /^Atualizar nome da imagem/ })
      .first()
      .click();
    await toast(page, "Nome da imagem atualizado com sucesso").waitFor();
    expect(await page.locator("[data-toast]").count()).toBe(1);
  });

  it("creates a category with an image", async () => {
    await page.getByRole("link", { name: "Categorias", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Categorias" }).waitFor();
    await page.getByRole("link", { name: "Nova Categoria" }).click();
    await page.getByRole("heading", { level: 1, name: "Nova Categoria" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("O nome é obrigatório").waitFor();
    await page.getByLabel("Nome").fill(categoryName);
    await page.getByLabel("Descrição").fill("Categoria criada pelo teste de ponta a ponta.");
    await page
      .getByLabel("Imagem")
      .setInputFiles({ name: "categoria.png", mimeType: "image/png", buffer: await linePng(400, 400, "Cat") });
    await page.getByText("Imagem pronta para envio").waitFor();
    await checkA11y(page);
    await page.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Categoria criada com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/categories");

    await page.getByRole("searchbox", { name: "Buscar" }).fill(stamp);
    await page.getByText("Mostrando 1 a 1 de 1 categorias").waitFor();
    const row = rowOf(page, categoryName);
    expect(await textOf(row)).toContain(slugify(categoryName));
    const list = await adminApi(page.request, baseUrl).get<CategoryList>("/api/admin/categories");
    category = list.items.find((item) => item.name === categoryName);
    expect(category?.imageUrl).toMatch(/\.webp/);
    expect(await row.locator("img").getAttribute("src")).toContain(".card.webp");
  });

  it("validates and creates an active drawing with an image and tags", async () => {
    await page.getByRole("link", { name: "Desenhos", exact: true }).click();
    await page.getByRole("link", { name: "Novo Desenho" }).click();
    await page.getByRole("heading", { level: 1, name: "Novo Desenho" }).waitFor();
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("O título é obrigatório").waitFor();
    expect(await page.locator("p", { hasText: "Selecione uma categoria" }).isVisible()).toBe(true);
    expect(await page.getByLabel("Categoria").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Ativo").isChecked()).toBe(true);
    await checkA11y(page);

    await page.getByLabel("Título").fill(drawingTitle);
    await page.getByLabel("Categoria").selectOption({ label: categoryName });
    await page.getByLabel("Descrição").fill("Um círculo grande para colorir.");
    const tagInput = page.getByRole("textbox", { name: "Tags" });
    await tagInput.fill("  círculo ");
    await tagInput.press("Enter");
    await tagInput.fill("formas");
    await page.getByRole("button", { name: "Adicionar" }).click();
    await tagInput.fill("formas");
    await tagInput.press("Enter");
    await page.getByText("Esta tag já foi adicionada.").waitFor();
    await tagInput.fill("");
    const chips = page.getByRole("list", { name: "Tags adicionadas" }).getByRole("listitem");
    expect(await chips.allInnerTexts()).toEqual(["círculo", "formas"]);

    await page.getByLabel("Imagem").setInputFiles({ name: "desenho.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await page.getByText("Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.").waitFor();
    await page.getByLabel("Imagem").setInputFiles({ name: "desenho.png", mimeType: "image/png", buffer: await linePng() });
    await page.getByText("Imagem pronta para envio").waitFor();
    await page.getByText("Imagem pronta para envio").waitFor({ state: "detached", timeout: 30_000 });
    expect(await page.getByRole("img", { name: /Pré-visualização/ }).getAttribute("src")).toMatch(/^blob:/);

    await page.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Desenho salvo com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/drawings");
    await page.getByRole("searchbox", { name: "Buscar" }).fill(drawingTitle);
    await page.getByText("Mostrando 1 a 1 de 1 desenhos").waitFor();
    const row = rowOf(page, drawingTitle);
    // The level column: measured from the uploaded image (or not yet), then the status.
    expect(await textOf(row)).toMatch(
      new RegExp(`${slugify(drawingTitle)}\\s+${categoryName}\\s+(Fácil|Médio|Difícil|Desafio|Sem nível)\\s+Ativo`),
    );

    const found = await adminApi(page.request, baseUrl).get<DrawingList>(
      `/api/admin/drawings?search=${encodeURIComponent(drawingTitle)}`,
    );
    drawing = found.items[0];
    expect(drawing).toMatchObject({ title: drawingTitle, active: true, tags: ["círculo", "formas"], categoryId: category?.id });
    expect(drawing?.imageUrl).toContain(slugify(drawingTitle));
  }, 120_000);

  it("publishes the new drawing on the public site", async () => {
    // The rebuild engine renders the drawing's page after the write.
    const path = `/desenhos/${category?.slug}/${drawing?.slug}`;
    expect(await waitForStatus(baseUrl, path, 200)).toBe(200);
    const html = await (await fetch(new URL(path, baseUrl))).text();
    expect(html).toContain(drawingTitle);
  });

  it("edits the drawing, keeping the unchecked active box", async () => {
    await rowOf(page, drawingTitle)
      .getByRole("link", { name: `Editar "${drawingTitle}"` })
      .click();
    await page.getByRole("heading", { level: 1, name: "Editar Desenho" }).waitFor();
    expect(await page.getByLabel("Título").inputValue()).toBe(drawingTitle);
    expect(await page.getByLabel("Categoria").inputValue()).toBe(category?.id);
    await page.getByLabel("Título").fill(renamedTitle);
    await page.getByLabel("Ativo").uncheck();
    await page.getByRole("button", { name: 'Remover tag "formas"' }).click();
    await page.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Desenho salvo com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/drawings");
    await page.getByRole("searchbox", { name: "Buscar" }).fill(renamedTitle);
    await page.getByText("Mostrando 1 a 1 de 1 desenhos").waitFor();
    expect(await textOf(rowOf(page, renamedTitle))).toMatch(/Inativo/);
    const updated = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing?.id}`);
    expect(updated).toMatchObject({ title: renamedTitle, slug: slugify(renamedTitle), active: false, tags: ["círculo"] });
    // The image keeps its old name until it is renamed.
    expect(updated.imageUrl).toContain(slugify(drawingTitle));
  });

  it("renames the drawing's image after its new slug", async () => {
    await rowOf(page, renamedTitle)
      .getByRole("button", { name: `Atualizar nome da imagem de "${renamedTitle}"` })
      .click();
    await toast(page, "Nome da imagem atualizado com sucesso").waitFor();
    const updated = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing?.id}`);
    expect(updated.imageUrl).toContain(slugify(renamedTitle));
  });

  it("reformulates with AI: says it is not configured on this server", async () => {
    const row = rowOf(page, renamedTitle);
    await row.getByRole("button", { name: `Reformular "${renamedTitle}" com IA` }).click();
    const dialog = page.getByRole("dialog", { name: "Reformular com IA" });
    await dialog.waitFor();
    expect(await dialog.getByRole("button", { name: "Salvar Alterações" }).isDisabled()).toBe(true);
    await checkA11y(page);
    // The e2e server has no AI_BASE_URL/AI_MODEL: 'Gerar' is disabled, and the dialog says what to set.
    await dialog.getByText("A IA não está configurada").waitFor();
    await dialog.getByText("defina AI_BASE_URL, AI_API_KEY e AI_MODEL").waitFor();
    expect(await dialog.getByRole("button", { name: "Gerar" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The dialog with a configured AI, through the real endpoint and a fake
    // model, is tests/e2e/admin-ai.test.ts.
    expect((await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${drawing?.id}`)).tags).toEqual([
      "círculo",
    ]);
  });

  it("deletes the drawing after the in-app confirmation", async () => {
    const button = rowOf(page, renamedTitle).getByRole("button", { name: `Excluir "${renamedTitle}"` });
    await button.click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir desenho" });
    expect(await textOf(confirm)).toContain(`Tem certeza que deseja excluir o desenho "${renamedTitle}"?`);
    // Cancel has the focus, Tab stays inside, Escape closes and gives the focus back.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);
    expect(await focused()).toBe("Cancelar");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Excluir");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Fechar");
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Excluir");
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Desenho excluído com sucesso").waitFor();
    await page.getByText("Nenhum desenho encontrado.").waitFor();
    expect(await adminApi(page.request, baseUrl).delete(`/api/admin/drawings/${drawing?.id}`)).toBe(404);
    drawing = undefined;
  });

  it("says 'Desenho não encontrado' for an unknown id and goes back to the list", async () => {
    await page.goto("/admin/drawings/00000000-0000-4000-8000-000000000000");
    await toast(page, "Desenho não encontrado").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/drawings");
  });

  it("edits and deletes the category from its form", async () => {
    await page.goto(`/admin/categories/${category?.id}`);
    await page.getByRole("heading", { level: 1, name: "Editar Categoria" }).waitFor();
    expect(await page.getByLabel("Nome").inputValue()).toBe(categoryName);
    await page.getByLabel("Descrição").fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Categoria atualizada com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await page.getByRole("searchbox", { name: "Buscar" }).fill(stamp);
    expect(await textOf(rowOf(page, categoryName))).toContain("Sem descrição");

    await rowOf(page, categoryName)
      .getByRole("link", { name: `Editar "${categoryName}"` })
      .click();
    await page.getByRole("button", { name: "Excluir Categoria" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir categoria" });
    expect(await textOf(confirm)).toContain(`Tem certeza que deseja excluir a categoria "${categoryName}"?`);
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Categoria excluída com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await page.goto(`/admin/categories/${category?.id}`);
    await toast(page, "Categoria não encontrada").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    category = undefined;
  });

  it("renames every category image in one batch with a summary", async () => {
    await page.getByRole("button", { name: "Atualizar Nomes das Imagens" }).click();
    const dialog = page.getByRole("dialog", { name: "Atualizar Nomes das Imagens" });
    expect(await textOf(dialog)).toContain("pode demorar");
    await dialog.getByRole("button", { name: "Atualizar Nomes" }).click();
    const done = page.getByRole("dialog", { name: "Processo concluído" });
    await done.waitFor({ timeout: 60_000 });
    expect(await textOf(done)).toMatch(/\d+ image(m|ns) atualizada(s)? com sucesso/);
    await done.getByRole("button", { name: "Fechar" }).last().click();
    await done.waitFor({ state: "detached" });
  }, 90_000);

  it("shows the automatic publishing screen, which cannot publish without AI on this server", async () => {
    await page
      .getByRole("navigation", { name: "Seções do painel" })
      .getByRole("link", { name: "Publicação Automática", exact: true })
      .click();
    await page.getByRole("heading", { level: 1, name: "Publicação Automática" }).waitFor();
    await page.getByLabel("Enviar imagens").waitFor({ state: "attached" });
    // The files are chosen with a button in Portuguese, not the browser's own input ('Choose Files' in English).
    const choose = page.getByRole("button", { name: "Escolher imagens" });
    expect(await choose.isVisible()).toBe(true);
    const input = await page.getByLabel("Enviar imagens").boundingBox();
    expect(input === null || input.width * input.height <= 1).toBe(true);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), choose.click()]);
    expect(chooser.isMultiple()).toBe(true);
    await page.getByRole("heading", { level: 2, name: "Desenhos Pendentes" }).waitFor();
    // It says how to turn AI on and what happens to uploads meanwhile (issue 45).
    const banner = page.getByRole("alert").filter({ hasText: "A IA não está configurada" });
    await banner.waitFor();
    expect(await textOf(banner)).toContain("defina AI_BASE_URL, AI_API_KEY e AI_MODEL");
    expect(await textOf(banner)).toContain("ficam guardadas na fila e poderão ser publicadas assim que a IA for configurada");
    // Each disabled control says why, beside it and to a screen reader.
    for (const name of ["Publicar Agora", "Publicar todos"]) {
      const button = page.getByRole("button", { name, exact: true });
      expect(await button.isDisabled(), name).toBe(true);
      const reasonId = await button.getAttribute("aria-describedby");
      expect(reasonId, name).toBeTruthy();
      const reason = page.locator(`[id="${reasonId}"]`);
      expect(await reason.isVisible(), name).toBe(true);
      expect(await textOf(reason), name).toBe("Publicar precisa da IA, que não está configurada no servidor.");
    }
    expect(await page.getByLabel("Publicar automaticamente").isDisabled()).toBe(true);
  });

  it("shows the article generator, which says AI is not configured on this server", async () => {
    await page
      .getByRole("navigation", { name: "Seções do painel" })
      .getByRole("link", { name: "Gerar Artigos", exact: true })
      .click();
    await page.getByRole("heading", { level: 1, name: "Gerador de Artigos" }).waitFor();
    const button = page.getByRole("button", { name: "Gerar Artigo com IA" });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole("alert").filter({ hasText: "A IA não está configurada" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "defina AI_BASE_URL, AI_API_KEY e AI_MODEL" }).waitFor();
    // A topic does not enable it: without AI it could only fail.
    await page.getByLabel("Tópico do Artigo").fill("Benefícios de colorir");
    expect(await button.isDisabled()).toBe(true);
  });
});

describe.skipIf(credentials === null)("drawings list paging and filters", () => {
  const categoryName = `Paginação E2E ${stamp}`;
  const created: string[] = [];
  let categoryId = "";
  let page: Page;

  beforeAll(async () => {
    page = await signedIn();
    const api = adminApi(page.request, baseUrl);
    categoryId = (await api.post<AdminCategory>("/api/admin/categories", { name: categoryName, description: "" })).id;
    for (let index = 1; index <= 26; index++) {
      const title = `Paginado ${stamp} ${String(index).padStart(2, "0")}`;
      const item = await api.post<AdminDrawing>("/api/admin/drawings", {
        title,
        categoryId,
        description: "",
        tags: "[]",
        active: index % 5 === 0 ? "false" : "true",
      });
      created.push(item.id);
    }
  }, 120_000);

  afterAll(async () => {
    const api = adminApi(page.request, baseUrl);
    for (const id of created) await api.delete(`/api/admin/drawings/${id}`);
    if (categoryId) await api.delete(`/api/admin/categories/${categoryId}`);
    if (page) await close(page);
  }, 120_000);

  it("pages ten at a time with a window of five, first and last pages", async () => {
    const total = (await adminApi(page.request, baseUrl).get<DrawingList>("/api/admin/drawings")).total;
    await page.reload();
    await page.getByText(`Mostrando 1 a 10 de ${total} desenhos`).waitFor();
    const pagination = page.getByRole("navigation", { name: "Paginação" });
    const last = Math.ceil(total / 10);
    expect(await textOf(pagination)).toMatch(new RegExp(`1\\s+2\\s+3\\s+4\\s+5\\s+…\\s+${last}`));
    expect(await pagination.getByRole("button", { name: "Página 1", exact: true }).getAttribute("aria-current")).toBe("page");
    await pagination.getByRole("button", { name: "Página 5", exact: true }).click();
    await page.getByText(`Mostrando 41 a 50 de ${total} desenhos`).waitFor();
    expect(await textOf(pagination)).toMatch(new RegExp(`1\\s+…\\s+3\\s+4\\s+5\\s+6\\s+7\\s+…\\s+${last}`));
    expect(new URL(page.url()).searchParams.get("page")).toBe("5");
    // The address keeps the page: a reload comes back to it.
    await page.reload();
    await page.getByText(`Mostrando 41 a 50 de ${total} desenhos`).waitFor();
    // A new screen starts at the top, however far down the list was scrolled.
    await page.mouse.wheel(0, 2_000);
    await page.waitForFunction(() => window.scrollY > 0);
    await page
      .getByRole("link", { name: /^Editar / })
      .last()
      .click();
    await page.getByRole("heading", { level: 1, name: "Editar Desenho" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByText(`Mostrando 41 a 50 de ${total} desenhos`).waitFor();
    // The 'Desenhos' link goes back to the first page.
    await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Desenhos" }).click();
    await page.getByText(`Mostrando 1 a 10 de ${total} desenhos`).waitFor();
    await pagination.getByRole("button", { name: `Página ${last}`, exact: true }).click();
    await page.getByText(new RegExp(`Mostrando ${(last - 1) * 10 + 1} a ${total} de ${total} desenhos`)).waitFor();
    expect(await pagination.getByRole("button", { name: "Próxima página" }).isDisabled()).toBe(true);
  });

  it("filters by category and status, going back to page 1", async () => {
    await page.getByLabel("Categoria", { exact: true }).selectOption({ label: categoryName });
    await page.getByText("Mostrando 1 a 10 de 26 desenhos").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await page.getByRole("button", { name: "Página 3", exact: true }).click();
    await page.getByText("Mostrando 21 a 26 de 26 desenhos").waitFor();
    await page.getByLabel("Status").selectOption({ label: "Inativos" });
    await page.getByText("Mostrando 1 a 5 de 5 desenhos").waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Inativo" }).count()).toBe(5);
    await page.getByLabel("Status").selectOption({ label: "Ativos" });
    await page.getByText("Mostrando 1 a 10 de 21 desenhos").waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Inativo" }).count()).toBe(0);
  });

  it("searches by title after a pause, going back to page 1", async () => {
    await page.getByRole("button", { name: "Página 2", exact: true }).click();
    await page.getByText("Mostrando 11 a 20 de 21 desenhos").waitFor();
    await page.getByRole("searchbox", { name: "Buscar" }).pressSequentially(`${stamp} 2`, { delay: 30 });
    // Titles 20 to 26 in the category, without the inactive 20 and 25.
    await page.getByText("Mostrando 1 a 5 de 5 desenhos").waitFor();
    expect(new URL(page.url()).searchParams.get("search")).toBe(`${stamp} 2`);
    await page.getByRole("searchbox", { name: "Buscar" }).fill("nada-encontrado-xyz");
    await page.getByText("Nenhum desenho encontrado.").waitFor();
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await page.getByText(/^Mostrando 1 a 10 de \d+ desenhos$/).waitFor();
    await checkA11y(page);
  });
});

describe.skipIf(credentials === null)("sign-in throttling and sign-out", () => {
  it("keeps checking an e-mail throttled from another address, and shows the server's message when it is the browser's turn", async () => {
    const locked = { email: `bloqueado-${stamp}@rabisco.test`, password: "senha-errada-123" };
    // Five failures from another loopback address (a fresh one each run) throttle that address for this e-mail only.
    const address = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signInFrom(baseUrl, address, locked)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const page = await open();
    await page.goto("/admin");
    await page.getByLabel("E-mail").fill(locked.email);
    await page.getByLabel("Senha").fill(locked.password);
    const submit = page.getByRole("button", { name: "Entrar" });
    await submit.click();
    // From the browser's address (127.0.0.1) the password is still checked.
    await toast(page, "Email ou senha incorretos").waitFor();

    // Four more failures from the browser's address throttle its own attempts at this e-mail.
    for (let attempt = 0; attempt < 4; attempt++) expect((await signInFrom(baseUrl, "127.0.0.1", locked)).status).toBe(401);
    await submit.click();
    await toast(page, "Muitas tentativas de login").filter({ hasText: "Erro no login" }).waitFor();
    await close(page);
  });

  it("signs out with 'Sair' and protects the admin again", async () => {
    const page = await signedIn();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("button", { name: "Entrar" }).waitFor();
    await page.goto("/admin/drawings");
    await page.waitForURL((url) => url.pathname === "/admin");
    const session = await page.request.get(new URL("/api/admin/session", baseUrl).href);
    expect(session.status()).toBe(401);
    await close(page);
  });
});
