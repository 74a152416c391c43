import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { requireAdminCredentials } from "../support/admin.ts";
import { launchBrowser, newPage, waitForIslands } from "../support/browser.ts";

/**
 * The Content-Security-Policy the server sends must let the site work: every
 * template loads and its scripts run (menus, consent, toasts, downloads,
 * printing, Pagefind's WebAssembly, the admin's React island) without one
 * violation, in any frame.
 */
const baseUrl = inject("baseUrl");
let browser: Browser;
let drawingPath: string;
let articlePath: string;

type Violation = { directive: string; blocked: string; source: string };

/** A page that records every CSP violation of any of its frames, as events and as console errors. */
async function watchedPage(consent: "accepted" | "rejected" | "unset" = "rejected"): Promise<{
  page: Page;
  violations: () => Promise<string[]>;
}> {
  const page = await newPage(browser, { baseUrl, ...(consent === "unset" ? {} : { consent }) });
  const found: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  // A binding outlives navigations and reaches every frame (the print frame too).
  await page.exposeFunction("__reportCspViolation", (violation: Violation) =>
    found.push(`${violation.directive} blocked ${violation.blocked} (${violation.source})`),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as Window & { __reportCspViolation?: (violation: Violation) => void }).__reportCspViolation;
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  const violations = async () => [...found];
  return { page, violations };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  drawingPath = paths.find((path) => path.startsWith("/desenhos/")) ?? "";
  articlePath = paths.find((path) => /^\/blog\/[^/]+$/.test(path) && path !== "/blog/rss.xml") ?? "";
  expect([drawingPath, articlePath].every(Boolean)).toBe(true);
});

afterAll(async () => {
  await browser?.close();
});

describe("the Content-Security-Policy in Chromium", () => {
  it("is sent with every page, the admin's forbidding frames", async () => {
    const home = await fetch(baseUrl);
    expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const admin = await fetch(`${baseUrl}/admin`);
    expect(admin.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("lets the home page run, cookie banner included", async () => {
    const { page, violations } = await watchedPage("unset");
    await page.goto("/");
    await page.getByRole("button", { name: "Aceitar" }).click();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("lets a drawing page download and print", async () => {
    const { page, violations } = await watchedPage();
    await page.addInitScript(() => {
      // Chromium's print dialog would block the test; the frame's print() is the site's call all the same.
      window.print = () => {
        (window.top as Window & { __printed?: boolean }).__printed = true;
      };
    });
    await page.goto(drawingPath);
    // The hydrated download: it fetches the image, which the policy must allow (connect-src).
    await waitForIslands(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar Desenho" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.webp$/);
    await page.locator("[data-toast]").getByText("Download iniciado!").waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Imprimir Desenho" }).click();
    await page.locator("iframe[data-print-frame]").waitFor({ state: "detached", timeout: 60_000 });
    expect(await page.evaluate(() => (window as Window & { __printed?: boolean }).__printed)).toBe(true);
    expect(await page.getByText("Não foi possível preparar a impressão.").count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("lets an article page run", async () => {
    const { page, violations } = await watchedPage();
    await page.goto(articlePath);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("lets the search run, on the search page and on the blog", async () => {
    const { page, violations } = await watchedPage();
    await page.goto("/search/coracao");
    await page.locator("[data-search-results][data-state]:not([data-state=loading])").waitFor({ state: "attached" });
    expect(await page.locator("[data-search-results]").getAttribute("data-state")).not.toBe("error");
    expect(await page.locator("[data-testid=search-results] li").count()).toBeGreaterThan(0);
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("alfabetizacao");
    await page.locator("[data-blog-search-results] li").first().waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("lets the admin sign in and show its React island", async () => {
    const { page, violations } = await watchedPage();
    const account = requireAdminCredentials();
    await page.goto("/admin");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha").fill(account.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("heading", { level: 1, name: "Desenhos" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
