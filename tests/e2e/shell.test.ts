import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkA11y, launchBrowser, layoutShift, type NewPageOptions, newPage, watchLayoutShift } from "../support/browser.ts";

/** The page shell (header, mobile menu, footer, cookie banner, toasts) on the home page. */
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openHome(options: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(browser, { baseUrl, ...options });
  await page.goto("/");
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null && document.activeElement !== document.body, selector);
const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)));
const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });
const sendToast = (page: Page, detail: { title: string; description?: string; variant?: string }) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent("rabisco:toast", { detail: d })), detail);

describe("header", () => {
  it("links the logo, the categories and the blog on desktop", async () => {
    const page = await openHome({ consent: "accepted" });
    const header = page.locator("header");
    expect(await header.getByRole("link", { name: "Rabisco" }).getAttribute("href")).toBe("/");
    const all = header.getByRole("link", { name: "Todas as Categorias", exact: true });
    expect(await all.getAttribute("href")).toBe("/categorias/todas");
    expect(await all.isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Blog Educativo", exact: true }).getAttribute("href")).toBe("/blog");
    // One search box for desktop and a separate one for mobile; only the first is shown here.
    expect(await header.getByPlaceholder("Buscar desenhos...").count()).toBe(2);
    expect(await header.locator('input[placeholder="Buscar desenhos..."]:visible').count()).toBe(1);
    expect(await page.getByRole("button", { name: "Abrir menu" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("header") as Element).position)).toBe("sticky");
    await page.close();
  });

  it("does nothing on an empty search and goes to /search/{query} with a trimmed one", async () => {
    const page = await openHome({ consent: "accepted" });
    const search = page.locator("header").getByRole("searchbox", { name: "Buscar desenhos" });
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await search.fill("   ");
    await search.press("Enter");
    await page.waitForTimeout(500);
    expect(navigations).toBe(0);
    expect(pathOf(page)).toBe("/");

    await search.fill("  gato ");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search/gato");
    await page.close();
  });

  it("has a separate search box on mobile, with the same behaviour", async () => {
    const page = await openHome({ mobile: true, consent: "accepted" });
    const header = page.locator("header");
    const search = header.getByRole("searchbox", { name: "Buscar desenhos" });
    expect(await search.count()).toBe(1); // the desktop one is not rendered visibly
    expect(await search.getAttribute("placeholder")).toBe("Buscar desenhos...");
    expect(await header.getByRole("link", { name: "Todas as Categorias", exact: true }).isVisible()).toBe(false);
    await search.fill("  ");
    await header.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe("/");
    await search.fill(" lápis de cor ");
    await header.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/search/${encodeURIComponent("lápis de cor")}`);
    await page.close();
  });
});

describe("mobile menu", () => {
  const dialogSelector = '[role="dialog"]';

  async function openMenu(page: Page) {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator(dialogSelector).waitFor({ state: "visible" });
  }

  async function expectClosed(page: Page) {
    await page.locator(dialogSelector).waitFor({ state: "hidden" });
    const button = page.getByRole("button", { name: "Abrir menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menu");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  }

  it("opens as a modal dialog, locks scrolling and traps focus", async () => {
    const page = await openHome({ mobile: true, consent: "accepted" });
    const button = page.getByRole("button", { name: "Abrir menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.getAttribute("aria-controls")).toBe(await page.locator(dialogSelector).getAttribute("id"));
    await openMenu(page);

    const dialog = page.getByRole("dialog", { name: "Menu" });
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    expect(await activeInside(page, dialogSelector)).toBe(true);

    const focusableCount = await dialog.locator("a[href], button").count();
    for (let i = 0; i < focusableCount + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page, dialogSelector)).toBe(true);
    }
    await page.getByRole("button", { name: "Fechar menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await activeInside(page, dialogSelector)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain("Alfabeto");

    // Scrolling the page behind the menu does nothing.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it("lists the links and the 8 categories of the spec", async () => {
    const page = await openHome({ mobile: true, consent: "accepted" });
    await openMenu(page);
    const dialog = page.getByRole("dialog", { name: "Menu" });
    expect(await dialog.getByRole("link", { name: "Todas as Categorias" }).getAttribute("href")).toBe("/categorias/todas");
    expect(await dialog.getByRole("link", { name: "Blog Educativo" }).getAttribute("href")).toBe("/blog");
    expect(await dialog.getByRole("heading", { name: "Categorias Populares" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("heading", { name: "Mais Categorias" }).isVisible()).toBe(true);
    const categoryLinks = await dialog
      .locator('a[href^="/categorias/"]:not([href="/categorias/todas"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(categoryLinks).toEqual(
      ["animais", "pokemons", "patrulha-canina", "minecraft", "bobbie-goods", "carros", "herois", "alfabeto"].map(
        (slug) => `/categorias/${slug}`,
      ),
    );
    // Icons are decoration, drawn in SVG (not emoji, which show as boxes without a colour-emoji font):
    // the accessible names are the category names.
    expect(await dialog.getByRole("link", { name: "Patrulha Canina", exact: true }).count()).toBe(1);
    expect(await dialog.locator('a[href^="/categorias/"]:not([href="/categorias/todas"]) svg[aria-hidden="true"]').count()).toBe(
      8,
    );
    expect(await dialog.getByRole("link", { name: "Meus favoritos" }).getAttribute("href")).toBe("/favoritos");
    expect(await dialog.getByRole("link", { name: "Minhas pinturas" }).getAttribute("href")).toBe("/minhas-pinturas");
    await page.close();
  });

  it("closes with Escape, the backdrop and 'Fechar menu', returning focus to the button", async () => {
    const page = await openHome({ mobile: true, consent: "accepted" });
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expectClosed(page);

    await openMenu(page);
    await page.mouse.click(15, 400); // left of the panel, on the backdrop
    await expectClosed(page);

    await openMenu(page);
    await page.getByRole("button", { name: "Fechar menu" }).click();
    await expectClosed(page);
    await page.close();
  });
});

describe("footer", () => {
  it("links the six policy pages and shows this year's copyright", async () => {
    const page = await openHome({ consent: "accepted" });
    const footer = page.locator("footer");
    const links = await footer
      .getByRole("link")
      .evaluateAll((items) => items.map((item) => [item.getAttribute("href"), item.textContent?.trim()]));
    expect(links).toEqual([
      ["/privacidade", "Privacidade"],
      ["/cookies", "Cookies"],
      ["/termos", "Termos de Uso"],
      ["/dmca", "Direitos Autorais"],
      ["/contato", "Contato"],
      ["/sobre", "Sobre"],
    ]);
    const year = new Intl.DateTimeFormat("pt-BR", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(new Date());
    const copyright = await footer.getByText("Todos os direitos reservados").textContent();
    expect(copyright?.replace(/\s+/g, " ").trim()).toBe(`© ${year} Rabisco. Todos os direitos reservados.`);
    await page.close();
  });
});

describe("cookie banner", () => {
  it("is shown to a new visitor, with the spec's texts", async () => {
    const page = await openHome();
    await banner(page).waitFor({ state: "visible" });
    expect(await banner(page).textContent()).toContain("Utilizamos cookies para melhorar sua experiência.");
    expect(await banner(page).getByRole("link", { name: "Saiba mais" }).getAttribute("href")).toBe("/cookies");
    expect(await banner(page).getByRole("button", { name: "Aceitar" }).isVisible()).toBe(true);
    expect(await banner(page).getByRole("button", { name: "Rejeitar" }).isVisible()).toBe(true);
    expect(await dataLayer(page)).toEqual([["consent", "default", { analytics_storage: "denied", ad_storage: "denied" }]]);
    await page.close();
  });

  it("is there from the first paint on a phone: the page does not move when its script runs", async () => {
    const page = await newPage(browser, { baseUrl, mobile: true });
    await watchLayoutShift(page);
    await page.goto("/sobre");
    await banner(page).waitFor({ state: "visible" });
    // The banner's script has run (it binds the buttons): nothing moved.
    await page.waitForLoadState("load");
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.close();
  });

  it("'Aceitar' stores the choice, grants consent, hides the banner and stays hidden on reload", async () => {
    const page = await openHome();
    const accept = banner(page).getByRole("button", { name: "Aceitar" });
    await accept.focus();
    await page.keyboard.press("Enter");
    await banner(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "granted" }]);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");

    await page.reload();
    await page.waitForLoadState("load");
    expect(await banner(page).isVisible()).toBe(false);
    expect(await page.locator("[data-cookie-banner]").getAttribute("hidden")).not.toBeNull();
    // The head script applies the stored choice before anything else runs.
    expect(await dataLayer(page)).toEqual([
      ["consent", "default", { analytics_storage: "denied", ad_storage: "denied" }],
      ["consent", "update", { analytics_storage: "granted", ad_storage: "granted" }],
    ]);
    await page.close();
  });

  it("'Rejeitar' stores 'rejected' and denies consent", async () => {
    const page = await openHome({ mobile: true });
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    await banner(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
    expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "denied", ad_storage: "denied" }]);
    await page.close();
  });

  it("can be reset from the cookies page, which shows the banner again with focus on it", async () => {
    const page = await newPage(browser, { baseUrl, consent: "accepted" });
    await page.goto("/cookies");
    expect(await banner(page).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Redefinir preferências de cookies" }).click();
    await banner(page).waitFor({ state: "visible" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    expect(await activeInside(page, "[data-cookie-banner]")).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Preferências redefinidas" }).count()).toBe(1);
    await page.close();
  });
});

describe("toasts", () => {
  it("shows one toast at a time in a polite live region and removes it after 4 seconds", async () => {
    const page = await openHome({ consent: "accepted" });
    const toasts = page.locator("[data-toast]");
    await sendToast(page, { title: "Primeiro aviso" });
    await sendToast(page, { title: "Download iniciado!", description: "Gato fofo" });
    await toasts.first().waitFor({ state: "visible" });
    const shownAt = Date.now();
    expect(await toasts.count()).toBe(1);
    const status = page.locator('[role="status"][aria-live="polite"]').filter({ has: toasts });
    expect(await status.textContent()).toContain("Download iniciado!");
    expect(await status.textContent()).toContain("Gato fofo");

    await toasts.first().waitFor({ state: "detached", timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
    await page.close();
  });

  it("puts destructive toasts in an alert region and closes them with 'Fechar'", async () => {
    const page = await openHome({ consent: "accepted" });
    await sendToast(page, { title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" });
    const alert = page.getByRole("alert").filter({ hasText: "Falha ao carregar desenhos" });
    await alert.waitFor({ state: "visible" });
    await alert.getByRole("button", { name: "Fechar" }).click();
    await page.locator("[data-toast]").waitFor({ state: "detached" });
    await page.close();
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violation on the home page, on mobile and on desktop", async () => {
    for (const mobile of [true, false]) {
      const page = await openHome({ mobile });
      await banner(page).waitFor({ state: "visible" });
      await checkA11y(page);
      await page.close();
    }
  });

  it("has none with the mobile menu open or a toast shown", async () => {
    const page = await openHome({ mobile: true, consent: "accepted", reducedMotion: true });
    await sendToast(page, { title: "Download iniciado!", description: "Gato fofo" });
    await page.locator("[data-toast]").waitFor({ state: "visible" });
    await checkA11y(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("dialog").waitFor({ state: "visible" });
    await checkA11y(page);
    await page.close();
  });
});
