/**
 * `npm run bench:first-start`: a newcomer's first five minutes, timed
 * (issue 45: the first `npm start` serves its home page in ≤ 30 s, clone to
 * a served home page in ≤ 2 min 15 s, install included, and nothing left to
 * catch up on once it answers). Not a test.
 *
 * Clones this repository's HEAD into a temporary folder, installs it with
 * `npm ci` on an empty npm cache (downloads included, as on a new machine;
 * `-- --npm-cache` keeps this machine's cache), then runs `npm start` with
 * no database, no build and no cache, and polls the home page until it
 * answers 200. Then it checks that every image the home page shows answers
 * 200, and watches the server's log for a while: a rebuild run after the
 * first answer means the first pages were provisional. A second start times
 * a later start.
 *
 * Writes bench/results/first-start.json.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/server.ts";
import { hasFlag } from "./lib/args.ts";
import { loadAverages, round } from "./lib/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results/first-start.json");
const TARGETS = { firstStartSeconds: 30, cloneToHomeSeconds: 135 };
/** How long the log is watched after the first answer for catch-up rebuild runs. */
const QUIET_WATCH_MS = 30_000;
const log = (line: string) => console.log(`[bench:first-start] ${line}`);

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} ${args.join(" ")}: ${code}\n${stderr}`)),
    );
  });
}

async function until<T>(probe: () => Promise<T | null>, ceilingMs: number, what: string): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Start = { ms: number; output: () => string; child: ChildProcess; url: string };

async function npmStart(cwd: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let output = "";
  const child = spawn("npm", ["start"], {
    cwd,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await until(async () => ((await fetch(`${url}/`)).status === 200 ? true : null), 600_000, `${url}/ (output:\n${output})`);
  return { ms: performance.now() - started, output: () => output, child, url };
}

async function stop(start: Start): Promise<void> {
  const exited = new Promise((resolve) => start.child.once("exit", resolve));
  if (start.child.pid) process.kill(-start.child.pid, "SIGTERM");
  await exited;
}

/** The images the home page shows (src and srcset), each fetched once. */
async function homeImages(url: string): Promise<{ count: number; failed: string[] }> {
  const html = await (await fetch(`${url}/`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src);
    for (const candidate of /\ssrcset="([^"]+)"/.exec(tag)?.[1]?.split(",") ?? [])
      sources.add(candidate.trim().split(/\s+/)[0] ?? "");
  }
  sources.delete("");
  const failed: string[] = [];
  for (const source of sources) {
    const response = await fetch(new URL(source.replaceAll("&amp;", "&"), url));
    if (response.status !== 200) failed.push(`${source}: ${response.status}`);
  }
  return { count: sources.size, failed };
}

const loadAtStart = loadAverages();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-bench-first-start-"));
const checkout = path.join(work, "rabisco");
const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
for (const name of ["DATABASE_URL", "DATA_DIR", "PGLITE_DIR", "DIST_DIR", "SITE_URL", "PORT", "HOST"]) delete env[name];
try {
  log(`cloning ${ROOT} into ${checkout}...`);
  const cloneMs = await run("git", ["clone", "--quiet", "--no-local", ROOT, checkout], { cwd: work });
  const npmCache = hasFlag("--npm-cache") ? undefined : path.join(work, "npm-cache");
  log(`npm ci (${npmCache ? "empty npm cache" : "this machine's npm cache"})...`);
  const installMs = await run("npm", ["ci", "--no-audit", "--no-fund", ...(npmCache ? ["--cache", npmCache] : [])], {
    cwd: checkout,
    env,
  });
  log("first npm start...");
  const first = await npmStart(checkout, env);
  const images = await homeImages(first.url);
  const servedAt = first.output().length;
  await new Promise((resolve) => setTimeout(resolve, QUIET_WATCH_MS));
  const after = first.output().slice(servedAt);
  const rebuildRunsAfter = after.split("\n").filter((line) => /^(Rebuild|Incremental build|Full build):/.test(line)).length;
  await stop(first);
  log("second npm start...");
  const second = await npmStart(checkout, env);
  await stop(second);

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), loadAtStart, loadAtEnd: loadAverages() },
    targets: TARGETS,
    npmCache: npmCache ? "empty" : "this machine's",
    cloneSeconds: round(cloneMs / 1000),
    installSeconds: round(installMs / 1000),
    firstStartSeconds: round(first.ms / 1000),
    cloneToHomeSeconds: round((cloneMs + installMs + first.ms) / 1000),
    laterStartSeconds: round(second.ms / 1000),
    homeImages: images.count,
    homeImagesFailed: images.failed,
    rebuildRunsInTheFirst30sAfterServing: rebuildRunsAfter,
    firstStartLog: first
      .output()
      .split("\n")
      .filter((line) => /^(Empty database|Stored images|Wrote|Mapped|Full build|Rabisco is running)/.test(line)),
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  log(JSON.stringify(result, null, 2));
  log(`wrote ${path.relative(ROOT, RESULTS)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
