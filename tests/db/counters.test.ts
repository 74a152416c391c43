import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Article, Drawing } from "#src/lib/domain.ts";
import { type CounterSettings, counterHit } from "#src/server/counters/hits.ts";
import {
  createArticle,
  createCategory,
  createDrawing,
  getArticleById,
  getDrawingById,
  incrementArticleViews,
  incrementDrawingDownloads,
  incrementDrawingViews,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const PARALLEL = 100;
const SETTINGS: CounterSettings = { secret: "a test secret for the counters", periodHours: 24 };
const NOW = new Date("2026-11-23T15:00:00Z");
const HOUR = 3_600_000;
/** The budget of one address per period (migration *_counters_per_address_and_webhooks.sql). */
const HITS_PER_ADDRESS = 300;

/** The hit of `ip` at `now` (the period's clock is injected here). */
const hit = (ip: string, now = NOW) => counterHit(ip, SETTINGS, now);
/** A distinct visitor per number. */
const visitor = (n: number) => hit(`198.51.${Math.floor(n / 256)}.${n % 256}`);

/** An executor that fails on any use: proves a call never reached the database. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was touched");
    },
  },
) as never;

describeEachDriver("counters", (handle) => {
  const db = () => handle().db;

  let drawing: Drawing;
  let hidden: Drawing;
  let article: Article;
  let draft: Article;

  const counters = () =>
    [
      { name: "drawing views", count: (ip = hit("203.0.113.7")) => incrementDrawingViews(db(), drawing.id, ip) },
      { name: "drawing downloads", count: (ip = hit("203.0.113.7")) => incrementDrawingDownloads(db(), drawing.id, ip) },
      { name: "article views", count: (ip = hit("203.0.113.7")) => incrementArticleViews(db(), article.id, ip) },
    ] as const;

  const hitRows = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from public.counter_hits`.execute(db())).rows[0]?.n);

  beforeEach(async () => {
    await resetTables(db());
    await sql`truncate public.counter_hits, public.counter_visitors`.execute(db());
    const category = await createCategory(db(), { name: "Contagem" });
    drawing = await createDrawing(db(), { title: "Contador", categoryId: category.id });
    hidden = await createDrawing(db(), { title: "Escondido", active: false });
    article = await createArticle(db(), { title: "Lido", status: "published" });
    draft = await createArticle(db(), { title: "Rascunho" });
  });

  it("counts a visitor once per period and answers the current value every time", async () => {
    expect(await incrementDrawingViews(db(), drawing.id, visitor(1))).toBe(1);
    expect(await incrementDrawingViews(db(), drawing.id, visitor(1))).toBe(1);
    expect(await incrementDrawingViews(db(), drawing.id, visitor(2))).toBe(2);
    expect(await incrementDrawingDownloads(db(), drawing.id, visitor(1))).toBe(1);
    expect(await incrementArticleViews(db(), article.id, visitor(1))).toBe(1);
    expect(await incrementArticleViews(db(), article.id, visitor(1))).toBe(1);
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: 2, downloads: 1 });
    expect((await getArticleById(db(), article.id))?.views).toBe(1);
  });

  it(`moves each counter once under ${PARALLEL} parallel and ${PARALLEL} sequential calls from one address`, async () => {
    for (const counter of counters()) {
      const parallel = await Promise.all(Array.from({ length: PARALLEL }, () => counter.count()));
      expect(new Set(parallel), counter.name).toEqual(new Set([1]));
      for (let call = 0; call < PARALLEL; call++) expect(await counter.count(), counter.name).toBe(1);
    }
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: 1, downloads: 1 });
    expect((await getArticleById(db(), article.id))?.views).toBe(1);
    expect(await hitRows()).toBe(3);
  });

  it("counts a second address again, and an IPv6 /64 as one address", async () => {
    for (const counter of counters()) {
      expect(await counter.count(hit("203.0.113.7"))).toBe(1);
      expect(await counter.count(hit("203.0.113.8"))).toBe(2);
      expect(await counter.count(hit("::ffff:203.0.113.8"))).toBe(2);
      expect(await counter.count(hit("2001:db8:1:2::1"))).toBe(3);
      expect(await counter.count(hit("2001:db8:1:2:abcd:ef01:2345:6789"))).toBe(3);
      expect(await counter.count(hit("2001:0db8:0001:0002:ffff::"))).toBe(3);
      expect(await counter.count(hit("2001:db8:1:3::1"))).toBe(4);
    }
  });

  it("loses no count when many visitors count at once", async () => {
    const runs = await Promise.all(
      counters().map((counter) => Promise.all(Array.from({ length: PARALLEL }, (_, n) => counter.count(visitor(n))))),
    );
    const oneToN = Array.from({ length: PARALLEL }, (_, index) => index + 1);
    // Each call saw its own new value: 1..100, none repeated.
    for (const values of runs) expect([...values].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(oneToN);
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: PARALLEL, downloads: PARALLEL });
  });

  it(`counts at most ${HITS_PER_ADDRESS} hits of one address a period across every item, keeping no row past them`, async () => {
    // A sweep: one address downloads every drawing of a catalogue larger than its budget.
    const ids = await sql<{ id: string }>`
      insert into public.drawings (title, slug, category_id)
      select 'Varrido ' || n, 'varrido-' || n, ${drawing.categoryId}::uuid from generate_series(1, ${HITS_PER_ADDRESS + 20}) n
      returning id`.execute(db());
    const sweeper = hit("203.0.113.66");
    const answers: (number | null)[] = [];
    for (const { id } of ids.rows) answers.push(await incrementDrawingDownloads(db(), id, sweeper));
    expect(answers.filter((value) => value === 1)).toHaveLength(HITS_PER_ADDRESS);
    // Past the budget each drawing still answers its current value, unmoved.
    expect(answers.slice(HITS_PER_ADDRESS)).toEqual(Array.from({ length: 20 }, () => 0));
    expect(await hitRows()).toBe(HITS_PER_ADDRESS);
    // Views of the first drawings are hits of the same budget: none left.
    expect(await incrementDrawingViews(db(), drawing.id, sweeper)).toBe(0);
    expect(await incrementArticleViews(db(), article.id, sweeper)).toBe(0);
    // Another address counts as before, and the sweeper counts again the next period.
    expect(await incrementDrawingDownloads(db(), ids.rows.at(-1)?.id as string, hit("203.0.113.67"))).toBe(1);
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
    expect(await incrementDrawingDownloads(db(), ids.rows.at(-1)?.id as string, hit("203.0.113.66", tomorrow))).toBe(2);
    // One budget row per address and period: the finished period's rows drain with the next calls.
    for (let n = 0; n < 4; n++) await incrementDrawingViews(db(), drawing.id, hit(`203.0.114.${n}`, tomorrow));
    expect(await hitRows()).toBe(5);
    const budgets = await sql<{ n: number }>`select count(*)::int as n from public.counter_visitors`.execute(db());
    expect(budgets.rows[0]?.n).toBe(5);
  });

  it("counts the same address again in the next period, and purges the finished one", async () => {
    // 250 visitors in the first period...
    for (let n = 0; n < 250; n++) await incrementDrawingViews(db(), drawing.id, visitor(n));
    expect(await hitRows()).toBe(250);
    // ...the same address a day later counts again.
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
    expect(await incrementDrawingViews(db(), drawing.id, hit("198.51.0.0", tomorrow))).toBe(251);
    expect(await incrementDrawingViews(db(), drawing.id, hit("198.51.0.0", tomorrow))).toBe(251);
    // Each call deletes up to 100 rows of finished periods: three calls leave only today's row.
    expect(await incrementArticleViews(db(), article.id, hit("198.51.0.0", tomorrow))).toBe(1);
    expect(await hitRows()).toBe(2);
    // Within one period the clock moving changes nothing.
    expect(await incrementDrawingViews(db(), drawing.id, hit("198.51.0.0", new Date(tomorrow.getTime() + 5 * HOUR)))).toBe(251);
  });

  it("keeps a hash, never the address, and no two periods' hashes of one address alike", async () => {
    await incrementDrawingViews(db(), drawing.id, hit("203.0.113.7"));
    await incrementDrawingViews(db(), drawing.id, hit("203.0.113.7", new Date(NOW.getTime() + 24 * HOUR)));
    const rows = await sql<{ visitor: string }>`select encode(visitor, 'hex') as visitor from public.counter_hits`.execute(db());
    const addressHex = Buffer.from("203.0.113.7").toString("hex");
    expect(rows.rows).toHaveLength(1); // the first period's row went with the purge
    expect(rows.rows[0]?.visitor).toHaveLength(32);
    expect(rows.rows[0]?.visitor).not.toContain(addressHex);
    expect(Buffer.from(hit("203.0.113.7").visitor).toString("hex")).not.toBe(rows.rows[0]?.visitor);
  });

  it("does not move updated_at: a view is not an edit", async () => {
    for (const counter of counters()) await counter.count();
    expect((await getDrawingById(db(), drawing.id))?.updatedAt).toEqual(drawing.updatedAt);
    expect((await getArticleById(db(), article.id))?.updatedAt).toEqual(article.updatedAt);
  });

  it("gives null for unknown ids, inactive drawings and unpublished articles, changing and recording nothing", async () => {
    const ip = hit("203.0.113.7");
    expect(await incrementDrawingViews(db(), MISSING_ID, ip)).toBeNull();
    expect(await incrementDrawingDownloads(db(), MISSING_ID, ip)).toBeNull();
    expect(await incrementArticleViews(db(), MISSING_ID, ip)).toBeNull();
    expect(await incrementDrawingViews(db(), hidden.id, ip)).toBeNull();
    expect(await incrementDrawingDownloads(db(), hidden.id, ip)).toBeNull();
    expect(await incrementArticleViews(db(), draft.id, ip)).toBeNull();
    expect(await incrementArticleViews(db(), drawing.id, ip)).toBeNull();
    expect(await getDrawingById(db(), hidden.id)).toMatchObject({ views: 0, downloads: 0 });
    expect((await getArticleById(db(), draft.id))?.views).toBe(0);
    expect(await hitRows()).toBe(0);
  });

  it("gives null for a malformed id without touching the database", async () => {
    const ip = hit("203.0.113.7");
    for (const id of ["abc", "", "00000000-0000-4000-8000-00000000000", "'; drop table drawings; --"]) {
      expect(await incrementDrawingViews(untouchable, id, ip)).toBeNull();
      expect(await incrementDrawingDownloads(untouchable, id, ip)).toBeNull();
      expect(await incrementArticleViews(untouchable, id, ip)).toBeNull();
    }
    // The guard itself is real: a well-formed id does reach the executor.
    await expect(incrementDrawingViews(untouchable, MISSING_ID, ip)).rejects.toThrow("the database was touched");
  });

  it("keeps counts above 2^31 exact through the driver", async () => {
    const big = 5_000_000_000;
    await sql`update public.drawings set views = ${big}, downloads = ${big + 10} where id = ${drawing.id}::uuid`.execute(db());
    await sql`update public.blog_articles set views = ${big + 20} where id = ${article.id}::uuid`.execute(db());
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: big, downloads: big + 10 });
    expect((await getArticleById(db(), article.id))?.views).toBe(big + 20);
    expect(await incrementDrawingViews(db(), drawing.id, hit("203.0.113.7"))).toBe(big + 1);
    expect(await incrementDrawingDownloads(db(), drawing.id, hit("203.0.113.7"))).toBe(big + 11);
    expect(await incrementArticleViews(db(), article.id, hit("203.0.113.7"))).toBe(big + 21);
    expect(typeof (await getDrawingById(db(), drawing.id))?.views).toBe("number");
  });

  it("lets neither anon nor authenticated count, or read who counted", async () => {
    for (const role of ["anon", "authenticated"]) {
      const attempts = [
        sql`select public.increment_drawing_views(${drawing.id}::uuid, '\\x00112233445566778899aabbccddeeff'::bytea, now())`,
        sql`select public.increment_drawing_downloads(${drawing.id}::uuid, '\\x00112233445566778899aabbccddeeff'::bytea, now())`,
        sql`select public.increment_article_views(${article.id}::uuid, '\\x00112233445566778899aabbccddeeff'::bytea, now())`,
        sql`select public.record_counter_hit('drawing_views', ${drawing.id}::uuid, '\\x00112233445566778899aabbccddeeff'::bytea, now())`,
        sql`select count(*) from public.counter_hits`,
      ];
      for (const attempt of attempts) {
        // `set local`: the role ends with the transaction, on whichever connection a pooler lent it.
        let outcome = "allowed";
        await db()
          .transaction()
          .execute(async (trx) => {
            await sql.raw(`set local role ${role}`).execute(trx);
            try {
              await attempt.execute(trx);
            } catch (error) {
              outcome = (error as Error).message;
            }
          })
          // The refused statement aborted the transaction: its commit is refused too (PGlite says so).
          .catch(() => {});
        expect(outcome, role).toMatch(/permission denied/);
      }
    }
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: 0, downloads: 0 });
    expect(await hitRows()).toBe(0);
  });
});
