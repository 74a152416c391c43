/**
 * `npm run bench:netlify`: whether Netlify accepts the site at a catalogue's
 * size (not a test). On a checkout of this repository, Netlify's own CLI
 * runs `netlify build --offline` against a PostgreSQL catalogue of
 * `--drawings N` drawings (default 100,000; images in the Storage stand-in),
 * twice: the first build, then a build after one drawing's title changed,
 * which starts from the first one's build cache. For each it records
 * - the wall time and peak memory (the largest process's maximum RSS);
 * - the pages rendered;
 * - the publish folder: files, bytes, and the folder with the most files;
 * - what a deploy would upload: Netlify uploads only files whose content
 *   it does not have (by SHA-1), so the first deploy uploads every file and
 *   the second the changed and new ones;
 * and compares them with Netlify's limits. Writes bench/results/netlify.json.
 *
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where
 * it may create and drop a database).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { makeCheckout } from "../tests/netlify/netlify-site.ts";
import { startStorageServer } from "../tests/support/storage-server.ts";
import { option } from "./lib/args.ts";
import { loadAverages, round } from "./lib/stats.ts";
import { runTimed } from "./lib/timed.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/netlify.json");
const NETLIFY_CLI = path.join(ROOT, "node_modules/netlify-cli/bin/run.js");
const DRAWINGS = Number(option("--drawings") ?? 100_000);
/** Netlify's documented limits (docs.netlify.com: build limits, deploy file limits). */
const LIMITS = { buildMinutes: 15, buildMemoryMb: 3 * 1024, filesPerFolder: 54_000 } as const;

const log = (line: string) => console.log(`[bench:netlify] ${line}`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("bench:netlify needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server).");
  process.exit(2);
}

type FolderReport = {
  files: number;
  bytes: number;
  largestFolder: { path: string; files: number };
  digests: Map<string, string>;
};

/** Every file under `dir`, with its SHA-1 as Netlify's deploy API names it. */
function scan(dir: string): FolderReport {
  const digests = new Map<string, string>();
  const perFolder = new Map<string, number>();
  let bytes = 0;
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const content = fs.readFileSync(full);
        bytes += content.length;
        digests.set(path.relative(dir, full), createHash("sha1").update(content).digest("hex"));
        const parent = path.relative(dir, folder) || ".";
        perFolder.set(parent, (perFolder.get(parent) ?? 0) + 1);
      }
    }
  };
  walk(dir);
  const [largest, files] = [...perFolder.entries()].sort((a, b) => b[1] - a[1])[0] ?? [".", 0];
  return { files: digests.size, bytes, largestFolder: { path: largest, files }, digests };
}

/** Files a deploy of `now` uploads after `before` was deployed: contents Netlify does not have yet. */
function uploads(now: FolderReport, before: FolderReport | null, dir: string) {
  const known = new Set(before?.digests.values() ?? []);
  let files = 0;
  let bytes = 0;
  for (const [file, digest] of now.digests) {
    if (known.has(digest)) continue;
    known.add(digest);
    files++;
    bytes += fs.statSync(path.join(dir, file)).size;
  }
  return { files, mb: round(bytes / 1024 / 1024) };
}

/** Where a build's time and memory went, from the lines the build plugin, the page build and Netlify print. */
function phases(output: string) {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    return match ? Number(match[1]) : null;
  };
  return {
    cache_restore_s: number(/Rebuild cache: restored .* in ([\d.]+) s/),
    // Netlify prints "12.3s" or "1m 2.3s".
    build_command: /\(build\.command completed in ([^)]+)\)/.exec(output)?.[1] ?? null,
    search_index_ms: number(/for search in (\d+) ms/),
    cache_save_s: number(/Rebuild cache: kept .* in ([\d.]+) s/),
    page_build_peak_rss_mb: number(/Peak memory of the page build: (\d+) MB/),
  };
}

const rendered = (output: string) => {
  const match = /(Full|Incremental) build: (\d+) rendered, (\d+) written, (\d+) removed in (\d+) ms/.exec(output);
  return match ? { kind: match[1], rendered: Number(match[2]), written: Number(match[3]), renderMs: Number(match[5]) } : null;
};

const name = `rabisco_bench_netlify_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const storage = await startStorageServer();
const checkout = makeCheckout();
const env = {
  DATABASE_URL: databaseUrl,
  SITE_URL: "https://rabisco.example",
  AUTH_SECRET: "bench-netlify-secret-0123456789abcdef",
  SUPABASE_URL: storage.url,
  SUPABASE_SERVICE_ROLE_KEY: storage.key,
  DATA_DIR: path.join(checkout, "data"),
  BROWSER: "none",
  ASTRO_TELEMETRY_DISABLED: "1",
};
try {
  log(`Seeding ${DRAWINGS} drawings into PostgreSQL (${name})...`);
  // Child processes, not execFileSync: the Storage stand-in answers from this process's event loop.
  await runTimed(process.execPath, ["scripts/migrate.ts"], env, checkout);
  const seeded = await runTimed(process.execPath, ["bench/lib/seed.ts", "--drawings", String(DRAWINGS)], env, checkout);
  log(`Seeded in ${round(seeded.seconds)} s.`);

  const build = async (label: string, before: FolderReport | null) => {
    log(`${label}: netlify build --offline...`);
    const run = await runTimed(process.execPath, [NETLIFY_CLI, "build", "--offline"], env, checkout);
    const dist = path.join(checkout, "dist");
    const folder = scan(dist);
    const report = {
      seconds: round(run.seconds),
      peak_rss_mb: run.maxRssMb,
      pages: rendered(run.output),
      phases: phases(run.output),
      publish_folder: { files: folder.files, mb: round(folder.bytes / 1024 / 1024), largest_folder: folder.largestFolder },
      deploy_uploads: uploads(folder, before, dist),
      restored_cache: run.output.includes("Rebuild cache: restored"),
    };
    log(`${label}: ${JSON.stringify(report)}`);
    return { report, folder };
  };

  const first = await build("first build", null);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [edited] = await sql`
    update drawings set title = title || ' (editado)', updated_at = now()
    where id = (select id from drawings where active order by slug limit 1 offset ${Math.floor(DRAWINGS / 2)})
    returning slug`;
  await sql.end();
  log(`Changed the title of ${edited?.slug}.`);
  const second = await build("one-drawing change", first.folder);

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memory_gb: round(os.totalmem() / 1024 ** 3), load_at_end: loadAverages() },
    netlify_cli: execFileSync(process.execPath, [NETLIFY_CLI, "--version"], { encoding: "utf8" }).trim(),
    drawings: DRAWINGS,
    database: "PostgreSQL",
    limits: LIMITS,
    first_build: first.report,
    one_drawing_change: second.report,
    within_limits: [first.report, second.report].every(
      (report) =>
        report.seconds < LIMITS.buildMinutes * 60 &&
        report.peak_rss_mb < LIMITS.buildMemoryMb &&
        report.publish_folder.largest_folder.files < LIMITS.filesPerFolder,
    ),
    notes:
      "Measured here on the cores listed; Netlify's build machine guarantees one. Peak memory is the largest single process (the page builder).",
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${path.relative(ROOT, RESULTS)}; within Netlify's limits: ${results.within_limits}.`);
} finally {
  await storage.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(checkout, { recursive: true, force: true });
}
