import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, brasiliaDate, brasiliaMidnight } from "#src/lib/calendar/civil-date.ts";
import type { ContentChange } from "#src/server/changes/change.ts";
import { drainCdnChanges, type PurgeApi } from "#src/server/netlify/purger.ts";
import { queueCdnChange, readPurgeState, recordCachedPage } from "#src/server/repositories/cdn.ts";
import { createCollection, publishArticle, updateCategory, updateDrawing } from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { renderCachedPage } from "#src/server/site/cdn/cached-page.ts";
import type { RebuildEngine, RunReport } from "#src/server/site/engine/engine.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { createTestEngine, type Fixture, rebuildHarness } from "./support.ts";

/**
 * The CDN purger against the rebuild engine, on the same catalogue and the
 * same changes: every page the engine writes anew (its HTML changed) must
 * have left the CDN, and the CDN must lose nothing the engine did not at
 * least render again. The CDN here is a map of pages by path with the tags
 * their responses carry (src/server/site/cdn/cached-page.ts), filled and
 * warmed the way the site's function fills Netlify's.
 */
type Table = "categories" | "drawings" | "blog_articles" | "collections";

for (const driver of SERVER_DRIVERS) {
  describe(`the CDN purger purges what the engine re-renders [${driver}]`, () => {
    let database: TestDatabase;
    let engine: RebuildEngine;
    let runs: RunReport[];
    let render: Renderer;
    let fixture: Fixture;
    /** The CDN: path → the tags of the response it keeps. */
    const cdn = new Map<string, Set<string>>();
    const purgeCalls: (string[] | undefined)[] = [];
    const db = () => database.handle.db;
    const row = async (table: Table, id: string) =>
      ((await sql`select * from ${sql.table(table)} where id = ${id}`.execute(db())).rows[0] as
        | Record<string, unknown>
        | undefined) ?? null;

    const store = {
      record: (page: { path: string; deps: ReadonlyMap<string, string>; groups: readonly string[] }) =>
        recordCachedPage(db(), page),
      forget: async (path: string) => {
        await sql`delete from cdn_pages where path = ${path}`.execute(db());
      },
    };

    /** What the site's function does for a visitor's request: render, record, and the CDN keeps it with its tags. */
    const visit = async (path: string): Promise<number> => {
      const response = await renderCachedPage(
        path,
        async () => {
          const page = await render(path);
          return new Response(page.body, { status: page.status, headers: { "content-type": page.contentType } });
        },
        store,
        { varyParameter: "k-test" },
      );
      // A response that depends on no data (robots.txt) carries no tag: it changes with a deploy only.
      if (response.headers.has("netlify-cdn-cache-control"))
        cdn.set(path, new Set((response.headers.get("netlify-cache-tag") ?? "").split(",").filter(Boolean)));
      return response.status;
    };

    const purge: PurgeApi = async (tags) => {
      purgeCalls.push(tags);
      for (const [path, pageTags] of cdn) if (!tags || tags.some((tag) => pageTags.has(tag))) cdn.delete(path);
    };

    /** Runs a write, reports it to the engine and queues it for the purger; returns what each did. */
    const change = async (table: Table, id: string, write: () => Promise<unknown>) => {
      const before = await row(table, id);
      await write();
      const after = await row(table, id);
      const content: ContentChange = {
        type: after === null ? "DELETE" : "UPDATE",
        table,
        record: after,
        oldRecord: before,
      };
      const runsBefore = runs.length;
      engine.notify(content);
      await engine.whenIdle();
      await queueCdnChange(db(), content);
      const report = await drainCdnChanges({
        db: db(),
        purge,
        // The purger warms what it purged: as a visitor would, through the function.
        warm: visit,
        sleep: async () => {},
        log: () => {},
      });
      const engineRuns = runs.slice(runsBefore);
      return {
        report,
        written: new Set(engineRuns.flatMap((run) => run.written)),
        removed: new Set(engineRuns.flatMap((run) => run.removed)),
        rendered: new Set(engineRuns.flatMap((run) => run.rendered)),
      };
    };

    const harness = rebuildHarness(driver);
    beforeAll(async () => {
      ({ database, fixture, render } = harness());
      ({ engine, runs } = await createTestEngine(render, db()));
      const built = await engine.buildAll();
      // A visitor asked for every page once: the CDN holds the whole site.
      for (const path of built.rendered) expect(await visit(path), path).toBeLessThan(500);
      expect(cdn.size).toBe(built.rendered.length);
    }, 300_000);

    afterAll(async () => {
      await engine?.stop();
    });

    /** Every cached page whose HTML changed or that went left the CDN (purged, then warmed again). */
    function expectNothingStale(result: Awaited<ReturnType<typeof change>>, purgedTags: string[]) {
      for (const path of [...result.written, ...result.removed]) {
        // A page the CDN never held (a new address) cannot be stale.
        if (!cdnTagsBefore.has(path)) continue;
        const tags = [...(cdnTagsBefore.get(path) ?? [])];
        expect(
          tags.some((tag) => purgedTags.includes(tag)),
          `${path} changed but none of its tags (${tags.join(",")}) was purged`,
        ).toBe(true);
      }
    }
    const cdnTagsBefore = new Map<string, Set<string>>();
    const snapshot = () => {
      cdnTagsBefore.clear();
      for (const [path, tags] of cdn) cdnTagsBefore.set(path, new Set(tags));
    };
    const purgedSince = (from: number) => purgeCalls.slice(from).flatMap((tags) => tags ?? []);

    it("a title edit purges the drawing's page and the pages showing its card, and nothing the engine left alone", async () => {
      snapshot();
      const from = purgeCalls.length;
      const id = fixture.drawings.a10 as string;
      const result = await change("drawings", id, () => updateDrawing(db(), id, { title: "Leão Colorido" }));
      const tags = purgedSince(from);
      expect(tags).toContain(`drawing:${id}`);
      expectNothingStale(result, tags);
      // Precise: every page that left, the engine rendered again too; but the sitemap and the missing addresses
      // (404s, redirects: PAGE_SET_TAG), which every content change purges.
      const left = [...cdnTagsBefore.keys()].filter((path) =>
        [...(cdnTagsBefore.get(path) ?? [])].some((tag) => tags.includes(tag)),
      );
      for (const path of left) {
        const always = path.startsWith("/sitemap") || cdnTagsBefore.get(path)?.has("page-set");
        expect(result.rendered.has(path) || result.removed.has(path) || always, `${path} purged, yet the engine left it`).toBe(
          true,
        );
      }
      expect(left).toContain("/desenhos/animais/a10");
      // Its old address went (the engine removed the file): it answers the redirect now, not the old page.
      expect(result.removed.has("/desenhos/animais/a10")).toBe(true);
      expect(left).not.toContain("/desenhos/carros/c1");
      expect(result.report.runs[0]?.warmed).toBeGreaterThan(0);
      // Warmed again: the CDN holds the new title's page.
      expect(await visit("/desenhos/animais/a10")).toBe(301);
      expect(cdn.get("/desenhos/animais/a10")?.has("page-set")).toBe(true);
      const state = await readPurgeState(db());
      expect(state.owedTags).toEqual([]);
      expect(state.leaseUntil).toBeNull();
    });

    it("a category rename purges all of its pages, its drawings' pages and the all-categories page", async () => {
      snapshot();
      const from = purgeCalls.length;
      const id = fixture.categories.carros;
      const result = await change("categories", id, () => updateCategory(db(), id, { name: "Carrinhos" }));
      const tags = purgedSince(from);
      expectNothingStale(result, tags);
      expect(result.written.has("/categorias/todas")).toBe(true);
      for (const path of ["/desenhos/carros/c1", "/categorias/carros"]) {
        const pageTags = [...(cdnTagsBefore.get(path) ?? [])];
        expect(
          pageTags.some((tag) => tags.includes(tag)),
          path,
        ).toBe(true);
      }
    });

    it("a download that reorders the home page's popular list purges the home page only", async () => {
      snapshot();
      const from = purgeCalls.length;
      const id = fixture.drawings.a03 as string;
      const result = await change("drawings", id, () =>
        db().updateTable("drawings").set({ downloads: 1_000 }).where("id", "=", id).execute(),
      );
      const tags = purgedSince(from);
      expect(result.written.has("/")).toBe(true);
      expectNothingStale(result, tags);
      expect(tags).not.toContain("page-set");
    });

    it("publishing an article purges the blog, its feed, and the missing page its address answered before", async () => {
      const id = fixture.articles.draft;
      const draft = await row("blog_articles", id);
      const address = `/blog/${String(draft?.slug)}`;
      expect(await visit(address)).toBe(404);
      expect(cdn.get(address)?.has("page-set")).toBe(true);
      snapshot();
      const from = purgeCalls.length;
      const result = await change("blog_articles", id, () => publishArticle(db(), id));
      const tags = purgedSince(from);
      expectNothingStale(result, tags);
      expect(tags).toContain("page-set");
      expect(await visit(address)).toBe(200);
    });

    it("purges, when a collection's window opens, the pages showing its season and no other (issue 36)", async () => {
      // A date 31 days after today in Brasília: its 30-day window opens at tomorrow's midnight.
      const today = brasiliaDate(new Date());
      const date = addDays(today, 31);
      const { id } = await createCollection(db(), {
        name: "Data Que Vem",
        yearlyDate: { kind: "fixed", month: date.month, day: date.day },
        drawingIds: [fixture.drawings.c2 as string],
      });
      await queueCdnChange(db(), { type: "INSERT", table: "collections", record: await row("collections", id), oldRecord: null });
      await drainCdnChanges({ db: db(), purge, warm: visit, sleep: async () => {}, log: () => {} });
      for (const path of ["/", "/colecoes", "/colecoes/data-que-vem"]) expect(await visit(path), path).toBe(200);
      snapshot();
      const gone: string[] = [];
      const watching: PurgeApi = async (tags) => {
        for (const [path, pageTags] of cdn) if (!tags || tags.some((tag) => pageTags.has(tag))) gone.push(path);
        await purge(tags);
      };
      // Today nothing moved: the look at the calendar purges nothing.
      const quiet = await drainCdnChanges({ db: db(), purge: watching, warm: visit, sleep: async () => {}, log: () => {} });
      expect(quiet.runs).toEqual([]);
      expect(gone).toEqual([]);
      // Tomorrow, one second after Brasília's midnight.
      const tomorrow = new Date(brasiliaMidnight(addDays(today, 1)).getTime() + 1_000);
      const opened = await drainCdnChanges({
        db: db(),
        purge: watching,
        warm: visit,
        sleep: async () => {},
        log: () => {},
        now: () => tomorrow,
      });
      expect(opened.runs).toHaveLength(1);
      expect(gone.sort()).toEqual(["/", "/colecoes", "/colecoes/data-que-vem"]);
    });

    it("answers a sitemap part's address that is no part number with a 404 that read no page address (issue 43)", async () => {
      // The sample has one sitemap file: a part number that may exist still reads every address to know.
      expect(await visit("/sitemap-2.xml")).toBe(404);
      expect(cdn.get("/sitemap-2.xml")?.has("site-pages")).toBe(true);
      for (const path of ["/sitemap-abc.xml", "/sitemap-0.xml", "/sitemap-1000000.xml", `/sitemap-${"9".repeat(500)}.xml`]) {
        expect(await visit(path), path).toBe(404);
        expect(cdn.get(path)?.has("site-pages"), path).toBe(false);
        expect(cdn.get(path)?.has("page-set"), path).toBe(true);
      }
    });

    it("keeps a purge Netlify refused as owed, and pays it on the next run", async () => {
      const id = fixture.drawings.a20 as string;
      const before = await row("drawings", id);
      await updateDrawing(db(), id, { title: "Girafa Pintada" });
      await queueCdnChange(db(), { type: "UPDATE", table: "drawings", record: await row("drawings", id), oldRecord: before });
      const failing: PurgeApi = async () => {
        throw Object.assign(new Error("Cache purge API call returned an unexpected status code: 500"), { status: 500 });
      };
      const failed = await drainCdnChanges({ db: db(), purge: failing, warm: visit, sleep: async () => {}, log: () => {} });
      expect(failed.error).toMatch(/500/);
      const owed = await readPurgeState(db());
      expect(owed.owedTags).toContain(`drawing:${id}`);
      expect(owed.leaseUntil).toBeNull();
      const queued = await sql<{ n: number }>`select count(*)::int as n from cdn_changes`.execute(db());
      expect(queued.rows[0]?.n).toBe(0);
      // A 429 is waited out and tried again.
      let limited = 1;
      const from = purgeCalls.length;
      const paid = await drainCdnChanges({
        db: db(),
        purge: async (tags) => {
          if (limited-- > 0) throw new Error("Cache purge API call returned an unexpected status code: 429");
          await purge(tags);
        },
        warm: visit,
        sleep: async () => {},
        log: () => {},
      });
      expect(paid.error).toBeUndefined();
      expect(purgedSince(from)).toContain(`drawing:${id}`);
      expect((await readPurgeState(db())).owedTags).toEqual([]);
    });

    it("runs one purger at a time: a second trigger while one holds the lease leaves at once", async () => {
      const id = fixture.drawings.a30 as string;
      const before = await row("drawings", id);
      await updateDrawing(db(), id, { title: "Zebra Listrada" });
      await queueCdnChange(db(), { type: "UPDATE", table: "drawings", record: await row("drawings", id), oldRecord: before });
      let inside = 0;
      let most = 0;
      const slowPurge: PurgeApi = async (tags) => {
        inside++;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await purge(tags);
        inside--;
      };
      const options = { db: db(), purge: slowPurge, warm: visit, log: () => {}, debounceMs: 50, recheckAfterMs: 0 };
      const [first, second] = await Promise.all([drainCdnChanges(options), drainCdnChanges(options)]);
      expect([first.ran, second.ran].filter(Boolean)).toHaveLength(1);
      expect(most).toBe(1);
      expect(first.runs.length + second.runs.length).toBe(1);
    });
  });
}
