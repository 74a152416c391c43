import { sql } from "kysely";
import { withAuthTables } from "../db/auth-tables.ts";
import type { Executor } from "./executor.ts";

/** How many administrators exist (better-auth's `user` table: there is no public sign-up). */
export async function countAdmins(db: Executor): Promise<number> {
  const row = await withAuthTables(db)
    .selectFrom("user")
    .select(sql<number>`count(*)::int`.as("count"))
    .executeTakeFirstOrThrow();
  return row.count;
}
