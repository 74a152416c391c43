import { beforeAll, expect, it } from "vitest";
import { executableInlineScriptHashes as inlineScriptHashes } from "../../support/html.ts";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { type ApiResponse, fileOf, formOf, send, until } from "../support.ts";
import { client } from "./categories.ts";

/** The sources of one CSP directive. */
function directive(response: ApiResponse, name: string): string[] {
  const csp = String(response.headers["content-security-policy"] ?? "");
  const found = csp.split(";").map((part) => part.trim().split(/\s+/));
  return found.find(([directiveName]) => directiveName === name)?.slice(1) ?? [];
}

/** The headers every response must carry, over plain HTTP (no HSTS: SITE_URL is http). */
function expectSecurityHeaders(label: string, response: ApiResponse, frameAncestors: "'self'" | "'none'"): void {
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(response.headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(response.headers["strict-transport-security"], label).toBeUndefined();
  expect(directive(response, "default-src"), label).toEqual(["'self'"]);
  expect(directive(response, "object-src"), label).toEqual(["'none'"]);
  expect(directive(response, "frame-ancestors"), label).toEqual([frameAncestors]);
  const scripts = directive(response, "script-src");
  expect(scripts, label).toContain("'self'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain("'unsafe-inline'");
  // A page may run exactly the inline scripts it carries.
  if (String(response.headers["content-type"]).includes("text/html")) {
    const hashes = inlineScriptHashes(response.text);
    for (const hash of hashes) expect(scripts, `${label}: ${hash}`).toContain(hash);
  }
}

const page = (url: string, path: string) => send(url, path, { headers: { accept: "text/html" } });

/** Security headers on every kind of response of the real server: static files, rendered routes, errors. */
export function headerTests(context: () => ServerContext): void {
  const api = client(context);
  let drawing: { slug: string; imageUrl: string; category: { slug: string } };

  beforeAll(async () => {
    const category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Cabeçalhos" }) })).body;
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Escudo Seguro", categoryId: category.id, image: fileOf(fixtures.svg(), "escudo.svg") }),
    });
    expect(created.status).toBe(201);
    drawing = created.body;
  });

  it("sends them with the static pages and their assets", async () => {
    const home = await page(context().url, "/");
    expect(home.status).toBe(200);
    expect(inlineScriptHashes(home.text).length).toBeGreaterThan(0);
    expectSecurityHeaders("/", home, "'self'");
    const about = await page(context().url, "/sobre");
    expect(about.status).toBe(200);
    expectSecurityHeaders("/sobre", about, "'self'");
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(home.text)?.[1] ?? "";
    const asset = await send(context().url, stylesheet);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(stylesheet, asset, "'self'");
  });

  it("sends them with a drawing page rendered after a change, and allows its image's origin", async () => {
    const path = `/desenhos/${drawing.category.slug}/${drawing.slug}`;
    const response = await until(
      () => page(context().url, path),
      (answer) => answer.status === 200,
    );
    expect(response.status).toBe(200);
    expectSecurityHeaders(path, response, "'self'");
    const imageOrigin = new URL(drawing.imageUrl, context().url).origin;
    const allowed = imageOrigin === new URL(context().url).origin ? "'self'" : imageOrigin;
    expect(directive(response, "img-src")).toContain(allowed);
    expect(directive(response, "connect-src")).toContain(allowed);
  });

  it("sends them with a stored image", async () => {
    // /storage serves whichever storage holds the images (the Supabase stand-in on the embedded setup).
    // Files are named per upload ({slug}-{8 hex}.webp): take the stored name from the drawing's URL.
    const stored = /drawings\/escudo-seguro-[0-9a-f]{8}\.webp/.exec(drawing.imageUrl)?.[0];
    expect(stored).toBeDefined();
    const path = `/storage/${stored}`;
    const image = await send(context().url, path);
    expect([image.status, image.headers["content-type"]]).toEqual([200, "image/webp"]);
    expectSecurityHeaders(path, image, "'self'");
  });

  it("sends them with a 404 page", async () => {
    const missing = await page(context().url, "/esta-pagina-nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("<html");
    expectSecurityHeaders("404", missing, "'self'");
    const missingDrawing = await page(context().url, "/desenhos/cabecalhos/nao-existe");
    expect(missingDrawing.status).toBe(404);
    expectSecurityHeaders("404 drawing", missingDrawing, "'self'");
  });

  it("sends them with the admin, which nobody may frame, with the hashes of its island's scripts", async () => {
    const admin = await page(context().url, "/admin");
    expect(admin.status).toBe(200);
    expect(inlineScriptHashes(admin.text).length).toBeGreaterThan(0);
    expectSecurityHeaders("/admin", admin, "'none'");
    const nested = await page(context().url, "/admin/desenhos");
    expectSecurityHeaders("/admin/desenhos", nested, "'none'");
  });

  it("sends them with the APIs, which nobody may frame, answers and errors alike", async () => {
    const anonymous = await send(context().url, "/api/admin/session");
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders("401", anonymous, "'none'");
    const session = await api("/api/admin/session");
    expect(session.status).toBe(200);
    expectSecurityHeaders("session", session, "'none'");
    const counter = await send(context().url, "/api/drawings/00000000-0000-4000-8000-000000000000/view", { method: "POST" });
    expectSecurityHeaders(`counter ${counter.status}`, counter, "'none'");
  });
}

/**
 * No content changes the script policy: 50 articles and a category whose
 * titles, excerpts and tags are script tags leave the Content-Security-Policy
 * of every template exactly as it was, under 4 KB, and their text never
 * reaches the HTML as a literal tag, in attributes included.
 */
export function hostileContentHeaderTests(context: () => ServerContext): void {
  const api = client(context);
  const hostile = (n: number) => `<script>alert(${n})</script>`;

  it("keeps the policy of every template the same and under 4 KB after 50 hostile titles", async () => {
    const url = context().url;
    const templates = ["/", "/categorias/todas", "/blog", "/sobre", "/busca/gato", "/nao-existe", "/admin"];
    const policies = async () =>
      Promise.all(templates.map(async (path) => String((await page(url, path)).headers["content-security-policy"] ?? "")));
    const before = await policies();
    const category = await api("/api/admin/categories", {
      method: "POST",
      form: formOf({ name: `Categoria ${hostile(0)}`, description: hostile(0) }),
    });
    expect(category.status).toBe(201);
    let lastSlug = "";
    for (let n = 1; n <= 50; n++) {
      const created = await api("/api/admin/articles", {
        method: "POST",
        form: formOf({ title: `Artigo ${n} ${hostile(n)}`, excerpt: hostile(n), tags: JSON.stringify([hostile(n)]) }),
      });
      expect(created.status).toBe(201);
      expect((await api(`/api/admin/articles/${created.body.id}/publish`, { method: "POST" })).status).toBe(200);
      lastSlug = created.body.slug;
    }
    const article = await until(
      () => page(url, `/blog/${lastSlug}`),
      (answer) => answer.status === 200,
    );
    expect(article.status).toBe(200);
    const categoryPage = await until(
      () => page(url, `/categorias/${category.body.slug}`),
      (answer) => answer.status === 200,
    );
    const blog = await until(
      () => page(url, "/blog"),
      (answer) => answer.text.includes(lastSlug),
    );
    const after = await policies();
    expect(after).toEqual(before);
    for (const [label, response] of [
      [`/blog/${lastSlug}`, article],
      ["category", categoryPage],
      ["/blog", blog],
    ] as const) {
      const csp = String(response.headers["content-security-policy"] ?? "");
      expect(csp, label).toBe(before[0]);
      expectSecurityHeaders(label, response, "'self'");
      expect(response.text, label).not.toContain("<script>alert(");
    }
    for (const csp of after) expect(Buffer.byteLength(csp), csp).toBeLessThan(4096);
  });
}
