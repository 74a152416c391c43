import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Every path the static site is made of. A full build renders all of them;
 * the rebuild engine renders the subset a change affects.
 */
export async function listSitePaths(_db: Kysely<Database>): Promise<string[]> {
  return ["/", "/404"];
}
