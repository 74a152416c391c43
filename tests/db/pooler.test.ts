import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSACTION_POOLER_CANNOT_LISTEN } from "#src/server/db/connection.ts";
import { createTestDatabase, DRIVERS, type TestDatabase } from "../support/databases.ts";

/**
 * Through a transaction pooler (PgBouncer in transaction mode, as Supabase's
 * port 6543: .ci/start-pgbouncer), consecutive statements run on whichever
 * server connection is free. The rest of the data and API suites run through
 * it as a driver of their own; these tests name what makes that work.
 */
describe.skipIf(!DRIVERS.includes("pooler"))("a database through a transaction pooler", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("pooler");
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it("prepares no statement on the server connections it is lent", async () => {
    const { db } = database.handle;
    for (let index = 0; index < 20; index++) {
      await db.selectFrom("drawings").select("id").where("slug", "=", `x-${index}`).execute();
      await db.selectFrom("categories").select(["id", "name"]).where("name", "=", `y-${index}`).execute();
    }
    // Asked on several transactions, so on several of the pool's server connections.
    const counts = await Promise.all(
      Array.from({ length: 8 }, () =>
        sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db).then((result) => result.rows[0]?.n),
      ),
    );
    expect(counts).toEqual(Array(8).fill(0));
  });

  it("refuses to LISTEN, which would hear nothing", async () => {
    await expect(database.handle.listen("content_changes", () => {})).rejects.toThrow(TRANSACTION_POOLER_CANNOT_LISTEN);
  });

  it("runs a transaction's statements together", async () => {
    const { db } = database.handle;
    const seen = await db.transaction().execute(async (trx) => {
      await sql`set local application_name = 'rabisco-pooler-test'`.execute(trx);
      return (await sql<{ name: string }>`select current_setting('application_name') as name`.execute(trx)).rows[0]?.name;
    });
    expect(seen).toBe("rabisco-pooler-test");
  });
});
