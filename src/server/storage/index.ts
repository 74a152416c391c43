import nodePath from "node:path";
import { config } from "../config.ts";
import { processSingleton } from "../process-singleton.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { Storage } from "./storage.ts";
import { createSupabaseStorage } from "./supabase-storage.ts";

export * from "./storage.ts";

/**
 * The process's storage: Supabase Storage (bucket `drawings`) when
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, otherwise local files
 * under <DATA_DIR>/storage.
 */
export function getStorage(): Storage {
  return processSingleton("storage", () => {
    const { supabase, dataDir } = config();
    return supabase ? createSupabaseStorage(supabase) : createLocalStorage(nodePath.join(dataDir, "storage"));
  });
}
