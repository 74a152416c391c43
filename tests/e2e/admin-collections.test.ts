import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdminCategory, AdminCollectionDetail, AdminDrawing, CollectionList } from "#src/lib/admin-contracts/responses.ts";
import { adminApi, login } from "../support/admin.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";

/**
 * The administrator's collections (issue 36): a collection made on its form
 * with drawings found by the search and the category filter, put in order
 * by drag and drop and by the keyboard's 'Subir'/'Descer', with a yearly
 * date; the drawing form's own 'Coleções'; deleted into the Lixeira.
 */
const baseUrl = inject("baseUrl");
const stamp = Date.now().toString(36);
let browser: Browser;
let page: Page;
let category: AdminCategory;
const drawings: AdminDrawing[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseUrl });
  await login(page, baseUrl);
  const api = adminApi(page.request, baseUrl);
  category = await api.post<AdminCategory>("/api/admin/categories", { name: `Coleta ${stamp}`, description: "" });
  for (const title of ["Ovo", "Coelho", "Cenoura"]) {
    drawings.push(
      await api.post<AdminDrawing>("/api/admin/drawings", {
        title: `${title} ${stamp}`,
        categoryId: category.id,
        description: "",
        tags: "[]",
        active: "true",
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  const api = adminApi(page.request, baseUrl);
  for (const drawing of drawings) await api.delete(`/api/admin/drawings/${drawing.id}`);
  await api.delete(`/api/admin/categories/${category.id}`);
  await browser?.close();
}, 120_000);

const orderShown = () =>
  page
    .getByRole("list", { name: "Desenhos da coleção" })
    .locator("li p.truncate")
    .allTextContents()
    .then((titles) => titles.map((title) => title.split(" ")[0]));

describe("collection form", () => {
  it("adds drawings from the search, orders them by keyboard and by drag and drop, and saves the order and the date", async () => {
    await page.goto("/admin/collections");
    await page.getByRole("heading", { level: 1, name: "Coleções" }).waitFor();
    await page.getByRole("link", { name: "Nova Coleção" }).click();
    await page.getByLabel("Nome").fill(`Páscoa da Turma ${stamp}`);
    await page.getByLabel("Data comemorativa").selectOption("easter");
    await expect.poll(() => page.locator("[data-date-label]").textContent()).toBe("Domingo de Páscoa");

    const picker = page.locator("[data-drawing-picker]");
    await picker.getByLabel("Categoria").selectOption(category.id);
    await picker.getByLabel("Buscar desenhos").fill(stamp);
    // The three of this category that match, once the search has answered.
    const found = picker.getByRole("list", { name: "Desenhos encontrados" }).getByRole("listitem");
    await expect.poll(() => found.count(), { timeout: 30_000 }).toBe(3);
    for (const title of ["Ovo", "Coelho", "Cenoura"]) {
      await picker.getByRole("button", { name: `Adicionar "${title} ${stamp}"` }).click();
      await picker.getByRole("button", { name: `"${title} ${stamp}" já está na coleção` }).waitFor();
    }
    await expect.poll(orderShown).toEqual(["Ovo", "Coelho", "Cenoura"]);

    // The keyboard's way: 'Descer' on the first, reached with the keyboard and pressed with Enter.
    await page.getByRole("button", { name: `Descer "Ovo ${stamp}"` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(orderShown).toEqual(["Coelho", "Ovo", "Cenoura"]);
    expect(await page.getByRole("status").filter({ hasText: "agora é o 2º de 3" }).count()).toBe(1);
    // And the mouse's: Cenoura dragged to the top.
    const list = page.getByRole("list", { name: "Desenhos da coleção" });
    await list.locator("li").nth(2).dragTo(list.locator("li").nth(0));
    await expect.poll(orderShown).toEqual(["Cenoura", "Coelho", "Ovo"]);
    await checkA11y(page);

    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL("**/admin/collections");
    const api = adminApi(page.request, baseUrl);
    const saved = (await api.get<CollectionList>("/api/admin/collections")).items.find((item) => item.name.includes(stamp));
    if (!saved) throw new Error("the collection was not saved");
    expect(saved.yearlyDate).toEqual({ kind: "easter", offsetDays: 0 });
    expect(saved.drawingIds).toEqual([drawings[2]?.id, drawings[1]?.id, drawings[0]?.id]);

    // The drawing form shows it, and takes the drawing out of it.
    await page.goto(`/admin/drawings/${drawings[1]?.id}`);
    const box = page.locator("[data-collections-panel]").getByLabel(saved.name);
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    // Every box and its name sit inside the panel's card, the first one too (issue 45: it floated beside the legend).
    const outside = await page.locator("[data-collections-panel]").evaluate((panel) => {
      const card = panel.getBoundingClientRect();
      return [...panel.querySelectorAll("label")]
        .filter((label) => {
          const box = label.getBoundingClientRect();
          return box.left < card.left || box.right > card.right || box.top < card.top || box.bottom > card.bottom;
        })
        .map((label) => label.textContent);
    });
    expect(outside).toEqual([]);
    await box.uncheck();
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL("**/admin/drawings");
    const after = await api.get<AdminCollectionDetail>(`/api/admin/collections/${saved.id}`);
    expect(after.drawings.map((item) => item.id)).toEqual([drawings[2]?.id, drawings[0]?.id]);

    // Deleted from its form, into the Lixeira.
    await page.goto(`/admin/collections/${saved.id}`);
    await page.getByRole("button", { name: "Excluir Coleção" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await page.waitForURL("**/admin/collections");
    await page.goto("/admin/trash");
    await page.getByText(saved.name).waitFor();
    expect(await page.getByRole("row").filter({ hasText: saved.name }).getByText("Coleção").count()).toBeGreaterThan(0);
  });
});
