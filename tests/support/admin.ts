import http from "node:http";
import type { APIRequestContext, Page } from "playwright-core";
import sharp from "sharp";
import { inject } from "vitest";

/**
 * Helpers of the administrator end-to-end tests: an administrator account,
 * signing in through the login screen, test images, and calls to the admin
 * API with the browser's session cookie.
 */
export type AdminCredentials = { email: string; password: string };

let credentials: AdminCredentials | null | undefined;

/**
 * The administrator the tests sign in as: E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD
 * when given (a server started by hand), else the one the suite's global
 * setup created before starting the server (tests/e2e/global-setup.ts).
 * Null when there is none: the tests that need it are skipped.
 */
export function adminCredentials(): AdminCredentials | null {
  credentials ??= findAdmin();
  return credentials;
}

function findAdmin(): AdminCredentials | null {
  const { E2E_ADMIN_EMAIL: email, E2E_ADMIN_PASSWORD: password } = process.env;
  if (email && password) return { email, password };
  return inject("adminCredentials") ?? null;
}

export function requireAdminCredentials(): AdminCredentials {
  const found = adminCredentials();
  if (!found)
    throw new Error(
      "No administrator for the e2e suite: the global setup makes one, or set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD.",
    );
  return found;
}

/** Signs in through the login screen and waits for the drawings list. */
export async function login(page: Page, baseUrl: string, account: AdminCredentials = requireAdminCredentials()): Promise<void> {
  await page.goto(new URL("/admin", baseUrl).href);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/drawings");
  await page.getByRole("heading", { level: 1, name: "Desenhos" }).waitFor();
}

/** A white PNG with a black outline drawing, the kind of image the site holds. */
export async function linePng(width = 600, height = 800, label = "E2E"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="none" stroke="#000" stroke-width="8"/>
    <text x="50%" y="${height - 60}" font-size="48" text-anchor="middle" font-family="sans-serif">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A line drawing of its own for each `seed`: shapes placed from the seed, so
 * two seeds never look alike to the perceptual hash (automatic publishing
 * refuses repeated images), while one seed always gives the same image.
 */
export async function distinctLinePng(seed: number, width = 600, height = 800): Promise<Buffer> {
  let state = (seed * 2_654_435_761) % 2 ** 32 || 1;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const shapes = Array.from({ length: 6 }, () => {
    const x = Math.round(next() * (width - 160) + 20);
    const y = Math.round(next() * (height - 160) + 20);
    const size = Math.round(next() * 120 + 40);
    return next() < 0.5
      ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * 0.7)}" fill="#000"/>`
      : `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2}" fill="#000"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/><rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="none" stroke="#000" stroke-width="6"/>${shapes}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Admin API calls with the page's cookies; writes carry the site's Origin, as the browser's would. */
export function adminApi(request: APIRequestContext, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const url = (path: string) => new URL(path, baseUrl).href;
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(url(path));
      if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async post<T>(path: string, multipart: Record<string, string>): Promise<T> {
      const response = await request.post(url(path), { multipart, headers: { origin } });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async delete(path: string): Promise<number> {
      const response = await request.delete(url(path), { headers: { origin } });
      return response.status();
    },
  };
}

/**
 * A sign-in attempt sent from another loopback address (any 127.x.y.z), so
 * the server's per-IP throttle counts it apart from the browser's (127.0.0.1).
 */
export function signInFrom(
  baseUrl: string,
  localAddress: string,
  account: AdminCredentials,
): Promise<{ status: number; body: string }> {
  const target = new URL("/api/auth/sign-in/email", baseUrl);
  const payload = JSON.stringify(account);
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", origin: target.origin, "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
