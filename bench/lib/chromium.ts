import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Debian's Chromium, started headless with a DevTools port for Lighthouse
 * (which then drives it over the Chrome DevTools Protocol), with a throwaway
 * profile so runs never share cache or storage.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type RunningChromium = { port: number; process: ChildProcess; close(): Promise<void> };

export async function launchChromium(port: number): Promise<RunningChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--no-default-browser-check",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 30_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}:\n${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Chromium did not open its DevTools port within 30 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    process: child,
    close: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(profile, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

/** The browser's own version string, e.g. "Chrome/156.0.8078.79". */
export async function chromiumVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return ((await response.json()) as { Browser: string }).Browser;
}
