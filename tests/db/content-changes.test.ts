import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { type HeardChanges, hearContentChanges } from "../support/content-changes.ts";
import { describeEachDriver, SERVER_DRIVERS } from "../support/databases.ts";

/**
 * The database announces each content row a transaction wrote once, at
 * commit, with its state before the transaction and after it (migration
 * *_one_change_per_transaction.sql): what the rebuild engine hears is one
 * change per row, however many statements wrote it.
 */
describeEachDriver(
  "content changes, one per row and transaction",
  (handle) => {
    let heard: HeardChanges;
    let categoryId: string;
    const db = () => handle().db;
    const heardNow = async () => {
      await heard.settle();
      return heard.list.map((change) => ({
        type: change.type,
        table: change.table,
        slug: (change.record ?? change.oldRecord)?.slug,
      }));
    };

    beforeAll(async () => {
      heard = await hearContentChanges(handle());
      const category = await db()
        .insertInto("categories")
        .values({ name: "Aves", slug: "aves" })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryId = category.id;
    });
    afterAll(async () => {
      await heard.stop();
    });
    beforeEach(async () => {
      await heard.clear();
    });

    it("announces a row inserted then updated as one INSERT, with its state at commit", async () => {
      await db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto("drawings")
            .values({ title: "Pato", slug: "pato", category_id: categoryId })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.updateTable("drawings").set({ slug: "pato-novo", difficulty_tier: "facil" }).where("id", "=", id).execute();
          await trx.updateTable("drawings").set({ image_hash: "0123456789abcdef" }).where("id", "=", id).execute();
        });
      await heard.settle();
      expect(heard.list).toHaveLength(1);
      expect(heard.list[0]).toMatchObject({
        type: "INSERT",
        table: "drawings",
        record: { slug: "pato-novo", difficulty_tier: "facil" },
        oldRecord: null,
      });
    });

    it("announces several updates of a row as one UPDATE from its state before the transaction", async () => {
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("drawings").set({ slug: "pato-1" }).where("slug", "=", "pato-novo").execute();
          await trx.updateTable("drawings").set({ slug: "pato-2", active: false }).where("slug", "=", "pato-1").execute();
        });
      await heard.settle();
      expect(heard.list).toHaveLength(1);
      expect(heard.list[0]).toMatchObject({
        type: "UPDATE",
        record: { slug: "pato-2", active: false },
        oldRecord: { slug: "pato-novo", active: true },
      });
    });

    it("says nothing of a row back where it began, of views alone, or of a row inserted and deleted at once", async () => {
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`update drawings set downloads = downloads + 1 where slug = 'pato-2'`.execute(trx);
          await sql`update drawings set downloads = downloads - 1 where slug = 'pato-2'`.execute(trx);
        });
      await db().updateTable("drawings").set({ views: 40 }).where("slug", "=", "pato-2").execute();
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto("drawings").values({ title: "Efêmero", slug: "efemero", category_id: categoryId }).execute();
          await trx.deleteFrom("drawings").where("slug", "=", "efemero").execute();
        });
      expect(await heardNow()).toEqual([]);
      // A download alone is a change (the lists ordered by downloads show it).
      await sql`update drawings set downloads = downloads + 1 where slug = 'pato-2'`.execute(db());
      expect(await heardNow()).toEqual([{ type: "UPDATE", table: "drawings", slug: "pato-2" }]);
    });

    it("announces every row of a many-row statement, each once, and nothing of a rolled-back one", async () => {
      await sql`
      insert into drawings (title, slug, category_id)
      select 'Ave ' || n, 'ave-' || n, ${categoryId}::uuid from generate_series(1, 300) as n`.execute(db());
      await sql`update drawings set active = false where slug like 'ave-%'`.execute(db());
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable("drawings").set({ slug: "nunca" }).where("slug", "=", "ave-1").execute();
            throw new Error("rolled back");
          }),
      ).rejects.toThrow("rolled back");
      const changes = await heardNow();
      expect(changes.filter((change) => change.type === "INSERT")).toHaveLength(300);
      expect(changes.filter((change) => change.type === "UPDATE")).toHaveLength(300);
      expect(new Set(changes.map((change) => `${change.type}:${change.slug}`)).size).toBe(600);
      // Nothing waits in the stash once the transactions are over.
      const left = await sql<{ n: number }>`select count(*)::int as n from content_change_stash`.execute(db());
      expect(left.rows[0]?.n).toBe(0);
    });
    // Heard by LISTEN, which a transaction pooler cannot keep: the pooler driver has no channel to hear on.
  },
  SERVER_DRIVERS,
);
