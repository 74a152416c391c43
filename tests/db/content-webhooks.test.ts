import { sql } from "kysely";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { CONTENT_TABLES } from "#src/server/changes/change.ts";
import { counterHit } from "#src/server/counters/hits.ts";
import {
  createCategory,
  createCollection,
  createDrawing,
  incrementDrawingDownloads,
  updateCollection,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { installSupabaseWebhooks, type QueuedRequest, takeQueuedRequests } from "../support/supabase-webhook.ts";
import { resetTables } from "./repository-helpers.ts";

const WEBHOOK_URL = "https://rabisco.test/api/hooks/content-changed";
const SECRET = "segredo-do-webhook-de-teste-1234";

type Row = Record<string, unknown>;
type Payload = { type: string; table: string; schema: string; record: Row | null; old_record: Row | null };
const payloads = (requests: QueuedRequest[]) => requests.map((request) => JSON.parse(request.body) as Payload);

/**
 * supabase/webhooks/content_webhooks.sql, run as an operator runs it on
 * Supabase, against a stand-in of Supabase's `supabase_functions` and
 * pg_net (issue 43): every table the migrations announce gets its webhook,
 * collections included, and a download calls the site only when it moved
 * the home page's popular list.
 */
describeEachDriver("Supabase's content webhooks", (handle) => {
  const db = () => handle().db;
  let categoryId: string;

  beforeAll(async () => {
    await installSupabaseWebhooks(handle(), { webhookUrl: WEBHOOK_URL, secret: SECRET });
  });
  beforeEach(async () => {
    await resetTables(db());
    await sql`truncate public.collections, public.counter_hits, public.counter_visitors`.execute(db());
    categoryId = (await createCategory(db(), { name: "Bichos" })).id;
    await takeQueuedRequests(db(), 100_000);
  });

  it("puts a trigger pair on every table the migrations announce, which are the site's content tables", async () => {
    const announced = await sql<{ table: string }>`
      select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgfoid = 'public.notify_content_change()'::regprocedure order by 1`.execute(db());
    expect(announced.rows.map((row) => row.table)).toEqual([...CONTENT_TABLES].sort());
    const webhooks = await sql<{ name: string }>`
      select t.tgname as name from pg_trigger t
      where t.tgfoid = 'supabase_functions.http_request()'::regprocedure order by 1`.execute(db());
    expect(webhooks.rows.map((row) => row.name)).toEqual(
      [...CONTENT_TABLES].sort().flatMap((table) => [`${table}_content_webhook`, `${table}_content_webhook_update`]),
    );
  });

  it("posts a collection's creation, rename and deletion with the secret, and nothing for a rolled back write", async () => {
    const collection = await createCollection(db(), { name: "Natal" });
    await updateCollection(db(), collection.id, { name: "Natal Feliz" });
    await sql`delete from public.collections where id = ${collection.id}::uuid`.execute(db());
    await db()
      .transaction()
      .execute(async (trx) => {
        await createCollection(trx, { name: "Páscoa" });
        await trx.deleteFrom("collections").execute();
      })
      .catch(() => {});
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await createCollection(trx, { name: "Carnaval" });
          throw new Error("rolled back");
        }),
    ).rejects.toThrow("rolled back");
    const requests = (await takeQueuedRequests(db())).filter((request) => request.body.includes('"collections"'));
    const sent = payloads(requests).map((payload) => ({
      type: payload.type,
      table: payload.table,
      schema: payload.schema,
      slug: (payload.record ?? payload.old_record)?.slug,
    }));
    expect(sent.slice(0, 3)).toEqual([
      { type: "INSERT", table: "collections", schema: "public", slug: "natal" },
      { type: "UPDATE", table: "collections", schema: "public", slug: "natal-feliz" },
      { type: "DELETE", table: "collections", schema: "public", slug: "natal-feliz" },
    ]);
    // Páscoa's transaction committed (an insert and a delete: both sent, as Supabase does); Carnaval's did not.
    expect(sent.some((payload) => payload.slug === "carnaval")).toBe(false);
    for (const request of requests) {
      expect(request.url).toBe(WEBHOOK_URL);
      expect(request.headers).toMatchObject({ "Content-Type": "application/json", "x-webhook-secret": SECRET });
    }
  });

  it("posts nothing for a change of views alone, and a drawing's edit as one UPDATE of its whole row", async () => {
    const drawing = await createDrawing(db(), { title: "Gato", categoryId });
    await takeQueuedRequests(db());
    await sql`update public.drawings set views = views + 5 where id = ${drawing.id}::uuid`.execute(db());
    expect(await takeQueuedRequests(db())).toEqual([]);
    await sql`update public.drawings set title = 'Gato de botas' where id = ${drawing.id}::uuid`.execute(db());
    const [edit] = payloads(await takeQueuedRequests(db()));
    expect(edit).toMatchObject({ type: "UPDATE", table: "drawings", record: { title: "Gato de botas" } });
    expect(edit?.old_record?.title).toBe("Gato");
  });

  it("calls the site for a download only when it moved the home page's popular list", async () => {
    // Ten drawings with 1,000, 2,000 ... 10,000 downloads: the top 8 are the ones with 3,000 and more.
    const drawings = [];
    for (let index = 1; index <= HOME_POPULAR_DRAWINGS + 2; index++) {
      const drawing = await createDrawing(db(), { title: `Desenho ${index}`, categoryId });
      await sql`update public.drawings set downloads = ${index * 1000} where id = ${drawing.id}::uuid`.execute(db());
      drawings.push(drawing);
    }
    await takeQueuedRequests(db());
    const download = async (drawingId: string, visitor: number) =>
      incrementDrawingDownloads(
        db(),
        drawingId,
        counterHit(`198.51.100.${visitor}`, { secret: "segredo dos contadores", periodHours: 24 }),
      );
    const [tenth, , third, second, first] = [drawings[0], drawings[1], drawings[7], drawings[8], drawings[9]].map(
      (drawing) => drawing?.id as string,
    );
    // Outside the list, 1,000 → 1,001: moves nothing.
    await download(tenth as string, 1);
    expect(await takeQueuedRequests(db())).toEqual([]);
    // First already, 10,000 → 10,001: the list's order stays.
    await download(first as string, 2);
    expect(await takeQueuedRequests(db())).toEqual([]);
    // The third, 8,999 → 9,000, ties with the second: ahead of it (a new order) only when its id is greater.
    await sql`update public.drawings set downloads = 8999 where id = ${third}::uuid`.execute(db());
    await takeQueuedRequests(db());
    await download(third as string, 3);
    const tie = (third as string) > (second as string);
    expect((await takeQueuedRequests(db())).length).toBe(tie ? 1 : 0);
    await download(third as string, 4); // 9,000 → 9,001: ahead of the second either way
    expect((await takeQueuedRequests(db())).length).toBe(tie ? 0 : 1);
    // And a hundred downloads of a drawing far down the catalogue call nothing at all.
    for (let visitor = 10; visitor < 110; visitor++) await download(tenth as string, visitor);
    expect(await takeQueuedRequests(db())).toEqual([]);
  });
});
