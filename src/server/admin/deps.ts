import { getDb } from "../db/index.ts";
import { getStorage } from "../storage/index.ts";
import type { AdminDeps } from "./categories.ts";

/** The process's database and storage, for the admin services. */
export async function adminDeps(): Promise<AdminDeps> {
  return { db: await getDb(), storage: getStorage() };
}
