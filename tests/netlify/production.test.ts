import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import nodePath from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../api/image-fixtures.ts";
import { fileOf, formOf, send, sessionCookie } from "../api/support.ts";
import { distinctLinePng, login } from "../support/admin.ts";
import { launchBrowser, newPage } from "../support/browser.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { type FakeAiServer, startFakeAi } from "../support/fake-ai.ts";
import { freePort } from "../support/server.ts";
import { type StorageServer, startStorageServer } from "../support/storage-server.ts";
import {
  type CommandResult,
  makeCheckout,
  NETLIFY_COMMAND_TIMEOUT_MS,
  type NetlifyServe,
  netlifyBuild,
  netlifyServe,
  type RecordedCall,
  renderedPages,
  startBuildHook,
} from "./netlify-site.ts";

/**
 * Production as a site owner deploys it (issue 20): Netlify's own CLI builds
 * a checkout offline and serves it through its local runtime, against a real
 * PostgreSQL holding the migrations and the sample content, with images in
 * the Supabase Storage stand-in (spoken to by supabase-js), the build hook on
 * a local stand-in and the AI on the fake provider. Needs TEST_DATABASE_URL
 * (CI sets it): Netlify's function and its build are separate processes,
 * which PGlite's single opener cannot serve.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const LONG = NETLIFY_COMMAND_TIMEOUT_MS * 3;
const ADMIN = { email: "dona-do-site@rabisco.test", password: "senha-de-producao-42" };
const WEBHOOK_SECRET = "segredo-do-webhook-de-producao-1234";
const PUBLISH_SECRET = "segredo-da-publicacao-agendada-1234";

describe.skipIf(!databaseUrl)("Netlify's build and runtime, offline, on PostgreSQL and the Storage stand-in", () => {
  let database: TestDatabase;
  let storage: StorageServer;
  let hook: Awaited<ReturnType<typeof startBuildHook>>;
  let ai: FakeAiServer;
  let checkout: string;
  let env: Record<string, string>;
  let firstBuild: CommandResult;
  let site: NetlifyServe | undefined;
  let cookie = "";
  const db = () => database.handle.db;
  const get = (path: string) => fetch(new URL(path, site?.url), { redirect: "manual", signal: AbortSignal.timeout(120_000) });

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { migrated: false });
    storage = await startStorageServer(`service-role-${randomBytes(8).toString("hex")}`);
    hook = await startBuildHook();
    ai = await startFakeAi();
    checkout = makeCheckout();
    const port = await freePort();
    env = {
      DATABASE_URL: database.url as string,
      SEED_ON_EMPTY: "true",
      SITE_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SUPABASE_URL: storage.url,
      SUPABASE_SERVICE_ROLE_KEY: storage.key,
      WEBHOOK_SECRET,
      NETLIFY_BUILD_HOOK_URL: hook.url,
      PUBLISH_SECRET,
      AUTO_PUBLISH_EVERY: "1h",
      AI_BASE_URL: ai.url,
      AI_API_KEY: "sk-fake-netlify",
      AI_MODEL: "fake-vision-model",
      DATA_DIR: nodePath.join(checkout, "data"),
    };
    firstBuild = await netlifyBuild(checkout, env);
    if (firstBuild.code !== 0) throw new Error(`netlify build failed (${firstBuild.code}):\n${firstBuild.output}`);
    await run(process.execPath, ["scripts/admin-create.ts", "--email", ADMIN.email], {
      cwd: checkout,
      env: { ...process.env, ...env, ADMIN_PASSWORD: ADMIN.password },
    });
    site = await netlifyServe(checkout, port, env);
    cookie = await sessionCookie(site.url, ADMIN.email, ADMIN.password);
  }, LONG);

  afterAll(async () => {
    await site?.stop();
    await Promise.all([storage?.close(), hook?.close(), ai?.close()]);
    await database?.dispose();
    if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
  }, 120_000);

  it("builds with Netlify's CLI: the build plugin, every page from the database, the SSR and the scheduled function", async () => {
    expect(firstBuild.output).toContain("Rebuild cache: no previous build cached");
    expect(renderedPages(firstBuild.output)).toMatchObject({ kind: "Full" });
    expect(renderedPages(firstBuild.output)?.rendered).toBeGreaterThan(100);
    expect(firstBuild.output).toMatch(/- ssr\/ssr\.mjs/);
    expect(firstBuild.output).toMatch(/- auto-publish\.mts/);
    expect(firstBuild.output).toMatch(/- ai-jobs-background\.mjs/);
    expect(firstBuild.output).toContain("Rebuild cache: kept this build's pages for the next one");
    // The sample content went to PostgreSQL and its images through supabase-js to the Storage API.
    const drawings = await db().selectFrom("drawings").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    expect(drawings.n).toBeGreaterThan(100);
    expect([...storage.objects.keys()].filter((key) => key.startsWith("drawings/drawings/")).length).toBeGreaterThan(100);
  });

  it("serves every public template with its status code and headers", async () => {
    const drawing = await db()
      .selectFrom("drawings")
      .innerJoin("categories", "categories.id", "drawings.category_id")
      .select([
        "drawings.id as id",
        "drawings.slug as slug",
        "drawings.title as title",
        "categories.slug as categorySlug",
        "drawings.image_url as imageUrl",
      ])
      .where("drawings.active", "=", true)
      .orderBy("drawings.slug")
      .executeTakeFirstOrThrow();
    const article = await db()
      .selectFrom("blog_articles")
      .select("slug")
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const pages: Array<[string, number, string]> = [
      ["/", 200, "text/html"],
      ["/categorias/todas", 200, "text/html"],
      [`/categorias/${drawing.categorySlug}`, 200, "text/html"],
      [`/categorias/${drawing.categorySlug}/mais-baixados`, 200, "text/html"],
      [`/desenhos/${drawing.categorySlug}/${drawing.slug}`, 200, "text/html"],
      ["/blog", 200, "text/html"],
      [`/blog/${article.slug}`, 200, "text/html"],
      ["/busca", 200, "text/html"],
      ["/favoritos", 200, "text/html"],
      ["/pintar", 200, "text/html"],
      ["/sobre", 200, "text/html"],
      ["/sitemap.xml", 200, "xml"],
      ["/robots.txt", 200, "text/plain"],
      ["/blog/rss.xml", 200, "xml"],
      // Rendered by the SSR function:
      ["/categorias/nao-existe-esta-categoria", 404, "text/html"],
      ["/desenhos/nao-existe/nem-este", 404, "text/html"],
      ["/blog/artigo-que-nao-existe", 404, "text/html"],
      ["/api/search/suggestions", 200, "application/json"],
    ];
    for (const [path, status, type] of pages) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(response.headers.get("content-type"), path).toContain(type);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      if (type === "text/html") {
        expect(response.headers.get("content-security-policy"), path).toContain("default-src 'self'");
        expect(await response.text(), path).toContain("Rabisco");
      }
    }
    // The spec's short address: the function answers with a permanent redirect to the canonical page.
    const short = await get(`/desenho/${drawing.slug}`);
    expect(short.status).toBe(301);
    expect(new URL(short.headers.get("location") ?? "", site?.url).pathname).toBe(
      `/desenhos/${drawing.categorySlug}/${drawing.slug}`,
    );
    // Images come from the Storage API's public URLs (the sample's, which a reseed rewrites, for an hour).
    const imageUrl = drawing.imageUrl ?? "";
    expect(imageUrl.startsWith(`${storage.url}/storage/v1/object/public/drawings/`)).toBe(true);
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("max-age=3600");
    // The counters and the favourites' API run in the function too.
    const suggestions = await get("/api/search/suggestions");
    expect(suggestions.headers.get("cache-control")).toContain("max-age=");
    // The search too, on PostgreSQL: the drawing is found by its title.
    const found = await get(`/api/search?q=${encodeURIComponent(drawing.title)}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("public, max-age=5");
    const answer = (await found.json()) as { total: number; results: { url: string }[] };
    expect(answer.results.map((hit) => hit.url)).toContain(`/desenhos/${drawing.categorySlug}/${drawing.slug}`);
    expect((await get("/api/search?q=")).status).toBe(400);
    // The colouring screen's drawing, from the function; its image on the Storage API.
    const colouring = await get(`/api/drawings/${drawing.id}/colouring`);
    expect(colouring.status).toBe(200);
    expect(((await colouring.json()) as { imageUrl: string }).imageUrl).toBe(drawing.imageUrl);
    // Astro's hashed files: Netlify's deploy config carries their year-long cache rule.
    const deployConfig = fs.readFileSync(nodePath.join(checkout, ".netlify/netlify.toml"), "utf8");
    expect(deployConfig).toMatch(
      /for = "\/_astro\/\*"\s+\[headers\.values\]\s+Cache-Control = "public, max-age=31536000, immutable"/,
    );
  });

  it("signs the administrator in and creates a drawing with an image stored through the Storage API", async () => {
    const url = site?.url as string;
    const wrong = await send(url, "/api/auth/sign-in/email", {
      method: "POST",
      json: { email: ADMIN.email, password: "senha-errada-000" },
    });
    expect(wrong.status).toBe(401);
    const category = await db().selectFrom("categories").select(["id", "slug"]).orderBy("slug").executeTakeFirstOrThrow();
    const before = storage.requests.length;
    const created = await send(url, "/api/admin/drawings", {
      cookie,
      method: "POST",
      form: formOf({
        title: "Foguete Da Netlify",
        categoryId: category.id,
        active: "true",
        image: fileOf(await distinctLinePng(4242), "foguete.png", "image/png"),
      }),
    });
    expect(created.status, created.text).toBe(201);
    const row = await db()
      .selectFrom("drawings")
      .select(["id", "slug", "image_url"])
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(row.slug).toBe("foguete-da-netlify");
    const imageUrl = row.image_url ?? "";
    const path = decodeURIComponent(new URL(imageUrl).pathname.replace("/storage/v1/object/public/drawings/", ""));
    expect(storage.objects.get(`drawings/${path}`)?.contentType).toMatch(/^image\//);
    // An upload's name is new each time: its public URL is cached for a year.
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("max-age=31536000");
    const uploads = storage.requests.slice(before).filter((request) => request.method === "POST");
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      expect(upload.headers.authorization).toBe(`Bearer ${storage.key}`);
      expect(upload.headers["x-upsert"]).toBe("true");
    }
  });

  it("takes a 4.8 MB image through the admin in Chromium: the browser puts it straight into Storage", async () => {
    // Over what a Netlify function takes in its body once base64-encoded (about 4.5 MB), under the spec's 5 MB.
    const big = await fixtures.bigPng();
    const category = await db().selectFrom("categories").select("name").orderBy("slug").executeTakeFirstOrThrow();
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser, { baseUrl: site?.url as string });
      await login(page, site?.url as string, ADMIN);
      await page.getByRole("link", { name: "Novo Desenho" }).click();
      await page.getByRole("heading", { level: 1, name: "Novo Desenho" }).waitFor();
      await page.getByLabel("Título").fill("Elefante Enorme");
      await page.getByLabel("Categoria").selectOption({ label: category.name });
      await page.getByLabel("Imagem").setInputFiles({ name: "elefante.png", mimeType: "image/png", buffer: big });
      await page.getByText("Imagem pronta para envio").waitFor({ timeout: 120_000 });
      await page.getByText("Imagem pronta para envio").waitFor({ state: "detached", timeout: 120_000 });
      await page.getByRole("button", { name: "Salvar" }).click();
      await page.waitForURL((address) => address.pathname === "/admin/drawings", { timeout: 120_000 });
    } finally {
      await browser.close();
    }
    const row = await db()
      .selectFrom("drawings")
      .select("image_url")
      .where("slug", "=", "elefante-enorme")
      .executeTakeFirstOrThrow();
    expect(row.image_url).toMatch(/\/storage\/v1\/object\/public\/drawings\/drawings\/elefante-enorme/);
    const signedPuts = storage.requests.filter(
      (request) => request.method === "PUT" && request.path.includes("/object/upload/sign/"),
    );
    expect(signedPuts.length).toBeGreaterThan(0);
    expect([...storage.objects.keys()].filter((key) => key.startsWith("drawings/uploads/"))).toEqual([]);
  });

  it("takes Supabase's webhook payload for that insert and calls the build hook", async () => {
    const row = await db().selectFrom("drawings").select("id").where("slug", "=", "foguete-da-netlify").executeTakeFirstOrThrow();
    // What supabase_functions.http_request posts: the row as jsonb, built by the trigger.
    const { payload } = await sql<{ payload: unknown }>`
      select jsonb_build_object('type', 'INSERT', 'table', 'drawings', 'schema', 'public',
        'record', to_jsonb(d), 'old_record', null) as payload
      from drawings d where d.id = ${row.id}`
      .execute(db())
      .then((result) => result.rows[0] as { payload: unknown });
    const url = site?.url as string;
    const refused = await send(url, "/api/hooks/content-changed", {
      json: payload,
      origin: null,
      headers: { "x-webhook-secret": "nao-e-este" },
    });
    expect(refused.status).toBe(401);
    expect(hook.calls).toEqual([]);
    const accepted = await send(url, "/api/hooks/content-changed", {
      json: payload,
      origin: null,
      headers: { "x-webhook-secret": WEBHOOK_SECRET },
    });
    expect(accepted.status, accepted.text).toBe(202);
    expect(accepted.body).toEqual({ queued: true });
    expect(hook.calls).toHaveLength(1);
    const call = hook.calls[0] as RecordedCall;
    expect(call.method).toBe("POST");
    expect(new URL(call.url, "http://hook").searchParams.get("trigger_title")).toContain("insert drawings");
  });

  it("publishes a pending drawing when Netlify runs the scheduled function", async () => {
    const url = site?.url as string;
    const category = await db().selectFrom("categories").select("name").orderBy("slug").executeTakeFirstOrThrow();
    const live = await send(url, "/api/admin/auto-publish-settings", { cookie, method: "PUT", json: { mode: "live" } });
    expect(live.status, live.text).toBe(200);
    const form = new FormData();
    form.append("files", fileOf(await distinctLinePng(777), "aviao-de-papel.png", "image/png"), "aviao-de-papel.png");
    const uploaded = await send(url, "/api/admin/pending-drawings", { cookie, method: "POST", form });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect([...storage.objects.keys()].some((key) => key.startsWith("drawings/drawings-to-publish/"))).toBe(true);
    ai.enqueue({
      kind: "json",
      content: {
        title: "Avião De Papel Agendado",
        category: category.name,
        tags: ["avião", "papel"],
        description: "Um avião de papel para colorir.\n\nDobre, pinte e voe.",
        difficulty: "facil",
      },
    });
    // Netlify's local runtime invokes a scheduled function by its address, as the scheduler does.
    const invoked = await fetch(new URL("/.netlify/functions/auto-publish", url), { method: "POST" });
    expect(invoked.status, await invoked.clone().text()).toBe(200);
    const answer = (await invoked.json()) as { ran: boolean; drawing: { slug: string } | null };
    expect(answer.ran).toBe(true);
    expect(answer.drawing?.slug).toBe("aviao-de-papel-agendado");
    const published = await db()
      .selectFrom("drawings")
      .select(["title", "active"])
      .where("slug", "=", "aviao-de-papel-agendado")
      .executeTakeFirstOrThrow();
    expect(published).toEqual({ title: "Avião De Papel Agendado", active: true });
    expect(await db().selectFrom("pending_drawings").select("id").execute()).toEqual([]);
  });

  it("writes an article in the background function when the model takes longer than a synchronous function may run", async () => {
    const url = site?.url as string;
    // netlify dev stops a synchronous function after 30 s (Netlify after 60 s); this model takes 35 s.
    ai.enqueue({
      kind: "json",
      delayMs: 35_000,
      content: {
        title: "Colorir Devagar Também Ensina",
        slug: "colorir-devagar",
        excerpt: "Calma e atenção no papel.",
        content: "Colorir devagar ajuda a criança a prestar atenção.\n\n## Respirar e pintar\n\nUma cor de cada vez.",
        featured_image_url: null,
        meta_title: null,
        meta_description: null,
        tags: ["calma"],
      },
    });
    const started = await send(url, "/api/admin/generate-article", { cookie, json: { topic: "Colorir com calma" } });
    expect(started.status, started.text).toBe(202);
    const deadline = Date.now() + 5 * 60_000;
    let job = started.body as { id: string; status: string; result?: { content: string; wordCount: number } };
    while (job.status === "queued" || job.status === "running") {
      if (Date.now() > deadline) throw new Error(`the job is still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const polled = await send(url, `/api/admin/ai-jobs/${job.id}`, { cookie });
      expect(polled.status, polled.text).toBe(200);
      job = polled.body;
    }
    expect(job.status, JSON.stringify(job)).toBe("done");
    expect(job.result?.content).toContain("Colorir devagar ajuda a criança");
    expect(job.result?.content).toContain("INSERT INTO blog_articles");
    expect(site?.output()).toContain("ai-jobs-background");
    const usage = await db().selectFrom("ai_usage").select("success").where("kind", "=", "generate-article").execute();
    expect(usage).toEqual([{ success: true }]);
  });

  it("builds again from the build cache, renders only the changed pages, and serves them", async () => {
    // A rename too: after the build, the old address is no file, and the function redirects it.
    const rocket = await db()
      .selectFrom("drawings")
      .select("id")
      .where("slug", "=", "foguete-da-netlify")
      .executeTakeFirstOrThrow();
    const renamed = await send(site?.url as string, `/api/admin/drawings/${rocket.id}`, {
      cookie,
      method: "PATCH",
      form: formOf({ title: "Foguete Da Lua" }),
    });
    expect(renamed.status, renamed.text).toBe(200);
    await site?.stop();
    site = undefined;
    const second = await netlifyBuild(checkout, env);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain("Rebuild cache: restored the previous build's pages");
    const pages = renderedPages(second.output);
    const full = renderedPages(firstBuild.output)?.rendered ?? 0;
    // On failure, the build's own account of its cache (src/server/netlify/rebuild-cache.ts) says why.
    const cacheNotes = second.output.split("\n").filter((line) => line.startsWith("Rebuild cache: "));
    expect(pages?.kind, cacheNotes.join("\n")).toBe("Incremental");
    expect(pages?.rendered).toBeGreaterThan(0);
    expect(pages?.rendered).toBeLessThan(full / 2);
    site = await netlifyServe(checkout, Number(env.PORT), env);
    const category = await db().selectFrom("categories").select("slug").orderBy("slug").executeTakeFirstOrThrow();
    for (const [slug, title] of [
      ["foguete-da-lua", "Foguete Da Lua"],
      ["aviao-de-papel-agendado", "Avião De Papel Agendado"],
    ]) {
      const page = await get(`/desenhos/${category.slug}/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(await page.text()).toContain(title);
    }
    const old = await get(`/desenhos/${category.slug}/foguete-da-netlify`);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location") ?? "", site.url).pathname).toBe(`/desenhos/${category.slug}/foguete-da-lua`);
  });
});
