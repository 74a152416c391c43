import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareEmbeddedDataDir, printedCredentials, tempDir } from "../api/support.ts";
import { login } from "../support/admin.ts";
import { launchBrowser, newPage } from "../support/browser.ts";
import { bundleCopy } from "../support/bundle.ts";
import { type RunningServer, startSiteServer } from "../support/server.ts";

/**
 * A new user's first sign-in, as issue 9 found it broken: `PORT=<n> npm
 * start` with nothing else configured (no HOST, no SITE_URL), then the
 * printed administrator signs in at http://127.0.0.1:<n>/admin, and at
 * http://localhost:<n>/admin too. The server runs on its own copy of the
 * server bundle (it renders the whole site into its output directory, which
 * must not be the one the suite's main server serves) and its own embedded
 * database.
 */
let server: RunningServer;
let browser: Browser;
let distDir: string;
let dataDir: string;

beforeAll(async () => {
  distDir = await bundleCopy("rabisco-e2e-sign-in-dist");
  dataDir = tempDir("e2e-sign-in");
  await prepareEmbeddedDataDir(dataDir);
  server = await startSiteServer({
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    AUTH_SECRET: "",
    NODE_ENV: "development",
    HOST: undefined,
    SITE_URL: undefined,
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [distDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("signing in on the address the server was started on", () => {
  it("announces the address it serves", () => {
    const port = new URL(server.url).port;
    expect(port).not.toBe("4321");
    expect(server.output()).toContain(`Rabisco is running at http://localhost:${port}`);
  });

  for (const host of ["127.0.0.1", "localhost"]) {
    it(`lets the printed administrator sign in at http://${host}:<port>/admin`, async () => {
      const credentials = printedCredentials(server.output());
      expect(credentials).not.toBeNull();
      const baseUrl = `http://${host}:${new URL(server.url).port}`;
      const page = await newPage(browser);
      try {
        await login(page, baseUrl, credentials ?? { email: "", password: "" });
        expect(new URL(page.url()).origin).toBe(baseUrl);
        await expect(page.getByRole("heading", { level: 1, name: "Desenhos" }).isVisible()).resolves.toBe(true);
      } finally {
        await page.context().close();
      }
    });
  }
});
