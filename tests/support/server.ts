import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RunningServer = { url: string; process: ChildProcess; output: () => string; stop(): Promise<void> };

/**
 * Runs `node scripts/start.ts` (what `npm start` runs after `astro build`)
 * with the given environment and waits until it answers HTTP at
 * http://127.0.0.1:PORT. By default it listens there and calls itself that
 * (HOST, SITE_URL); a variable given as undefined is removed from the
 * environment instead, as on a machine where nobody set it.
 */
export async function startSiteServer(env: Record<string, string | undefined>, timeoutMs = 120_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: url,
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`Server did not answer within ${timeoutMs} ms:\n${output}`);
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        // Gone already: it exited, or a signal ended it (then exitCode stays null and 'exit' has fired).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
