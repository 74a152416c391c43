import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Runs a command under GNU time (`/usr/bin/time`) and returns its wall time
 * and peak resident memory (maximum RSS of the process and its waited-for
 * children), failing with its output if it exits non-zero.
 */
export type TimedRun = { seconds: number; maxRssMb: number; output: string };

export async function runTimed(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<TimedRun> {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-time-")), "time.txt");
  const started = performance.now();
  const child = spawn("/usr/bin/time", ["-f", "%e %M", "-o", report, command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const wall = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`);
  const [elapsed, maxKb] = fs.readFileSync(report, "utf8").trim().split(/\s+/).slice(-2).map(Number);
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  return {
    seconds: Number.isFinite(elapsed) ? (elapsed as number) : wall,
    maxRssMb: Math.round(((maxKb ?? 0) / 1024) * 10) / 10,
    output,
  };
}
