import type { Browser, Dialog, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdminArticle, ArticleList } from "#src/lib/admin-contracts/responses.ts";
import { slugify } from "#src/lib/slug.ts";
import { adminApi, adminCredentials, linePng, login } from "../support/admin.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";
import { waitForHtml, waitForStatus } from "../support/poll.ts";

/**
 * The administrator's blog screens (src/admin/screens/ArticlesList.tsx and
 * ArticleEditor.tsx) against the real server: writing an article with the
 * markdown toolbar and a featured image, the draft that stays off the public
 * blog, publishing and unpublishing from the list, the published slug kept
 * on a new title, deleting from the list and from the editor, the unsaved
 * changes guard and the local draft offered back, and the list's filters
 * and paging over articles made through the API. Signs in through the login
 * screen with the suite's administrator (never a wrong password from
 * 127.0.0.1: see the throttle note in admin.test.ts).
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

const close = (page: Page) => page.context().close();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
// biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node; the layout's whitespace is what the assertions read.
const textOf = (locator: Locator) => locator.innerText();
const nav = (page: Page) => page.getByRole("navigation", { name: "Seções do painel" });
const DATE_TIME = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/;
const UNSAVED = "Há alterações não salvas. Deseja sair mesmo assim?";

async function signedIn(): Promise<Page> {
  const page = await newPage(browser, { baseUrl });
  await login(page, baseUrl);
  return page;
}

/** Answers the next dialog (confirm or beforeunload) and says what it was. */
function nextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog: Dialog) => {
      const seen = { type: dialog.type(), message: dialog.message() };
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(seen));
    });
  });
}

async function findArticle(page: Page, search: string): Promise<AdminArticle | undefined> {
  const list = await adminApi(page.request, baseUrl).get<ArticleList>(`/api/admin/articles?search=${encodeURIComponent(search)}`);
  return list.items[0];
}

function articleFields(title: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    title,
    excerpt: `Resumo de ${title}.`,
    content: `# ${title}\n\nTexto do artigo.`,
    tags: "[]",
    isFeatured: "false",
    ...extra,
  };
}

describe.skipIf(credentials === null)("writing, publishing and deleting an article", () => {
  const title = `Artigo E2E ${stamp}`;
  const renamed = `Artigo Renomeado ${stamp}`;
  const metaTitle = "Cores primárias: um guia para colorir com crianças";
  let page: Page;
  let article: AdminArticle | undefined;
  const extra: string[] = [];

  beforeAll(async () => {
    page = await signedIn();
  });

  afterAll(async () => {
    const api = adminApi(page.request, baseUrl);
    for (const id of [article?.id, ...extra]) if (id) await api.delete(`/api/admin/articles/${id}`);
    if (article) await waitForStatus(baseUrl, `/blog/${article.slug}`, 404);
    if (page) await close(page);
  });

  it("opens the article list with its cards, filters and legend, and passes axe", async () => {
    await nav(page).getByRole("link", { name: "Artigos", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Artigos do Blog" }).waitFor();
    expect(pathOf(page)).toBe("/admin/articles");
    await page.getByText(/^\d+ artigos? encontrados?$/).waitFor();
    expect(await nav(page).getByRole("link", { name: "Artigos", exact: true }).getAttribute("aria-current")).toBe("page");
    const cards = page.getByRole("region", { name: "Resumo dos artigos" });
    expect(await textOf(cards)).toMatch(
      /Publicados\s+[\d.]+\s+Rascunhos\s+[\d.]+\s+Total de Visualizações\s+[\d.]+\s+Em Destaque\s+[\d.]+/,
    );
    expect(await page.getByRole("searchbox", { name: "Buscar" }).getAttribute("placeholder")).toBe(
      "Buscar por título, resumo ou tags...",
    );
    expect(await page.getByLabel("Status").locator("option").allInnerTexts()).toEqual([
      "Todos os status",
      "Rascunhos",
      "Publicados",
      "Arquivados",
    ]);
    expect(await page.getByRole("list", { name: "Legenda das ações" }).getByRole("listitem").allInnerTexts()).toEqual([
      "Publicar (rascunhos)",
      "Despublicar (publicados)",
      "Editar",
      "Excluir",
    ]);
    const headers = await page.getByRole("columnheader").allInnerTexts();
    expect(headers.map((header) => header.toLowerCase())).toEqual([
      "artigo",
      "status",
      "tags",
      "visualizações",
      "publicado em",
      "atualizado em",
      "ações",
    ]);
    await page.getByText(/^Mostrando 1 a \d+ de \d+ artigos$/).waitFor();
    await checkA11y(page);
  });

  it("shows 'Criar Primeiro Artigo' when there is no article at all", async () => {
    await page.route("**/api/admin/articles?*", (route) =>
      route.fulfill({
        json: { items: [], total: 0, page: 1, limit: 10, counts: { published: 0, drafts: 0, totalViews: 0, featured: 0 } },
      }),
    );
    await page.reload();
    await page.getByText("Nenhum artigo encontrado.").waitFor();
    await page.getByText("0 artigos encontrados").waitFor();
    await page.getByRole("link", { name: "Criar Primeiro Artigo" }).click();
    await page.getByRole("heading", { level: 1, name: "Novo Artigo" }).waitFor();
    await page.unroute("**/api/admin/articles?*");
  });

  it("validates, writes with the toolbar and shortcuts, previews and creates a featured draft with an image", async () => {
    expect(pathOf(page)).toBe("/admin/articles/new");
    expect(await textOf(page.getByText(/^Status:/))).toMatch(/Rascunho/);
    await page.getByRole("button", { name: "Criar" }).click();
    await page.getByText("O título é obrigatório").waitFor();
    await page.getByText("O resumo é obrigatório").waitFor();
    const titleField = page.getByLabel("Título do Artigo");
    expect(await titleField.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await titleField.getAttribute("aria-describedby")) ?? "";
    expect(await textOf(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`))).toBe("O título é obrigatório");
    expect(await page.getByLabel("Resumo").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await titleField.getAttribute("id"));
    await checkA11y(page);

    await titleField.fill(title);
    expect(await page.getByText("O título é obrigatório").count()).toBe(0);
    await page.getByLabel("Resumo").fill("Como as cores primárias ajudam as crianças a aprender.");
    expect(await page.getByLabel("Resumo").getAttribute("rows")).toBe("3");

    const content = page.getByLabel("Conteúdo", { exact: true });
    expect(await content.getAttribute("rows")).toBe("15");
    await content.click();
    await page.keyboard.type("Um texto sobre cores. ");
    const toolbar = page.getByRole("toolbar", { name: "Formatação do conteúdo" });
    await toolbar.getByRole("button", { name: "Negrito", exact: true }).click();
    await page.keyboard.type("muito importante");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Título 2", exact: true }).click();
    await page.keyboard.type("Cores quentes");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Vermelho é ");
    await page.keyboard.press("Control+i");
    await page.keyboard.type("vibrante");
    const markdown = await content.inputValue();
    expect(markdown).toContain("Um texto sobre cores. **muito importante**");
    expect(markdown).toContain("## Cores quentes");
    expect(markdown).toContain("Vermelho é *vibrante*");

    await page.getByRole("button", { name: "Visualizar" }).click();
    const preview = page.getByRole("region", { name: "Visualização: Conteúdo" });
    expect(await textOf(preview.locator("strong"))).toBe("muito importante");
    expect(await textOf(preview.locator("h2"))).toBe("Cores quentes");
    expect(await textOf(preview.locator("em"))).toBe("vibrante");
    await page.getByRole("button", { name: "Editar", exact: true }).click();
    await content.waitFor();

    // The SEO panel follows the fields.
    const seo = page.getByRole("region", { name: "Status de SEO" });
    const metaTitleItem = seo.locator('[data-seo-item="metaTitle"]');
    // Empty, the page uses the article's title, which is short here: not a problem, but worth a look.
    expect(await textOf(metaTitleItem)).toContain("(Atenção)");
    expect(await textOf(metaTitleItem)).toContain("o título do artigo será usado");
    await page.getByLabel("Meta Título (SEO)").fill(metaTitle);
    expect(await textOf(metaTitleItem)).toContain("(Bom)");
    await page
      .getByLabel("Meta Descrição (SEO)")
      .fill(
        "Descubra como as cores primárias ajudam as crianças a aprender a colorir, com atividades simples e desenhos gratuitos.",
      );
    const snippet = seo.getByRole("figure");
    expect(await textOf(snippet)).toContain(`blog › ${slugify(title)}`);
    expect(await textOf(snippet)).toContain(`${metaTitle.slice(0, 20)}`);

    const tagInput = page.getByRole("textbox", { name: "Tags" });
    for (const tag of [" cores ", "arte", "educação"]) {
      await tagInput.fill(tag);
      await tagInput.press("Enter");
    }
    await tagInput.fill("arte");
    await page.getByRole("button", { name: "Adicionar" }).click();
    await page.getByText("Esta tag já foi adicionada.").waitFor();
    await tagInput.fill("");
    expect(await page.getByRole("list", { name: "Tags adicionadas" }).getByRole("listitem").allInnerTexts()).toEqual([
      "cores",
      "arte",
      "educação",
    ]);
    await page.getByLabel("Artigo em destaque").check();

    await page
      .getByLabel("Imagem Destacada")
      .setInputFiles({ name: "capa.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await page.getByText("Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.").waitFor();
    await page
      .getByLabel("Imagem Destacada")
      .setInputFiles({ name: "capa.png", mimeType: "image/png", buffer: await linePng(1200, 630, "Cores") });
    await page.getByText("Imagem pronta para envio").waitFor();
    expect(await textOf(seo.locator('[data-seo-item="featuredImage"]'))).toContain("(Bom)");
    await checkA11y(page);

    await page.getByRole("button", { name: "Criar" }).click();
    await toast(page, "Artigo criado com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/articles");

    article = await findArticle(page, title);
    expect(article).toMatchObject({
      title,
      status: "draft",
      isFeatured: true,
      tags: ["cores", "arte", "educação"],
      metaTitle,
      publishedAt: null,
    });
    expect(article?.content).toContain("**muito importante**");
    expect(article?.featuredImageUrl).toMatch(/\.webp/);
    expect(article?.slug).toBe(slugify(title));
    // A draft is not on the public blog.
    expect((await fetch(new URL(`/blog/${article?.slug}`, baseUrl))).status).toBe(404);
    // Nothing is left to offer back.
    expect(await page.evaluate(() => window.localStorage.getItem("rabisco:admin:article-draft:new"))).toBeNull();
  }, 120_000);

  it("lists the draft and publishes it from the list", async () => {
    await page.getByRole("searchbox", { name: "Buscar" }).fill(title);
    await page.getByText("Mostrando 1 a 1 de 1 artigos").waitFor();
    await page.getByText("1 artigo encontrado").waitFor();
    expect(new URL(page.url()).searchParams.get("search")).toBe(title);
    const row = rowOf(page, title);
    const cells = row.getByRole("cell");
    expect(await textOf(cells.nth(0))).toMatch(/Destaque/);
    expect(await textOf(cells.nth(0))).toContain("Como as cores primárias");
    expect(await row.locator("img").getAttribute("src")).toContain(".card.webp");
    expect(await textOf(cells.nth(1))).toBe("Rascunho");
    // '+1' is what the eye reads; a screen reader hears the rest of the tags instead.
    const [first, second, more] = await cells.nth(2).getByRole("listitem").allInnerTexts();
    expect([first, second]).toEqual(["cores", "arte"]);
    expect(more).toMatch(/^\+1\s*e mais 1: educação$/);
    expect(await textOf(cells.nth(3))).toBe("0");
    expect(await textOf(cells.nth(4))).toMatch(/^—\s*Não publicado$/);
    expect(await textOf(cells.nth(5))).toMatch(DATE_TIME);
    expect(await row.getByRole("button", { name: `Despublicar "${title}"` }).count()).toBe(0);

    await row.getByRole("button", { name: `Publicar "${title}"`, exact: true }).click();
    await toast(page, `Artigo "${title}" publicado com sucesso`).waitFor();
    await row.getByText("Publicado", { exact: true }).waitFor();
    expect(await textOf(cells.nth(4))).toMatch(DATE_TIME);
    expect(await row.getByRole("button", { name: `Publicar "${title}"`, exact: true }).count()).toBe(0);

    expect(await waitForStatus(baseUrl, `/blog/${article?.slug}`, 200)).toBe(200);
    const html = await (await fetch(new URL(`/blog/${article?.slug}`, baseUrl))).text();
    expect(html).toContain("<strong>muito importante</strong>");
  });

  it("edits the published article's title, keeping its slug", async () => {
    await rowOf(page, title)
      .getByRole("link", { name: `Editar "${title}"` })
      .click();
    await page.getByRole("heading", { level: 1, name: "Editar Artigo" }).waitFor();
    expect(pathOf(page)).toBe(`/admin/articles/edit/${article?.id}`);
    expect(await page.getByLabel("Título do Artigo").inputValue()).toBe(title);
    expect(await page.getByLabel("Artigo em destaque").isChecked()).toBe(true);
    expect(await textOf(page.getByText(/^Status:/))).toMatch(/Publicado/);
    expect(await page.getByRole("img", { name: /Pré-visualização/ }).getAttribute("src")).toMatch(/\.webp/);
    await checkA11y(page);

    await page.getByLabel("Título do Artigo").fill(renamed);
    // A published article keeps its address: the preview says so.
    expect(await textOf(page.getByRole("region", { name: "Status de SEO" }).getByRole("figure"))).toContain(
      `blog › ${article?.slug}`,
    );
    await page.getByRole("button", { name: "Atualizar" }).click();
    await toast(page, "Artigo atualizado com sucesso").waitFor();
    expect(pathOf(page)).toBe(`/admin/articles/edit/${article?.id}`);
    const updated = await adminApi(page.request, baseUrl).get<AdminArticle>(`/api/admin/articles/${article?.id}`);
    expect(updated).toMatchObject({ title: renamed, slug: article?.slug, status: "published" });
    const html = await waitForHtml(baseUrl, `/blog/${article?.slug}`, (text) => text.includes(renamed));
    expect(html).toContain(renamed);
  });

  it("asks before leaving unsaved changes, and offers the local draft back after a reload", async () => {
    const excerpt = page.getByLabel("Resumo");
    const saved = await excerpt.inputValue();
    await excerpt.fill(`${saved} Texto ainda não salvo.`);

    // An in-app link: refused, then nothing moves.
    const refused = nextDialog(page, false);
    await nav(page).getByRole("link", { name: "Artigos", exact: true }).click();
    expect(await refused).toEqual({ type: "confirm", message: UNSAVED });
    expect(pathOf(page)).toBe(`/admin/articles/edit/${article?.id}`);

    // Back: refused, and the address is put back.
    const back = nextDialog(page, false);
    await page.evaluate(() => window.history.back());
    expect((await back).message).toBe(UNSAVED);
    await page.waitForFunction((path) => window.location.pathname === path, `/admin/articles/edit/${article?.id}`);
    expect(await excerpt.inputValue()).toContain("Texto ainda não salvo.");

    // The copy is written once typing pauses.
    const key = `rabisco:admin:article-draft:${article?.id}`;
    await page.waitForFunction((name) => window.localStorage.getItem(name)?.includes("Texto ainda não salvo.") ?? false, key);

    // Reloading asks too (the browser's own prompt).
    const unload = nextDialog(page, true);
    await page.reload();
    expect((await unload).type).toBe("beforeunload");
    await page.getByRole("heading", { level: 1, name: "Editar Artigo" }).waitFor();
    const offer = page.getByRole("region", { name: "Rascunho não salvo" });
    await offer.waitFor();
    expect(await textOf(offer)).toMatch(/Há um rascunho não salvo deste artigo de \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}\. Restaurar\?/);
    expect(await excerpt.inputValue()).toBe(saved);
    await checkA11y(page);
    await offer.getByRole("button", { name: "Restaurar" }).click();
    await offer.waitFor({ state: "detached" });
    expect(await excerpt.inputValue()).toBe(`${saved} Texto ainda não salvo.`);

    // Cancelar asks as well; agreeing leaves, and the copy stays for next time.
    const agreed = nextDialog(page, true);
    await page.getByRole("link", { name: "Cancelar" }).click();
    expect((await agreed).message).toBe(UNSAVED);
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    await page.goto(`/admin/articles/edit/${article?.id}`);
    await offer.waitFor();
    await offer.getByRole("button", { name: "Descartar" }).click();
    await offer.waitFor({ state: "detached" });
    expect(await page.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull();
    expect(await excerpt.inputValue()).toBe(saved);

    // Nothing changed: leaving asks nothing.
    await nav(page).getByRole("link", { name: "Artigos", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Artigos do Blog" }).waitFor();
  }, 90_000);

  it("offers a new article's draft back too", async () => {
    await page.getByRole("link", { name: "Novo Artigo" }).click();
    await page.getByLabel("Título do Artigo").fill(`Rascunho local ${stamp}`);
    await page.waitForFunction(
      () => window.localStorage.getItem("rabisco:admin:article-draft:new")?.includes("Rascunho local") ?? false,
    );
    const unload = nextDialog(page, true);
    await page.reload();
    expect((await unload).type).toBe("beforeunload");
    const offer = page.getByRole("region", { name: "Rascunho não salvo" });
    expect(await textOf(offer)).toMatch(/Há um rascunho não salvo de um novo artigo de/);
    expect(await page.getByLabel("Título do Artigo").inputValue()).toBe("");
    await offer.getByRole("button", { name: "Descartar" }).click();
    expect(await page.evaluate(() => window.localStorage.getItem("rabisco:admin:article-draft:new"))).toBeNull();
  });

  it("unpublishes from the list, taking the article off the blog, then deletes it", async () => {
    await nav(page).getByRole("link", { name: "Artigos", exact: true }).click();
    await page.getByRole("searchbox", { name: "Buscar" }).fill(renamed);
    await page.getByText("Mostrando 1 a 1 de 1 artigos").waitFor();
    const row = rowOf(page, renamed);
    await row.getByRole("button", { name: `Despublicar "${renamed}"` }).click();
    await toast(page, `Artigo "${renamed}" despublicado com sucesso`).waitFor();
    await row.getByText("Rascunho", { exact: true }).waitFor();
    expect(await textOf(row.getByRole("cell").nth(4))).toMatch(/^—\s*Não publicado$/);
    expect(await waitForStatus(baseUrl, `/blog/${article?.slug}`, 404)).toBe(404);

    await row.getByRole("button", { name: `Excluir "${renamed}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir artigo" });
    expect(await textOf(confirm)).toContain(`Tem certeza que deseja excluir o artigo "${renamed}"?`);
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Artigo excluído com sucesso").waitFor();
    await page.getByText("Nenhum artigo encontrado.").waitFor();
    expect(await adminApi(page.request, baseUrl).delete(`/api/admin/articles/${article?.id}`)).toBe(404);
    article = undefined;
  });

  it("deletes from the editor, then says 'Artigo não encontrado' for the gone id", async () => {
    const api = adminApi(page.request, baseUrl);
    const other = await api.post<AdminArticle>("/api/admin/articles", articleFields(`Outro Artigo ${stamp}`));
    extra.push(other.id);
    await page.goto(`/admin/articles/edit/${other.id}`);
    await page.getByRole("button", { name: "Excluir Artigo" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir artigo" });
    expect(await textOf(confirm)).toContain("Tem certeza que deseja excluir este artigo?");
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Artigo excluído com sucesso").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/articles");

    await page.goto(`/admin/articles/edit/${other.id}`);
    await toast(page, "Artigo não encontrado").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    extra.pop();
  });

  it("says 'Erro ao carregar dados' when the article cannot be loaded, and goes back to the list", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await page.route(`**/api/admin/articles/${id}`, (route) => route.fulfill({ status: 500, json: { message: "falha" } }));
    await page.goto(`/admin/articles/edit/${id}`);
    await toast(page, "Erro ao carregar dados").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    await page.unroute(`**/api/admin/articles/${id}`);
  });
});

describe.skipIf(credentials === null)("article list paging and filters", () => {
  const prefix = `Paginado Artigo ${stamp}`;
  const created: AdminArticle[] = [];
  let page: Page;

  beforeAll(async () => {
    page = await signedIn();
    const api = adminApi(page.request, baseUrl);
    for (let index = 1; index <= 26; index++) {
      const number = String(index).padStart(2, "0");
      const tags = index === 7 ? [`etiqueta-${stamp}`, "a", "b", "c"] : ["paginado"];
      const fields = articleFields(`${prefix} ${number}`, {
        excerpt: index === 5 ? `Resumo especial ${stamp}.` : "Resumo comum.",
        tags: JSON.stringify(tags),
        isFeatured: index % 10 === 0 ? "true" : "false",
      });
      created.push(await api.post<AdminArticle>("/api/admin/articles", fields));
    }
    // Every fifth one published.
    for (const item of created.filter((_, index) => (index + 1) % 5 === 0)) {
      await api.post(`/api/admin/articles/${item.id}/publish`, {});
    }
  }, 120_000);

  afterAll(async () => {
    const api = adminApi(page.request, baseUrl);
    for (const item of created) await api.delete(`/api/admin/articles/${item.id}`);
    // The next suites read the public blog: wait until these are gone from it.
    await waitForHtml(baseUrl, "/blog", (html) => html !== "" && !html.includes(prefix), 30_000);
    if (page) await close(page);
  }, 120_000);

  it("counts the cards over every article", async () => {
    await page.goto("/admin/articles");
    const list = await adminApi(page.request, baseUrl).get<ArticleList>("/api/admin/articles");
    await page.getByText(`Mostrando 1 a 10 de ${list.total} artigos`).waitFor();
    const cards = page.getByRole("region", { name: "Resumo dos artigos" });
    const number = (value: number) => new Intl.NumberFormat("pt-BR").format(value);
    const { published, drafts, totalViews, featured } = list.counts;
    expect(await textOf(cards)).toMatch(
      new RegExp(
        `Publicados\\s+${number(published)}\\s+Rascunhos\\s+${number(drafts)}\\s+Total de Visualizações\\s+${number(totalViews)}\\s+Em Destaque\\s+${number(featured)}`,
      ),
    );
  });

  it("searches after a pause and pages ten at a time, keeping the page in the address", async () => {
    await page.getByRole("button", { name: "Página 2", exact: true }).click();
    await page.getByText(/^Mostrando 11 a 20 de \d+ artigos$/).waitFor();
    await page.getByRole("searchbox", { name: "Buscar" }).pressSequentially(prefix, { delay: 10 });
    await page.getByText("Mostrando 1 a 10 de 26 artigos").waitFor();
    await page.getByText("26 artigos encontrados").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    const pagination = page.getByRole("navigation", { name: "Paginação" });
    expect(await textOf(pagination)).toMatch(/1\s+2\s+3/);
    await pagination.getByRole("button", { name: "Página 3", exact: true }).click();
    await page.getByText("Mostrando 21 a 26 de 26 artigos").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("3");
    expect(await pagination.getByRole("button", { name: "Próxima página" }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByText("Mostrando 21 a 26 de 26 artigos").waitFor();
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe(prefix);
  });

  it("filters by status, going back to page 1", async () => {
    await page.getByLabel("Status").selectOption({ label: "Publicados" });
    await page.getByText("Mostrando 1 a 5 de 5 artigos").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    expect(new URL(page.url()).searchParams.get("status")).toBe("published");
    expect(await page.getByRole("cell", { name: "Publicado", exact: true }).count()).toBe(5);
    for (const row of await page.getByRole("row").filter({ hasText: prefix }).all()) {
      expect(await textOf(row.getByRole("cell").nth(4))).toMatch(DATE_TIME);
      expect(await row.getByRole("button", { name: /^Publicar / }).count()).toBe(0);
      expect(await row.getByRole("button", { name: /^Despublicar / }).count()).toBe(1);
    }
    await page.getByLabel("Status").selectOption({ label: "Rascunhos" });
    await page.getByText("Mostrando 1 a 10 de 21 artigos").waitFor();
    expect(await page.getByRole("button", { name: /^Despublicar / }).count()).toBe(0);
    await page.getByLabel("Status").selectOption({ label: "Arquivados" });
    await page.getByText("Nenhum artigo encontrado.").waitFor();
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await page.getByText(/^Mostrando 1 a 10 de \d+ artigos$/).waitFor();
    expect(new URL(page.url()).search).toBe("");
  });

  it("searches the excerpt and the tags, and shows two tags then '+N'", async () => {
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.fill(`Resumo especial ${stamp}`);
    await page.getByText("Mostrando 1 a 1 de 1 artigos").waitFor();
    expect(await textOf(rowOf(page, prefix))).toContain(`${prefix} 05`);
    await search.fill(`etiqueta-${stamp}`);
    const tags = rowOf(page, `${prefix} 07`).getByRole("cell").nth(2);
    await tags.waitFor();
    await page.getByText("Mostrando 1 a 1 de 1 artigos").waitFor();
    const [first, second, more, ...rest] = await tags.getByRole("listitem").allInnerTexts();
    expect([first, second, rest]).toEqual([`etiqueta-${stamp}`, "a", []]);
    expect(more).toMatch(/^\+2\s*e mais 2: b, c$/);
    await checkA11y(page);
  });
});

describe("content the public page could not show", () => {
  it("is refused on save with the sentence that says what to change, in the preview too, and the text stays", async () => {
    const page = await signedIn();
    try {
      await page.goto(new URL("/admin/articles/new", baseUrl).href);
      await page.getByLabel("Título do Artigo").fill(`Citações Sem Fim ${stamp}`);
      await page.getByLabel("Resumo").fill("Um resumo.");
      const hostile = `Introdução.\n\n${"> ".repeat(40)}citação funda`;
      const content = page.getByLabel("Conteúdo", { exact: true });
      await content.fill(hostile);
      const sentence = "Há citações ou listas aninhadas em mais de 20 níveis (linha 3). Reduza o aninhamento.";
      await page.getByRole("button", { name: "Visualizar" }).click();
      await page.getByRole("alert").filter({ hasText: sentence }).waitFor();
      await page.getByRole("button", { name: "Editar" }).click();
      await page.getByRole("button", { name: "Criar" }).click();
      await page.locator("p").filter({ hasText: sentence }).first().waitFor();
      expect(await content.getAttribute("aria-invalid")).toBe("true");
      expect(await content.inputValue()).toBe(hostile);
      expect(pathOf(page)).toBe("/admin/articles/new");
      const list = await adminApi(page.request, baseUrl).get<ArticleList>(
        `/api/admin/articles?search=${encodeURIComponent(`Citações Sem Fim ${stamp}`)}`,
      );
      expect(list.total).toBe(0);
    } finally {
      await close(page);
    }
  });
});
