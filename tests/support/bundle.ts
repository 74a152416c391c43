import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { isProcessAlive } from "#src/server/process-alive.ts";

/**
 * The server bundle of the working tree (`astro build`), shared by the API,
 * rebuild and end-to-end suites: built once per source tree, whichever suite,
 * vitest worker or run asks first, and reused until the sources change.
 *
 * It lives inside the project (node_modules/.cache/rabisco-bundles/<hash>),
 * never under /tmp: the bundle imports its packages by name, which Node finds
 * by walking up from the bundle to ./node_modules. Treat it as read-only; a
 * server renders the whole site into its DIST_DIR at start, so a suite that
 * starts one serves a copy (`bundleCopy`).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache");
const BUNDLES_DIR = path.join(CACHE_DIR, "rabisco-bundles");

/** What `astro build` reads: a change to any of these makes a new bundle. Tests are not part of it. */
const SOURCE_DIRS = ["src", "content", "public"];
// This file too: how the bundle is built is part of what it is.
const SOURCE_FILES = ["astro.config.mjs", "package.json", "package-lock.json", "tsconfig.json", "tests/support/bundle.ts"];
/** Environment the build reads (astro.config.mjs picks the Netlify adapter on NETLIFY). */
const SOURCE_ENV = ["NETLIFY"];

/** Longer than any build takes on a busy machine: past it, a waiter gives up. Hooks that wait for a build can use it. */
export const BUNDLE_TIMEOUT_MS = 10 * 60_000;
/** Bundles of source trees nobody has asked for in a day are removed. */
const UNUSED_BUNDLE_MS = 24 * 3600_000;

function sourceHash(): string {
  const hash = createHash("sha256");
  const add = (relative: string) => hash.update(`${relative}\0`).update(fs.readFileSync(path.join(ROOT, relative)));
  const walk = (relative: string) => {
    const entries = fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) add(child);
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(ROOT, file))) add(file);
  for (const name of SOURCE_ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Takes the build lock of one bundle (a directory: mkdir is atomic across
 * processes), or returns false when another process holds it. A lock whose
 * owner died, or that never got an owner, is broken.
 */
function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = Number(fs.readFileSync(path.join(lock, "pid"), { encoding: "utf8", flag: "a+" }));
  const abandoned = owner ? !isProcessAlive(owner) : Date.now() - fs.statSync(lock).mtimeMs > 60_000;
  if (abandoned) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}

function removeUnusedBundles(current: string): void {
  for (const entry of fs.readdirSync(BUNDLES_DIR)) {
    if (entry.startsWith(current)) continue;
    const full = path.join(BUNDLES_DIR, entry);
    if (Date.now() - fs.statSync(full).mtimeMs > UNUSED_BUNDLE_MS) fs.rmSync(full, { recursive: true, force: true });
  }
}

const run = promisify(execFile);

async function build(outDir: string): Promise<void> {
  try {
    await run(process.execPath, ["node_modules/astro/bin/astro.mjs", "build", "--outDir", outDir], {
      cwd: ROOT,
      // A production build, as `npm start` and Netlify make it. Vitest sets NODE_ENV=test, which
      // would compile JSX for React's development runtime (jsxDEV): a server started with
      // NODE_ENV=production then fails to render every island.
      env: { ...process.env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`astro build failed:\n${stdout}${stderr}`);
  }
}

async function buildOnce(): Promise<string> {
  fs.mkdirSync(BUNDLES_DIR, { recursive: true });
  const hash = sourceHash();
  const dir = path.join(BUNDLES_DIR, hash);
  const lock = `${dir}.lock`;
  removeUnusedBundles(hash);
  const deadline = Date.now() + BUNDLE_TIMEOUT_MS;
  // The finished bundle appears in one rename, so its directory existing means it is complete.
  while (!fs.existsSync(dir)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for another process to build ${dir}`);
    if (!tryLock(lock)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!fs.existsSync(dir)) {
        const partial = `${dir}.partial`;
        fs.rmSync(partial, { recursive: true, force: true });
        await build(partial);
        fs.renameSync(partial, dir);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  const now = new Date();
  fs.utimesSync(dir, now, now);
  return dir;
}

let bundle: Promise<string> | undefined;

/** The directory of the working tree's server bundle (a DIST_DIR: client/ and server/), built if it is not yet. */
export function serverBundle(): Promise<string> {
  bundle ??= buildOnce();
  return bundle;
}

/**
 * A private, writable copy of the bundle, for a server to render its site
 * into: node_modules/.cache/<name>-<random>. The caller removes it.
 */
export async function bundleCopy(name: string): Promise<string> {
  const source = await serverBundle();
  const dir = fs.mkdtempSync(path.join(CACHE_DIR, `${name}-`));
  fs.cpSync(source, dir, { recursive: true });
  return dir;
}
