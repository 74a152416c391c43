import os from "node:os";
import nodePath from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdminCategory, AdminDrawing, DrawingList } from "#src/lib/admin-contracts/responses.ts";
import { adminApi, linePng, login } from "../support/admin.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";

/**
 * The administrator's own numbers and ways out to the site (issue 21): the
 * drawings list sorts by any column (in the address), shows views and
 * downloads, and every row links to its public page; the forms warn before
 * an address changes; images can be dropped on the form; and no screen is
 * wider than a 390 px phone.
 */
const baseUrl = inject("baseUrl");
const stamp = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(mobile = false): Promise<Page> {
  const page = await newPage(browser, { baseUrl, mobile });
  await login(page, baseUrl);
  return page;
}

describe("admin on a phone", () => {
  it("fits every list and form in 390 px, asks for no missing image, and passes axe", async () => {
    const page = await signedIn(true);
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && response.status() >= 400) missing.push(response.url());
    });
    for (const path of [
      "/admin/drawings",
      "/admin/categories",
      "/admin/collections",
      "/admin/collections/new",
      "/admin/articles",
      "/admin/auto-publish",
      "/admin/drawings/new",
    ]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
      await checkA11y(page);
    }
    expect(missing).toEqual([]);
    await page.context().close();
  });
});

describe("the admin's menu", () => {
  it("shows every section whole at 390, 768, 1024, 1366 and 1920 px (issue 45: 'Gerar Artigos' was cut off)", async () => {
    const page = await signedIn();
    for (const width of [390, 768, 1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/drawings");
      await page.getByRole("heading", { level: 1 }).waitFor();
      const nav = page.getByRole("navigation", { name: "Seções do painel" });
      // A picture of the header, for whoever reads a failure.
      await nav.screenshot({ path: nodePath.join(os.tmpdir(), `rabisco-admin-menu-${width}.png`) });
      const clipped = await nav.evaluate((element) => {
        const problems: string[] = [];
        for (const link of element.querySelectorAll("a")) {
          const box = link.getBoundingClientRect();
          const name = link.textContent ?? "";
          if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) problems.push(`${name}: outside the window`);
          if (link.scrollWidth > link.clientWidth) problems.push(`${name}: text cut`);
          // Inside every ancestor that clips its content.
          for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === "visible" && style.overflowY === "visible") continue;
            const area = parent.getBoundingClientRect();
            if (box.left < area.left || box.right > area.right || box.top < area.top || box.bottom > area.bottom)
              problems.push(`${name}: clipped by ${parent.tagName.toLowerCase()}`);
          }
          // Nothing drawn over it: its middle is its own.
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !link.contains(hit)) problems.push(`${name}: covered`);
        }
        return { problems, links: element.querySelectorAll("a").length };
      });
      expect(clipped.problems, `${width} px`).toEqual([]);
      expect(clipped.links).toBe(8);
      expect(await page.getByRole("button", { name: "Sair" }).isVisible(), `${width} px`).toBe(true);
    }
    await page.context().close();
  });
});

describe("drawings list", () => {
  let page: Page;
  let category: AdminCategory;
  const ids: string[] = [];

  beforeAll(async () => {
    page = await signedIn();
    const api = adminApi(page.request, baseUrl);
    category = await api.post<AdminCategory>("/api/admin/categories", { name: `Ordem ${stamp}`, description: "" });
    for (const title of ["Alfa", "Beta", "Gama"]) {
      const drawing = await api.post<AdminDrawing>("/api/admin/drawings", {
        title: `${title} ${stamp}`,
        categoryId: category.id,
        description: "",
        tags: "[]",
        active: "true",
        // Set by hand: the level column and filter have one to show.
        ...(title === "Beta" ? { difficulty: "desafio" } : {}),
      });
      ids.push(drawing.id);
    }
    // Downloads counted as visitors would: Gama 3, Alfa 2, Beta 1 (one per client address and period).
    const downloads = [2, 1, 3];
    for (const [index, count] of downloads.entries()) {
      for (let client = 0; client < count; client++) {
        await fetch(new URL(`/api/drawings/${ids[index]}/download`, baseUrl), {
          method: "POST",
          headers: { "x-forwarded-for": `203.0.113.${client + 1}` },
        });
      }
    }
  }, 120_000);

  afterAll(async () => {
    const api = adminApi(page.request, baseUrl);
    for (const id of ids) await api.delete(`/api/admin/drawings/${id}`);
    await api.delete(`/api/admin/categories/${category.id}`);
    await page.context().close();
  }, 120_000);

  const shownTitles = () => page.locator("tbody tr td:nth-child(3)").allTextContents();

  it("sorts by a column from its heading, in the address, with aria-sort", async () => {
    await page.goto(`/admin/drawings?category=${category.id}`);
    await page.getByText(`Alfa ${stamp}`).waitFor();
    const api = adminApi(page.request, baseUrl);
    const listed = await api.get<DrawingList>(`/api/admin/drawings?categoryId=${category.id}&sort=downloads&order=desc`);
    const byDownloads = listed.items.map((item) => item.title);
    // Counting follows the server's rules (one per client and period, trusted proxies): take its order as the truth.
    expect([...listed.items].map((item) => item.downloads)).toEqual(
      [...listed.items].map((item) => item.downloads).sort((a, b) => b - a),
    );

    await page.getByRole("button", { name: "Downloads" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "downloads" && url.searchParams.get("order") === "desc");
    await expect.poll(shownTitles).toEqual(byDownloads);
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toContain("Downloads");
    await page.getByRole("button", { name: "Downloads" }).click();
    await page.waitForURL((url) => url.searchParams.get("order") === "asc");
    await expect.poll(shownTitles).toEqual([...byDownloads].reverse());

    await page.getByRole("button", { name: "Título" }).click();
    await expect.poll(shownTitles).toEqual([`Alfa ${stamp}`, `Beta ${stamp}`, `Gama ${stamp}`]);
    // The address keeps the sort: a reload shows the same order.
    await page.reload();
    await expect.poll(shownTitles).toEqual([`Alfa ${stamp}`, `Beta ${stamp}`, `Gama ${stamp}`]);
    expect(await page.locator('td[data-column="downloads"]').count()).toBe(3);
    expect(await page.locator('td[data-column="views"]').count()).toBe(3);
  });

  it("shows each drawing's level and filters by it; the form's level select is not cut off", async () => {
    const api = adminApi(page.request, baseUrl);
    await page.goto(`/admin/drawings?category=${category.id}`);
    await page.getByText(`Beta ${stamp}`).waitFor();
    const levels = await page.locator('td[data-column="level"]').allTextContents();
    expect(levels.filter((level) => level === "Desafio")).toHaveLength(1);
    await page.getByLabel("Nível").selectOption("desafio");
    await page.waitForURL((url) => url.searchParams.get("level") === "desafio");
    await expect.poll(shownTitles).toEqual([`Beta ${stamp}`]);
    await page.getByLabel("Nível").selectOption("none");
    await expect.poll(shownTitles).toEqual(expect.arrayContaining([`Alfa ${stamp}`, `Gama ${stamp}`]));

    // A sample drawing has a computed level: its select names it, in the width the form gives it.
    const sample = (await api.get<DrawingList>("/api/admin/drawings?level=medio&limit=1")).items[0];
    if (!sample) throw new Error("no sample drawing at 'Médio'");
    await page.goto(`/admin/drawings/${sample.id}`);
    const select = page.getByLabel("Nível de dificuldade");
    await select.waitFor();
    expect(await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      "Automático: Médio",
    );
    const [needed, available] = await select.evaluate((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return [0, 0];
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      // The arrow sits in the right padding.
      return [widest, select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)];
    });
    expect(needed).toBeLessThanOrEqual(available);
    const details = await page.locator("[data-difficulty-details]").textContent();
    expect(details).toContain("Nível calculadoMédio (6 a 8 anos)");
    // What the same analysis found for 'Ligue os pontos', as the drawing's page offers it or not.
    const { dotFigure } = await api.get<AdminDrawing>(`/api/admin/drawings/${sample.id}`);
    expect(details).toContain(dotFigure ? "Ligue os pontosoferecido" : "Ligue os pontosnão oferecido");
    // The egg hunt has no main figure: its form says its page does not offer the sheet, and why.
    const eggs = (await api.get<DrawingList>(`/api/admin/drawings?search=${encodeURIComponent("Caça aos ovos")}&limit=1`))
      .items[0];
    if (!eggs) throw new Error("the sample has no egg hunt");
    await page.goto(`/admin/drawings/${eggs.id}`);
    await expect
      .poll(() => page.locator("[data-difficulty-details]").textContent())
      .toContain("Ligue os pontosnão oferecido: o desenho não tem uma figura principal com contorno fechado");
  });

  it("links every active drawing to its page on the site", async () => {
    await page.goto(`/admin/drawings?category=${category.id}`);
    const link = page.getByRole("link", { name: `Ver "Alfa ${stamp}" no site (abre em nova aba)` });
    const href = (await link.getAttribute("href")) ?? "";
    const drawing = await adminApi(page.request, baseUrl).get<AdminDrawing>(`/api/admin/drawings/${ids[0]}`);
    expect(href).toBe(`/desenhos/${drawing.category?.slug}/${drawing.slug}`);
    expect(await link.getAttribute("target")).toBe("_blank");
  });

  it("deactivates the rows ticked in one go, from the bulk actions bar", async () => {
    await page.goto(`/admin/drawings?category=${category.id}`);
    await page.getByText(`Gama ${stamp}`).waitFor();
    expect(await page.locator("[data-bulk-bar]").count()).toBe(0);
    await page.getByRole("checkbox", { name: `Selecionar "Alfa ${stamp}"` }).check();
    await page.getByRole("checkbox", { name: `Selecionar "Gama ${stamp}"` }).check();
    const bar = page.getByRole("region", { name: "Ações em massa" });
    expect(await bar.textContent()).toContain("2 desenhos selecionados");
    await checkA11y(page);
    await bar.getByRole("button", { name: "Desativar", exact: true }).click();
    await page.locator("[data-toast]").filter({ hasText: "2 desenhos desativados" }).waitFor();
    const api = adminApi(page.request, baseUrl);
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${ids[0]}`)).active).toBe(false);
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${ids[1]}`)).active).toBe(true);
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${ids[2]}`)).active).toBe(false);
    // The page's box ticks them all; the action clears the choice.
    expect(await page.locator("[data-bulk-bar]").count()).toBe(0);
    await page.getByRole("checkbox", { name: "Selecionar todos os desenhos desta página" }).check();
    expect(await bar.textContent()).toContain("3 desenhos selecionados");
    await bar.getByRole("button", { name: "Ativar", exact: true }).click();
    await page.locator("[data-toast]").filter({ hasText: "3 desenhos ativados" }).waitFor();
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${ids[0]}`)).active).toBe(true);
  });

  it("warns on the form that a new title changes the address, and the old one keeps working", async () => {
    await page.goto(`/admin/drawings/${ids[1]}`);
    await page.getByRole("heading", { level: 1, name: "Editar Desenho" }).waitFor();
    expect(await page.locator("[data-address-notice]").count()).toBe(0);
    await page.getByLabel("Título").fill(`Beta Renomeado ${stamp}`);
    const notice = page.locator("[data-address-notice]");
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`/desenhos/ordem-${stamp}/beta-renomeado-${stamp}`);
    expect(await notice.textContent()).toContain("O endereço antigo continua funcionando");
  });

  it("takes an image dropped on the form, as if chosen with 'Escolher imagem'", async () => {
    await page.goto("/admin/drawings/new");
    await page.getByRole("button", { name: "Escolher imagem" }).waitFor();
    const bytes = [...(await linePng(300, 400, "Solto"))];
    await page.locator("[data-drop-zone]").evaluate((zone, data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], "solto.png", { type: "image/png" }));
      for (const type of ["dragover", "drop"]) {
        zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    }, bytes);
    await page.getByText("Imagem pronta para envio").waitFor();
    expect(await page.getByRole("img", { name: "Pré-visualização: imagem" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Trocar imagem" }).count()).toBe(1);
  });
});

describe("safe deletes", () => {
  it("moves a category's drawings before deleting it, and brings a deleted drawing back from the Lixeira", async () => {
    const page = await signedIn();
    const api = adminApi(page.request, baseUrl);
    const doomed = await api.post<AdminCategory>("/api/admin/categories", { name: `Sai ${stamp}`, description: "" });
    const kept = await api.post<AdminCategory>("/api/admin/categories", { name: `Fica ${stamp}`, description: "" });
    const drawing = await api.post<AdminDrawing>("/api/admin/drawings", {
      title: `Mudança ${stamp}`,
      categoryId: doomed.id,
      description: "",
      tags: "[]",
      active: "true",
    });

    await page.goto("/admin/categories");
    await page.getByRole("searchbox", { name: "Buscar" }).fill(`Sai ${stamp}`);
    await page.getByRole("button", { name: `Excluir "Sai ${stamp}"` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir categoria" });
    expect(await dialog.locator("[data-drawings-count]").textContent()).toContain("Esta categoria tem 1 desenho.");
    expect(await dialog.textContent()).toContain("Lixeira");
    const confirm = dialog.getByRole("button", { name: "Mover e excluir" });
    expect(await confirm.isDisabled()).toBe(true);
    await checkA11y(page);
    await dialog.getByLabel("Mover os desenhos para").selectOption(kept.id);
    await confirm.click();
    await page.locator("[data-toast]").filter({ hasText: "Categoria excluída com sucesso" }).waitFor();
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${drawing.id}`)).category?.id).toBe(kept.id);

    expect(await api.delete(`/api/admin/drawings/${drawing.id}`)).toBe(204);
    await page.getByRole("link", { name: "Lixeira" }).click();
    await page.getByRole("heading", { level: 1, name: "Lixeira" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: `Mudança ${stamp}` });
    expect(await row.textContent()).toContain("Desenho");
    await checkA11y(page);
    await row.getByRole("button", { name: `Restaurar "Mudança ${stamp}"` }).click();
    await page
      .locator("[data-toast]")
      .filter({ hasText: `"Mudança ${stamp}" restaurado com sucesso` })
      .waitFor();
    expect((await api.get<AdminDrawing>(`/api/admin/drawings/${drawing.id}`)).active).toBe(true);
    // The list reloads after the restore: wait for it.
    await expect
      .poll(() =>
        page
          .getByRole("row")
          .filter({ hasText: `Mudança ${stamp}` })
          .count(),
      )
      .toBe(0);

    await api.delete(`/api/admin/drawings/${drawing.id}`);
    await api.delete(`/api/admin/categories/${kept.id}`);
    await page.context().close();
  });
});

describe("dashboard", () => {
  it("shows the week's most downloaded, the newest drawings, the AI spending and what waits, from the 'Painel' tab", async () => {
    const page = await signedIn();
    const api = adminApi(page.request, baseUrl);
    const category = await api.post<AdminCategory>("/api/admin/categories", { name: `Painel ${stamp}`, description: "" });
    const drawing = await api.post<AdminDrawing>("/api/admin/drawings", {
      title: `Recém-chegado ${stamp}`,
      categoryId: category.id,
      description: "",
      tags: "[]",
      active: "true",
    });
    expect((await fetch(new URL(`/api/drawings/${drawing.id}/download`, baseUrl), { method: "POST" })).status).toBe(200);
    await page.getByRole("link", { name: "Painel", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Painel" }).waitFor();
    const newest = page.getByTestId("dashboard-newest");
    expect(await newest.getByRole("link", { name: `Recém-chegado ${stamp}`, exact: true }).getAttribute("href")).toBe(
      `/admin/drawings/${drawing.id}`,
    );
    const weekTop = page.getByTestId("week-top");
    await weekTop.getByRole("heading", { name: "Mais baixados da semana" }).waitFor();
    expect(await weekTop.locator("li").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("ai-month").textContent()).toMatch(/US\$ \d+,\d+/);
    await checkA11y(page);
    await api.delete(`/api/admin/drawings/${drawing.id}`);
    await api.delete(`/api/admin/categories/${category.id}`);
    await page.context().close();
  });
});
