/**
 * `npm run bench:netlify`: production on Netlify at a catalogue's size (not
 * a test; docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md). On a
 * checkout of this repository, against a PostgreSQL catalogue of
 * `--drawings N` drawings (default 100,000; images in the Storage stand-in):
 *
 * 1. A code deploy: `netlify build --offline`, its wall time, peak memory and
 *    the files it would deploy (no page among them).
 * 2. `netlify serve` behind the CDN stand-in (tests/support/netlify-cdn.ts),
 *    content changes relayed as Supabase's webhooks post them. The CDN holds
 *    what visitors asked for: the pages measured below, and a record of every
 *    drawing page (written in bulk as the function writes one per page, so
 *    that the purger plans over a full catalogue's records).
 * 3. `--edits 20` title edits, one after another, each timed from its commit
 *    to the first answer of the CDN with the new title on the drawing's page
 *    (purge and warm included): p50, p95, max; with the purges and function
 *    renders each made.
 * 4. A rename of the largest category: the time until its old addresses
 *    answer 301 at the CDN and its new first page shows the new name.
 * 5. A warm function instance (bench/lib/warm-function.ts: the built SSR
 *    function in one process, as Netlify keeps an instance) answering 404s,
 *    searches and the home page; netlify serve's cost per invocation (it
 *    starts each cold); and the credits per month of docs/operations.md
 *    "What Netlify costs" from the measured figures.
 *
 * Writes bench/results/netlify.json. Needs BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a PostgreSQL server where it may create and drop a
 * database).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { cdnVaryParameter } from "#src/server/site/cdn/cached-page.ts";
import { makeCheckout, netlifyServe } from "../tests/netlify/netlify-site.ts";
import { behindCdnEnv, startNetlifyCdn } from "../tests/support/netlify-cdn.ts";
import { freePort } from "../tests/support/server.ts";
import { startStorageServer } from "../tests/support/storage-server.ts";
import { startSupabaseWebhookRelay } from "../tests/support/supabase-webhook.ts";
import { option } from "./lib/args.ts";
import { loadAverages, round } from "./lib/stats.ts";
import { runTimed } from "./lib/timed.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/netlify.json");
const NETLIFY_CLI = path.join(ROOT, "node_modules/netlify-cli/bin/run.js");
const DRAWINGS = Number(option("--drawings") ?? 100_000);
const EDITS = Number(option("--edits") ?? 20);
const WEBHOOK_SECRET = "segredo-do-webhook-do-bench-1234";
/** Netlify's published rates (docs.netlify.com "How credits work"); compute appears at 5 and at 10. */
const RATES = { deploy: 15, computePerGbHour: [5, 10], bandwidthPerGb: 20, requestsPer10k: 2 } as const;

const log = (line: string) => console.log(`[bench:netlify] ${line}`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("bench:netlify needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server).");
  process.exit(2);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function countFiles(dir: string): { files: number; mb: number; pages: number } {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files++;
        bytes += fs.statSync(full).size;
        if (entry.name.endsWith(".html")) pages++;
      }
    }
  };
  walk(dir);
  return { files, mb: round(bytes / 1024 / 1024), pages };
}

const name = `rabisco_bench_netlify_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const storage = await startStorageServer();
const cdn = await startNetlifyCdn({ siteId: `bench-${randomBytes(4).toString("hex")}`, token: randomBytes(16).toString("hex") });
const checkout = makeCheckout();
const port = await freePort();
const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  ...behindCdnEnv(cdn),
  PORT: String(port),
  AUTH_SECRET: "bench-netlify-secret-0123456789abcdef",
  SUPABASE_URL: storage.url,
  SUPABASE_SERVICE_ROLE_KEY: storage.key,
  WEBHOOK_SECRET,
  DATA_DIR: path.join(checkout, "data"),
  BROWSER: "none",
  ASTRO_TELEMETRY_DISABLED: "1",
};
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
let site: Awaited<ReturnType<typeof netlifyServe>> | undefined;
let relay: Awaited<ReturnType<typeof startSupabaseWebhookRelay>> | undefined;
const get = async (pathname: string) => {
  const response = await fetch(new URL(pathname, cdn.url), { redirect: "manual", signal: AbortSignal.timeout(120_000) });
  return { status: response.status, body: await response.text(), cache: response.headers.get("cache-status") ?? "" };
};
/** Polls until `check` holds; the time it took, in ms. */
async function until(check: () => Promise<boolean>, ceilingMs = 300_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ceilingMs) throw new Error(`not within ${ceilingMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  log(`Seeding ${DRAWINGS} drawings into PostgreSQL (${name})...`);
  await runTimed(process.execPath, ["scripts/migrate.ts"], env, checkout);
  const seeded = await runTimed(process.execPath, ["bench/lib/seed.ts", "--drawings", String(DRAWINGS)], env, checkout);
  log(`Seeded in ${round(seeded.seconds)} s.`);

  log("A code deploy: netlify build --offline...");
  const build = await runTimed(process.execPath, [NETLIFY_CLI, "build", "--offline"], env, checkout);
  const deploy = { seconds: round(build.seconds), peak_rss_mb: build.maxRssMb, ...countFiles(path.join(checkout, "dist")) };
  log(`Code deploy: ${JSON.stringify(deploy)}`);

  // A warm instance, as Netlify keeps one between invocations (netlify serve starts each cold).
  const warmRun = await runTimed(
    process.execPath,
    [
      "--no-experimental-require-module",
      "bench/lib/warm-function.ts",
      checkout,
      "/categorias/nao-existe-esta-categoria",
      "/desenhos/nao-existe/nem-este",
      "/api/search?q=gato",
      "/api/search?q=dinossauro%20feliz",
      "/",
      "/sitemap.xml",
      // Issue 43: a sitemap part's name is checked before any address is read.
      "/sitemap-abc.xml",
      "/sitemap-999999.xml",
      "/sitemap-7.xml",
      // The secret parameter pages are keyed on, if ever sent: a redirect, no render.
      `/?${cdnVaryParameter(env.AUTH_SECRET as string)}=1`,
    ],
    env,
    ROOT,
  );
  const warmFunction = JSON.parse(warmRun.output.trim().split("\n").at(-1) ?? "{}");
  log(`A warm function instance: ${JSON.stringify(warmFunction)}`);

  site = await netlifyServe(checkout, port, env);
  cdn.setOrigin(site.url);
  relay = await startSupabaseWebhookRelay({
    databaseUrl,
    webhookUrl: `${cdn.url}/api/hooks/content-changed`,
    secret: WEBHOOK_SECRET,
  });

  // The records the function would hold for every drawing page once visited: the keys every drawing page
  // records that a purge plan reads for other drawings' changes (its drawing, its category's related list, the year).
  log("Recording every drawing page as cached...");
  const [sample] = await sql<{ path: string }[]>`
    select '/desenhos/' || c.slug || '/' || d.slug as path from drawings d join categories c on c.id = d.category_id
    where d.active order by d.slug limit 1`;
  await get(sample?.path ?? "/");
  const [template] = await sql<{ keys: string[]; fingerprints: string[] }[]>`
    select keys, fingerprints from cdn_pages where path = ${sample?.path ?? "/"}`;
  const fingerprintOf = (prefix: string) =>
    template?.fingerprints[template.keys.findIndex((key) => key.startsWith(prefix))] ?? "bench";
  const relatedByCategory = new Map<string, string>();
  for (const row of await sql<{ category_id: string }[]>`select distinct category_id from drawings where active`) {
    // One real page per category gives its related list's fingerprint.
    const [page] = await sql<{ path: string }[]>`
      select '/desenhos/' || c.slug || '/' || d.slug as path from drawings d join categories c on c.id = d.category_id
      where d.active and d.category_id = ${row.category_id} order by d.slug limit 1`;
    if (page) await get(page.path);
    const [record] = await sql<{ keys: string[]; fingerprints: string[] }[]>`
      select keys, fingerprints from cdn_pages where path = ${page?.path ?? ""}`;
    const index = record?.keys.findIndex((key) => key.startsWith("related:")) ?? -1;
    if (record && index >= 0) relatedByCategory.set(row.category_id, record.fingerprints[index] as string);
  }
  const started = performance.now();
  await sql`
    insert into cdn_pages (path, keys, fingerprints, groups)
    select '/desenhos/' || c.slug || '/' || d.slug,
      array['year', 'drawing:' || d.id, 'related:' || d.category_id],
      array[${fingerprintOf("year")}, 'bench', coalesce((${JSON.stringify(Object.fromEntries(relatedByCategory))}::jsonb ->> d.category_id::text), 'bench')],
      array['year', 'drawing:' || d.id, 'related:' || d.category_id]
    from drawings d join categories c on c.id = d.category_id where d.active
    on conflict (path) do nothing`;
  const [{ n: records } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from cdn_pages`;
  const [{ size } = { size: "" }] = await sql<
    { size: string }[]
  >`select pg_size_pretty(pg_total_relation_size('cdn_pages')) as size`;
  log(`${records} records (${size}) in ${round((performance.now() - started) / 1000)} s.`);

  // Issue 43: attempts to bypass the CDN's copy (a query parameter, `_` included, or HEAD) reach the function?
  for (const warm of ["/", "/sitemap.xml"]) await get(warm);
  const originBeforeBypass = cdn.originRequests.length;
  const attempts = 50;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await get(`/?_=${attempt}`);
    await get(`/sitemap.xml?_=${attempt}&utm_source=bench`);
    const head = await fetch(new URL("/", cdn.url), { method: "HEAD" });
    await head.arrayBuffer();
  }
  const bypass = { attempts: attempts * 3, function_calls: cdn.originRequests.length - originBeforeBypass };
  log(`CDN bypass attempts: ${JSON.stringify(bypass)}`);

  // Edits, one after another.
  const targets = await sql<{ id: string; slug: string; category_slug: string; title: string }[]>`
    select d.id, d.slug, c.slug as category_slug, d.title from drawings d join categories c on c.id = d.category_id
    where d.active order by md5(d.id::text) limit ${EDITS}`;
  const edits: { ms: number; purges: number; renders: number }[] = [];
  for (const [index, target] of targets.entries()) {
    const page = `/desenhos/${target.category_slug}/${target.slug}`;
    await get(page);
    await get(`/categorias/${target.category_slug}`);
    await relay.settled();
    // The previous edit's recheck (10 s after its purge) must not fall inside this one's measure.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const purgesBefore = cdn.purges.length;
    const pageRenders = () => cdn.originRequests.filter((request) => !/^\/(api|\.netlify)\//.test(request.path)).length;
    const rendersBefore = pageRenders();
    const title = `${target.title} editado ${index + 1}`;
    const committed = performance.now();
    await sql`update drawings set title = ${title} where id = ${target.id}`;
    await until(async () => (await get(page)).body.includes(title));
    const ms = round(performance.now() - committed);
    // Let the warming finish before counting what the edit cost.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    edits.push({
      ms,
      purges: cdn.purges.length - purgesBefore,
      renders: pageRenders() - rendersBefore,
    });
    log(`Edit ${index + 1}: fresh at the CDN in ${ms} ms (${JSON.stringify(edits.at(-1))}).`);
  }
  const editTimes = edits.map((edit) => edit.ms);

  // Netlify serve starts every invocation cold: what one costs.
  const direct = async (pathname: string) => {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const response = await fetch(new URL(pathname, site?.url));
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    return round(percentile(times, 50));
  };
  const invocation = {
    robots_txt_ms: await direct("/robots.txt"),
    search_ms: await direct("/api/search?q=gato"),
    not_found_ms: await direct("/categorias/nao-existe-esta-categoria"),
  };
  log(`Under netlify serve (cold every call): ${JSON.stringify(invocation)}`);

  // A rename of the largest category.
  const [largest] = await sql<{ id: string; slug: string; name: string; drawings: number }[]>`
    select c.id, c.slug, c.name, count(d.id)::int as drawings from categories c join drawings d on d.category_id = c.id and d.active
    group by c.id order by count(d.id) desc limit 1`;
  if (!largest) throw new Error("no category");
  const oldPages = (
    await sql<{ path: string }[]>`
      select '/desenhos/' || ${largest.slug} || '/' || slug as path from drawings where category_id = ${largest.id} and active
      order by md5(id::text) limit 20`
  ).map((row) => row.path);
  for (const page of [...oldPages, `/categorias/${largest.slug}`]) await get(page);
  await relay.settled();
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const purgesBefore = cdn.purges.length;
  const renamedTo = `${largest.name} Renomeada`;
  const committed = performance.now();
  const committedAt = Date.now();
  const [renamed] = await sql<{ slug: string }[]>`
    update categories set name = ${renamedTo}, slug = slug || '-renomeada' where id = ${largest.id} returning slug`;
  await until(async () => {
    for (const page of oldPages) if ((await get(page)).status !== 301) return false;
    return (await get(`/categorias/${renamed?.slug}`)).body.includes(renamedTo);
  });
  const renameMs = round(performance.now() - committed);
  // Fresh at the CDN from the purge on: every later request renders anew (the checks above are those renders,
  // on two cores shared with the purger warming up to 2,000 pages in workers netlify serve starts cold).
  const purged = cdn.purges.find((call) => call.at >= committedAt && call.status === 202);
  const rename = {
    drawings: largest.drawings,
    purged_ms: purged ? purged.at - committedAt : null,
    checked_fresh_ms: renameMs,
    purges: cdn.purges.length - purgesBefore,
    purged_tags: purged?.tags?.length ?? null,
  };
  log(
    `Rename of ${largest.drawings} drawings: purged in ${rename.purged_ms} ms, 20 old addresses and the new page checked fresh in ${renameMs} ms.`,
  );

  // Credits per month (docs/operations.md "What Netlify costs").
  const editsPerMonth = 20 * 30 + 120;
  const rendersPerEdit = edits.reduce((sum, edit) => sum + edit.renders, 0) / Math.max(1, edits.length);
  const secondsPerRender = 0.3;
  const purgerSecondsPerEdit = 15;
  const gbHours = (seconds: number) => seconds / 3600;
  const changeCompute = gbHours(editsPerMonth * (purgerSecondsPerEdit + rendersPerEdit * secondsPerRender));
  const pageCompute = gbHours(100_000 * secondsPerRender);
  const otherCompute = gbHours(100_000 * 0.05 + 2 * 4_320 * 1);
  const compute = changeCompute + pageCompute + otherCompute;
  const credits = {
    assumptions:
      "20 edits a day and 120 scheduled publishes a month; 100,000 page views, about 5 requests and 60 KB each (images from Supabase Storage); 4 code deploys; functions of 1 GB; a page render 0.3 s, a purger run 15 s of compute (it mostly waits); counters 0.05 s per view; two functions every ten minutes",
    deploys: 4 * RATES.deploy,
    compute_gb_hours: round(compute),
    compute: RATES.computePerGbHour.map((rate) => round(compute * rate)),
    requests: round((100_000 * 5 * RATES.requestsPer10k) / 10_000),
    bandwidth: round(((100_000 * 60) / 1024 / 1024) * RATES.bandwidthPerGb),
    before_deploys: editsPerMonth * RATES.deploy,
  };
  const total = RATES.computePerGbHour.map((_, index) =>
    round(credits.deploys + (credits.compute[index] ?? 0) + credits.requests + credits.bandwidth),
  );

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memory_gb: round(os.totalmem() / 1024 ** 3), load_at_end: loadAverages() },
    netlify_cli: execFileSync(process.execPath, [NETLIFY_CLI, "--version"], { encoding: "utf8" }).trim(),
    drawings: DRAWINGS,
    database: "PostgreSQL",
    code_deploy: deploy,
    cached_page_records: { rows: records, size },
    edits: {
      count: edits.length,
      fresh_ms: { p50: percentile(editTimes, 50), p95: percentile(editTimes, 95), max: Math.max(...editTimes) },
      target_p95_ms: 5_000,
      purges_per_edit: round(edits.reduce((sum, edit) => sum + edit.purges, 0) / Math.max(1, edits.length)),
      function_renders_per_edit: round(rendersPerEdit),
      each: edits,
    },
    category_rename: { ...rename, target_ms: 60_000 },
    warm_function_ms: { ...warmFunction, targets: { not_found_ms: 300, search_ms: 100 } },
    cdn_bypass_attempts: bypass,
    netlify_serve_invocation_p50_ms: invocation,
    credits_per_month: { ...credits, total_at_5_and_10_per_gb_hour: total },
    notes:
      "netlify serve runs every function call in a new worker (no warm instance), so its per-call figures are cold starts; edit times include the webhook relay, the purger's 250 ms debounce, the purge and the re-render at the CDN.",
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${path.relative(ROOT, RESULTS)}.`);
} finally {
  await relay?.close();
  await site?.stop();
  await sql.end();
  await Promise.all([storage.close(), cdn.close()]);
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(checkout, { recursive: true, force: true });
}
