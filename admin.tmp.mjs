import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking"] });
const base = "http://127.0.0.1:4999";
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const bad = [];
page.on("response", (r) => { if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`); });
await page.goto(base + "/admin/login");
await page.getByLabel("E-mail").fill("admin@rabisco.test");
await page.getByLabel("Senha").fill("senha-admin-123");
await Promise.all([page.waitForResponse((r) => r.url().includes("/sign-in/")), page.getByRole("button", { name: /Entrar/ }).click()]);
await page.waitForTimeout(1500);
await page.waitForURL((u) => !u.pathname.endsWith("/login"), { timeout: 20000 });
console.log("after login", page.url(), await ctx.cookies());
for (const p of process.argv.slice(2)) {
  bad.length = 0;
  await page.goto(base + p, { waitUntil: "networkidle" });
  const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  console.log(p, "scrollWidth/innerWidth", overflow, "errors", bad);
  console.log(await page.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => { const r = e.getBoundingClientRect().right; return r > 480 && r < 520; }).slice(0, 12).map((e) => `${e.tagName}.${e.className.toString().slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`)));
  await page.screenshot({ path: `/tmp/admin${p.replaceAll("/", "_")}.png`, fullPage: false });
}
await browser.close();
