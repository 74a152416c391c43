import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";

/**
 * Browser helpers of the end-to-end suite: Debian's Chromium through
 * playwright-core (no downloaded browsers), one browser per test file and a
 * fresh context (empty localStorage) per page.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-background-networking"] });
}

export type NewPageOptions = {
  /** A phone-sized touch viewport instead of a desktop one. */
  mobile?: boolean;
  /** Another viewport size (a tablet, a phone turned): with `mobile`, still a touch screen. */
  viewport?: { width: number; height: number };
  /** Relative `page.goto()` paths resolve against it. */
  baseUrl?: string;
  /** A cookie choice stored before any page script runs, so the banner stays out of the way. */
  consent?: "accepted" | "rejected";
  reducedMotion?: boolean;
  /** False: a browser with JavaScript off (the static pages must work without it). */
  javaScript?: boolean;
  /**
   * True: the site's service worker may install (the offline tests). Off by default, so every other test sees
   * the network as the page asks it, and `page.route` sees every request.
   */
  serviceWorker?: boolean;
};

export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? (options.mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT),
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    javaScriptEnabled: options.javaScript ?? true,
    serviceWorkers: options.serviceWorker ? "allow" : "block",
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
  });
  if (options.consent) {
    await context.addInitScript((choice) => window.localStorage.setItem("cookie-consent", choice), options.consent);
  }
  const page = await context.newPage();
  // Closing the page also discards its context, so tests only close pages.
  // Nobody awaits that close: when the file's last page closes just before its
  // afterAll closes the browser, it fails ("Target page, context or browser
  // has been closed"), harmlessly, and must not surface as an unhandled rejection.
  page.once("close", () => void context.close().catch(() => {}));
  return page;
}

/**
 * Waits until every island that hydrates on idle has hydrated (Astro removes
 * `ssr` from an <astro-island> once it has), and every static set of actions
 * has its handlers bound (src/browser/actions.ts marks it): on a machine as
 * busy as CI's the idle moment can come a few seconds after the load event.
 */
export async function waitForIslands(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('astro-island[ssr][client="idle"], [data-actions]:not([data-actions-ready])') === null,
    undefined,
    { timeout },
  );
}

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function checkA11y(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n");
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`;
    })
    .join("\n");
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}

/**
 * Starts adding up the page's layout shifts (the Layout Instability API, what
 * Lighthouse's CLS is made of) from its first paint; `layoutShift` reads the
 * sum. Call before `page.goto`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { shifted?: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted = (w.shifted ?? 0) + (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { shifted?: number }).shifted ?? 0);
}
