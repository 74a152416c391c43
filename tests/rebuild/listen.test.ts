import fs from "node:fs";
import nodePath from "node:path";
import { type Kysely, sql } from "kysely";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "#src/server/changes/change.ts";
import { listenForChanges, NOTIFY_CHANNEL, parseNotification } from "#src/server/changes/listen.ts";
import { type DatabaseHandle, IN_MEMORY, openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";
import type { Database } from "#src/server/db/schema.ts";
import { clearProcessSingleton } from "#src/server/process-singleton.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { serverBundle } from "../support/bundle.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { poll } from "../support/poll.ts";
import { createTestEngine, loadBundleRenderer, readPage, removeTempDirs, seedFixture, useProcessDatabase } from "./support.ts";

/**
 * The notify triggers (migration *_content_change_notify.sql) announce every
 * content change on `content_changes`, on PGlite and PostgreSQL alike; on
 * PostgreSQL the engine LISTENs, so an edit made outside the site (psql)
 * reaches the static pages.
 */
async function until<T>(probe: () => T | undefined, ceilingMs = 10_000): Promise<T> {
  const value = await poll(probe, (found) => found !== undefined, { ceilingMs, intervalMs: 20 });
  if (value === undefined) throw new Error("timed out");
  return value;
}

describe("content change notifications [pglite]", () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  const received: ContentChange[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: IN_MEMORY });
    db = handle.db;
    await migrate(handle);
    await handle.listen(NOTIFY_CHANNEL, (payload) => {
      const change = parseNotification(payload);
      if (change) received.push(change);
    });
  }, 60_000);

  afterAll(async () => {
    removeTempDirs();
    await handle?.close();
  });

  it("announces inserts, updates and deletes with the key columns, in the webhook payload's shape", async () => {
    const category = await db
      .insertInto("categories")
      .values({ name: "Aves", slug: "aves" })
      .returningAll()
      .executeTakeFirstOrThrow();
    const drawing = await db
      .insertInto("drawings")
      .values({ title: "Pato", slug: "pato", category_id: category.id, description: "x".repeat(20_000) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable("drawings").set({ title: "Pata" }).where("id", "=", drawing.id).execute();
    await db.deleteFrom("drawings").where("id", "=", drawing.id).execute();
    const changes = await until(() => (received.length >= 4 ? received.slice(0, 4) : undefined));
    expect(changes.map((change) => [change.type, change.table])).toEqual([
      ["INSERT", "categories"],
      ["INSERT", "drawings"],
      ["UPDATE", "drawings"],
      ["DELETE", "drawings"],
    ]);
    const update = changes[2] as ContentChange;
    expect(Object.keys(update.record ?? {}).sort()).toEqual([
      "active",
      "category_id",
      "created_at",
      "difficulty_override",
      "difficulty_tier",
      "downloads",
      "id",
      "slug",
      "updated_at",
    ]);
    expect(update.record?.id).toBe(drawing.id);
    expect(update.oldRecord?.category_id).toBe(category.id);
    expect(changes[3]?.record).toBeNull();
  });

  it("stays silent for view counts and no-op updates, and speaks for download counts", async () => {
    received.length = 0;
    const category = await db.selectFrom("categories").select("id").executeTakeFirstOrThrow();
    const drawing = await db
      .insertInto("drawings")
      .values({ title: "Ganso", slug: "ganso", category_id: category.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await until(() => (received.length === 1 ? true : undefined));
    await db.updateTable("drawings").set({ views: 5 }).where("id", "=", drawing.id).execute();
    // Nothing changes (a title set to itself would: the touch trigger moves updated_at, which pages show).
    await sql`update drawings set downloads = downloads where id = ${drawing.id}`.execute(db);
    await db.updateTable("drawings").set({ downloads: 2 }).where("id", "=", drawing.id).execute();
    const [, downloads] = await until(() => (received.length >= 2 ? received : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(2);
    expect(downloads?.record?.downloads).toBe(2);
    expect(downloads?.oldRecord?.downloads).toBe(0);
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)("LISTEN/NOTIFY into the engine [postgres]", () => {
  let database: TestDatabase;
  let render: Renderer;

  beforeAll(async () => {
    const dist = await serverBundle();
    database = await createTestDatabase("postgres");
    useProcessDatabase(database.handle);
    await seedFixture(database.handle.db);
    render = await loadBundleRenderer(dist);
  }, 300_000);

  afterAll(async () => {
    removeTempDirs();
    clearProcessSingleton("database");
    await database?.dispose();
  });

  it("an edit made with another connection (as with psql) reaches the static page, once", async () => {
    const { engine, outDir, runs } = await createTestEngine(render, database.handle.db);
    await engine.buildAll();
    runs.length = 0;
    const listener = await listenForChanges(database.url as string, (change) => engine.notify(change));
    const psql = postgres(database.url as string, { max: 1, onnotice: () => {} });
    try {
      await psql`update drawings set description = 'Editado pelo psql.' where slug = 'a33'`;
      await until(() => (runs.length > 0 ? true : undefined));
      await engine.whenIdle();
      // The change's run, then the sitemap's.
      expect(runs.map((run) => run.rendered)).toEqual([["/desenhos/animais/a33"], ["/sitemap.xml"]]);
      expect(readPage(outDir, "desenhos/animais/a33/index.html")).toContain("Editado pelo psql.");
      expect(fs.existsSync(nodePath.join(outDir, "desenhos/animais/a33/index.html"))).toBe(true);
    } finally {
      await psql.end();
      await listener.close();
      await engine.stop();
    }
  });
});
