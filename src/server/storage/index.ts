import nodePath from "node:path";
import { config } from "../config.ts";
import { processSingleton } from "../process-singleton.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { Storage } from "./storage.ts";

export * from "./storage.ts";

/**
 * The process's storage. Local files under <DATA_DIR>/storage for now; the
 * Supabase Storage implementation is chosen here once it exists.
 */
export function getStorage(): Storage {
  return processSingleton("storage", () => createLocalStorage(nodePath.join(config().dataDir, "storage")));
}
