import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { freePort } from "../support/server.ts";

/**
 * Netlify's own toolchain, offline, on a checkout of this repository: what a
 * site owner's deploy runs. `netlify build --offline` runs netlify.toml's
 * build (with the build plugin and Netlify's build cache), and
 * `netlify serve --offline --internal-disable-edge-functions` serves the
 * result through Netlify's local runtime: the static files with the
 * `_headers` rules, the SSR function, the background and scheduled
 * functions, each function call in a worker with AWS Lambda's Node flags.
 * Netlify's local runtime has no CDN cache: ../support/netlify-cdn.ts stands
 * in front of it for that.
 */

const NETLIFY_CLI = nodePath.resolve("node_modules/netlify-cli/bin/run.js");

/** Generous: CI's two cores may be busy with other suites. */
export const NETLIFY_COMMAND_TIMEOUT_MS = 10 * 60_000;

export type CommandResult = { code: number | null; output: string };

/**
 * A copy of the repository's files (tracked and new, not ignored) in a new
 * folder, with this checkout's node_modules linked: each Netlify build there
 * starts as on Netlify's build machine, from the sources and the build cache
 * only, and leaves this checkout's dist/ alone.
 */
export function makeCheckout(): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "rabisco-netlify-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(file));
  for (const file of files) {
    const to = nodePath.join(dir, file);
    fs.mkdirSync(nodePath.dirname(to), { recursive: true });
    fs.copyFileSync(file, to);
  }
  fs.symlinkSync(nodePath.resolve("node_modules"), nodePath.join(dir, "node_modules"), "dir");
  return dir;
}

/** The environment of every Netlify command: this process's, minus what would steer it elsewhere, plus `env`. */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...process.env, BROWSER: "none", ASTRO_TELEMETRY_DISABLED: "1", ...env };
  for (const name of ["NETLIFY", "DIST_DIR", "TEST_DATABASE_URL", "NODE_OPTIONS", "VITEST", "VITEST_WORKER_ID"])
    delete result[name];
  return result;
}

function spawnNetlify(args: string[], cwd: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  // Its own process group, so stopping it stops the servers it starts.
  const child = spawn(process.execPath, [NETLIFY_CLI, ...args], { cwd, env: commandEnv(env), detached: true });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** `netlify build --offline` in `cwd`; resolves when it ends, with its exit code and output. */
export function netlifyBuild(cwd: string, env: Record<string, string>): Promise<CommandResult> {
  const { child, output } = spawnNetlify(["build", "--offline"], cwd, env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stopGroup(child);
      reject(new Error(`netlify build did not end within ${NETLIFY_COMMAND_TIMEOUT_MS} ms:\n${output()}`));
    }, NETLIFY_COMMAND_TIMEOUT_MS);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

export type NetlifyServe = { url: string; output: () => string; stop(): Promise<void> };

/**
 * `netlify serve --offline --internal-disable-edge-functions` on `port`
 * (it builds first, as the CLI always does), once it answers the home page.
 */
export async function netlifyServe(cwd: string, port: number, env: Record<string, string>): Promise<NetlifyServe> {
  const functionsPort = await freePort();
  const { child, output } = spawnNetlify(
    [
      "serve",
      "--offline",
      "--internal-disable-edge-functions",
      "--port",
      String(port),
      "--functions-port",
      String(functionsPort),
    ],
    cwd,
    env,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + NETLIFY_COMMAND_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      stopGroup(child);
      throw new Error(`netlify serve did not answer within ${NETLIFY_COMMAND_TIMEOUT_MS} ms:\n${output()}`);
    }
    if (output().includes("Local dev server ready")) {
      const answered = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    output,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        stopGroup(child);
      });
      // The CLI exits before the servers it started: a build that follows must not share the checkout with them.
      await groupGone(child);
    },
  };
}

/** Resolves once no process of the child's group is left (SIGKILL for those still there after a minute). */
async function groupGone(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const alive = () => {
    try {
      process.kill(-(child.pid as number), 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 60_000;
  while (alive()) {
    if (Date.now() > deadline) {
      process.kill(-child.pid, "SIGKILL");
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
