import fs from "node:fs";
import path from "node:path";
import { isProcessAlive } from "../process-alive.ts";

/**
 * PGlite is an embedded database: two processes opening the same data
 * directory corrupt it. The first opener creates `<dir>.lock` holding its pid;
 * a second process is refused while that pid is alive. A lock left by a
 * process that died is taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export type DataDirLock = { path: string; release(): void };

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database at ${dataDir} is in use by process ${owner}. Stop that process (or set PGLITE_DIR to another directory) and try again.`,
        );
      }
      if (owner === process.pid) {
        throw new DataDirLockedError(`The embedded database at ${dataDir} is already open in this process.`);
      }
      fs.rmSync(lockPath, { force: true }); // stale lock of a dead process
    }
  }
  throw new DataDirLockedError(
    `Could not lock the embedded database at ${dataDir}; remove ${lockPath} if no other process uses it.`,
  );
}
