import type { Kysely } from "kysely";
import { getDb } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { getStorage } from "../storage/index.ts";
import type { Storage } from "../storage/storage.ts";

/** What the admin services act on: the database and the image storage. */
export type ContentDeps = { db: Kysely<Database>; storage: Storage };

/** The process's database and storage, for the admin services. */
export async function contentDeps(): Promise<ContentDeps> {
  return { db: await getDb(), storage: getStorage() };
}
