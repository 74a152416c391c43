import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ageBandOf } from "#src/lib/age-bands.ts";
import { type DifficultyTier, isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { agePath } from "#src/lib/urls.ts";
import { checkA11y, launchBrowser, newPage } from "../support/browser.ts";

/**
 * Finding drawings by age and by date (issue 44), as a parent on a phone and
 * a teacher on a laptop would: the home page's 'Para qual idade?' leads in
 * one tap to a band's page, which lists its drawings with JavaScript off; a
 * drawing's level leads to its band; 'natal' shows the Natal collection
 * above the drawings.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", true],
  ["desktop", false],
] as const)("finding by age on a %s", (_, mobile) => {
  it("goes from the home page's 'Para qual idade?' to a band's drawings in one tap, with JavaScript off", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected", mobile, javaScript: false });
    await page.goto("/");
    const ages = page.getByRole("navigation", { name: "Para qual idade?" });
    expect(await ages.getByRole("link").allTextContents()).toEqual([
      expect.stringContaining("2 a 5 anos"),
      expect.stringContaining("6 a 8 anos"),
      expect.stringContaining("9 a 11 anos"),
      expect.stringContaining("12 anos ou mais"),
    ]);
    await ages.getByRole("link", { name: /2 a 5 anos/ }).click();
    await page.waitForURL("**/idade/2-a-5-anos");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Desenhos para colorir para crianças de 2 a 5 anos");
    const cards = page.locator("[data-testid=age-drawings] li");
    expect(await cards.count()).toBeGreaterThan(10);
    // Every card shown is of the band's level.
    const levels = await cards
      .locator("[data-difficulty]")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-difficulty")));
    expect(new Set(levels)).toEqual(new Set(["facil"]));
    // Its themes narrow it: a category's drawings of the same level.
    const theme = page.locator("[data-testid=age-categories] a").first();
    const themeHref = (await theme.getAttribute("href")) ?? "";
    expect(themeHref).toMatch(/^\/categorias\/[a-z0-9-]+\/nivel\/facil$/);
    const date = page.locator("[data-testid=age-collections] a").first();
    expect(await date.getAttribute("href")).toMatch(/^\/colecoes\/[a-z0-9-]+\/nivel\/facil$/);
    await date.click();
    await page.waitForURL(/\/colecoes\/[a-z0-9-]+\/nivel\/facil$/);
    const dateLevels = await page
      .locator("[data-testid=collection-drawings] [data-difficulty]")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-difficulty")));
    expect(dateLevels.length).toBeGreaterThan(0);
    expect(new Set(dateLevels)).toEqual(new Set(["facil"]));
    await page.close();
  });

  it("shows the Natal collection first when a teacher types 'natal'", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected", mobile });
    await page.goto("/search/natal");
    const first = page.locator("[data-shortcuts] li a").first();
    await first.waitFor();
    expect(await first.getAttribute("href")).toBe("/colecoes/natal");
    expect(await first.getAttribute("data-shortcut")).toBe("collection");
    expect(await first.textContent()).toContain("Natal");
    await page.locator("[data-search-results][data-state=results]").waitFor();
    // The card comes before the drawings.
    const order = await page.evaluate(() => {
      const card = document.querySelector("[data-shortcuts]");
      const grid = document.querySelector("[data-testid=search-results]");
      return card && grid ? card.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await checkA11y(page);
    await page.close();
  });
});

describe("age pages", () => {
  it("show every sample drawing's level from the first build of a first start: none is written without it", async () => {
    // The server of this suite started on an empty database: its pages were written right after the seed.
    for (const path of [
      "/desenhos/mandalas/mandala-do-sol",
      "/desenhos/datas-comemorativas/guirlanda-de-natal",
      "/desenhos/alfabeto/letra-b",
    ]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toMatch(/data-difficulty="(facil|medio|dificil|desafio)"/);
    }
  });

  it("lead from a drawing's level to its band", async () => {
    const page = await newPage(browser, { baseUrl, consent: "rejected" });
    await page.goto("/desenhos/animais/gato-brincalhao");
    const level = page.locator("a[data-difficulty]");
    const tier = await level.getAttribute("data-difficulty");
    expect(isDifficultyTier(tier)).toBe(true);
    expect(await level.getAttribute("href")).toBe(agePath(ageBandOf(tier as DifficultyTier).slug));
    await page.close();
  });

  it.each(["/idade", "/idade/2-a-5-anos", "/idade/6-a-8-anos", "/colecoes/natal/nivel/facil"])(
    "are axe-clean, with a canonical address and structured data: %s",
    async (path) => {
      const page = await newPage(browser, { baseUrl, consent: "rejected", mobile: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.locator("link[rel=canonical]").getAttribute("href")).toMatch(new RegExp(`${path}$`));
      const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
      expect(jsonLd.some((text) => text.includes('"CollectionPage"'))).toBe(true);
      await checkA11y(page);
      await page.close();
    },
  );

  it("answers 404 for a band that does not exist, or a page past the last", async () => {
    for (const path of ["/idade/3-a-4-anos", "/idade/2-a-5-anos/pagina/99", "/idade/2-a-5-anos/pagina/1"]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
