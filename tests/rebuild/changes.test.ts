import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChange, reportContentChange } from "#src/server/changes/bus.ts";
import {
  createDrawing,
  deleteDrawing,
  publishArticle,
  unpublishArticle,
  updateArticle,
  updateCategory,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import type { RebuildEngine, RunReport } from "#src/server/site/engine/engine.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { createTestEngine, type Fixture, readPage, rebuildHarness } from "./support.ts";

/**
 * For each kind of content change, the exact pages the engine renders again
 * and removes. The changes run in sequence on one catalogue (support.ts
 * describes it); each expectation follows from the state the previous ones
 * left. Changes reach the engine the way admin writes do: on the bus, with
 * the rows before and after.
 */
type Table = "categories" | "drawings" | "blog_articles";

const pad = (n: number) => String(n).padStart(2, "0");
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** A category's pages in both orders: 'Novos' (as given) and 'Mais baixados' (the same pages under /mais-baixados). */
const bothOrders = (...paths: string[]) =>
  paths.flatMap((path) => [path, path.replace(/^(\/categorias\/[^/]+)/, "$1/mais-baixados")]);

for (const driver of SERVER_DRIVERS) {
  describe(`incremental rebuilds: exact page sets [${driver}]`, () => {
    let database: TestDatabase;
    let engine: RebuildEngine;
    let runs: RunReport[];
    let outDir: string;
    let fixture: Fixture;
    let unsubscribe: () => void;
    /** Current slugs of the animais drawings, by original slug (some get renamed). */
    const animalSlugs = new Map(range(1, 45).map((i) => [`a${pad(i)}`, `a${pad(i)}`]));

    const db = () => database.handle.db;
    const row = async (table: Table, id: string) =>
      ((await sql`select * from ${sql.table(table)} where id = ${id}`.execute(db())).rows[0] as
        | Record<string, unknown>
        | undefined) ?? null;

    /** Runs a write, reports it on the bus like the admin API does, waits for the rebuild it causes. */
    const change = async (table: Table, id: string | null, write: () => Promise<unknown>): Promise<RunReport> => {
      const before = id ? await row(table, id) : null;
      const runsBefore = runs.length;
      const created = await write();
      const targetId = id ?? (typeof created === "string" ? created : undefined);
      if (!targetId) throw new Error("no id");
      const after = await row(table, targetId);
      reportContentChange({
        type: before === null ? "INSERT" : after === null ? "DELETE" : "UPDATE",
        table,
        record: after,
        oldRecord: before,
      });
      await engine.whenIdle();
      return changeAndSitemapRuns(runs.slice(runsBefore));
    };

    /**
     * A content change makes one run, then one that checks the sitemap
     * against every page's address (engine.ts): that one renders nothing but
     * sitemap files, so the first found every page that appeared or went.
     * Returns both as one report.
     */
    const changeAndSitemapRuns = (made: RunReport[]): RunReport => {
      const [first, sitemap, ...more] = made;
      expect(first, "a run").toBeDefined();
      expect(more, "no more than the change's run and the sitemap's").toEqual([]);
      if (!first || !sitemap) return first as RunReport;
      expect(sitemap.rendered.filter((path) => !/^\/sitemap(-\d+)?\.xml$/.test(path))).toEqual([]);
      expect(sitemap.removed).toEqual([]);
      const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();
      return {
        ...first,
        rendered: union(first.rendered, sitemap.rendered),
        written: union(first.written, sitemap.written),
        failed: [...first.failed, ...sitemap.failed],
      };
    };

    const expectRun = (report: RunReport, rendered: string[], removed: string[] = []) => {
      expect(report.failed).toEqual([]);
      expect(report.rendered).toEqual([...rendered].sort());
      expect(report.removed).toEqual([...removed].sort());
    };

    const animalPages = (except: string[] = []) =>
      [...animalSlugs.entries()]
        .filter(([original]) => !except.includes(original))
        .map(([, slug]) => `/desenhos/animais/${slug}`);

    const harness = rebuildHarness(driver);
    beforeAll(async () => {
      let render: Renderer;
      ({ database, fixture, render } = harness());
      ({ engine, runs, outDir } = await createTestEngine(render, database.handle.db));
      unsubscribe = onContentChange((contentChange) => engine.notify(contentChange));
      const full = await engine.buildAll();
      expect(full.failed).toEqual([]);
    }, 300_000);

    afterAll(async () => {
      unsubscribe?.();
      await engine?.stop();
    });

    it("a description edit renders the drawing's page (and the sitemap: its date moved) only", async () => {
      const report = await change("drawings", fixture.drawings.a20 as string, () =>
        updateDrawing(db(), fixture.drawings.a20 as string, { description: "Uma nova descrição." }).then(() => undefined),
      );
      expectRun(report, ["/desenhos/animais/a20", "/sitemap.xml"]);
      expect(report.written).toEqual(["/desenhos/animais/a20", "/sitemap.xml"]);
    });

    it("a title edit moves the page and renders the category page that shows its card", async () => {
      const report = await change("drawings", fixture.drawings.a20 as string, async () => {
        await updateDrawing(db(), fixture.drawings.a20 as string, { title: "Zebra listrada" });
      });
      animalSlugs.set("a20", "zebra-listrada");
      expectRun(
        report,
        ["/desenhos/animais/zebra-listrada", ...bothOrders("/categorias/animais"), "/sitemap.xml"],
        ["/desenhos/animais/a20"],
      );
      expect(report.contentChanged).toBe(true);
    });

    it("a drawing shown in related lists renders every page listing it", async () => {
      // a44 is among the four newest of animais: every other animal page lists it.
      const report = await change("drawings", fixture.drawings.a44 as string, async () => {
        await updateDrawing(db(), fixture.drawings.a44 as string, { title: "Leão" });
      });
      animalSlugs.set("a44", "leao");
      expectRun(report, [...animalPages(), ...bothOrders("/categorias/animais"), "/sitemap.xml"], ["/desenhos/animais/a44"]);
    });

    it("a new drawing appears with its category's pages, counts and related lists", async () => {
      let id = "";
      const report = await change("drawings", null, async () => {
        id = (await createDrawing(db(), { title: "Caminhão", categoryId: fixture.categories.carros })).id;
        return id;
      });
      fixture.drawings.caminhao = id;
      expectRun(report, [
        "/",
        ...bothOrders("/categorias/carros"),
        "/categorias/todas",
        ...range(1, 6).map((i) => `/desenhos/carros/c${i}`),
        "/desenhos/carros/caminhao",
        "/sitemap.xml",
      ]);
    });

    it("deleting it puts everything back", async () => {
      const id = fixture.drawings.caminhao as string;
      const report = await change("drawings", id, async () => {
        await deleteDrawing(db(), id);
      });
      expectRun(
        report,
        [
          "/",
          ...bothOrders("/categorias/carros"),
          "/categorias/todas",
          ...range(1, 6).map((i) => `/desenhos/carros/c${i}`),
          "/sitemap.xml",
        ],
        ["/desenhos/carros/caminhao"],
      );
    });

    it("deleting a popular drawing renders the home page (popular list) and its category's pages", async () => {
      const report = await change("drawings", fixture.drawings.c6 as string, async () => {
        await deleteDrawing(db(), fixture.drawings.c6 as string);
      });
      expectRun(
        report,
        [
          "/",
          ...bothOrders("/categorias/carros"),
          "/categorias/todas",
          ...range(1, 5).map((i) => `/desenhos/carros/c${i}`),
          "/sitemap.xml",
        ],
        ["/desenhos/carros/c6"],
      );
    });

    it("moving a drawing to another category renders both categories' pages", async () => {
      // a03 is now eighth most downloaded: the home page shows its category name.
      const report = await change("drawings", fixture.drawings.a03 as string, async () => {
        await updateDrawing(db(), fixture.drawings.a03 as string, { categoryId: fixture.categories.frutas });
      });
      animalSlugs.delete("a03");
      expectRun(
        report,
        [
          "/",
          ...bothOrders("/categorias/animais", "/categorias/animais/pagina/2", "/categorias/frutas"),
          "/categorias/todas",
          "/desenhos/frutas/a03",
          "/desenhos/frutas/f1",
          "/desenhos/frutas/f2",
          "/sitemap.xml",
        ],
        ["/desenhos/animais/a03"],
      );
    });

    it("deactivating the newest drawing removes its page and renders every page that listed it", async () => {
      const report = await change("drawings", fixture.drawings.a45 as string, async () => {
        await updateDrawing(db(), fixture.drawings.a45 as string, { active: false });
      });
      expectRun(
        report,
        [
          ...animalPages(["a45"]),
          "/",
          ...bothOrders("/categorias/animais", "/categorias/animais/pagina/2"),
          "/categorias/todas",
          "/sitemap.xml",
        ],
        ["/desenhos/animais/a45"],
      );
    });

    it("activating it again brings them all back", async () => {
      const report = await change("drawings", fixture.drawings.a45 as string, async () => {
        await updateDrawing(db(), fixture.drawings.a45 as string, { active: true });
      });
      expectRun(report, [
        ...animalPages(),
        "/",
        ...bothOrders("/categorias/animais", "/categorias/animais/pagina/2"),
        "/categorias/todas",
        "/sitemap.xml",
      ]);
    });

    it("editing an inactive drawing renders nothing but what lists all pages", async () => {
      const report = await change("drawings", fixture.drawings.f3 as string, async () => {
        await updateDrawing(db(), fixture.drawings.f3 as string, { description: "Ainda inativo." });
      });
      // Its row changed, but no page shows an inactive drawing; the sitemap does not list it either.
      expectRun(report, []);
    });

    it("renaming a category moves its pages and its drawings' pages, and renders the pages listing it", async () => {
      const report = await change("categories", fixture.categories.carros, async () => {
        await updateCategory(db(), fixture.categories.carros, { name: "Carros Antigos" });
      });
      expectRun(
        report,
        [
          "/",
          ...bothOrders("/categorias/carros-antigos"),
          "/categorias/todas",
          ...range(1, 5).map((i) => `/desenhos/carros-antigos/c${i}`),
          "/sitemap.xml",
        ],
        [...bothOrders("/categorias/carros"), ...range(1, 5).map((i) => `/desenhos/carros/c${i}`)],
      );
    });

    it("a category description shows on its own pages only", async () => {
      const report = await change("categories", fixture.categories.animais, async () => {
        await updateCategory(db(), fixture.categories.animais, { description: "Bichos de todo tipo." });
      });
      expectRun(report, [...bothOrders("/categorias/animais", "/categorias/animais/pagina/2"), "/sitemap.xml"]);
    });

    it("a download count that changes the top 8 renders the home page and its category's 'Mais baixados' pages only", async () => {
      // Top 8 now: c1..c5 (106..102), a01 (100), a02 (99), a03 (50). a04 at 60 overtakes a03, and moves up among animais.
      const report = await change("drawings", fixture.drawings.a04 as string, async () => {
        await sql`update drawings set downloads = 60 where id = ${fixture.drawings.a04}`.execute(db());
      });
      const sorted = ["/categorias/animais/mais-baixados", "/categorias/animais/mais-baixados/pagina/2"];
      expectRun(report, ["/", ...sorted]);
      expect(report.written).toEqual(["/", ...sorted]);
      expect(report.contentChanged).toBe(false);
    });

    it("a download count that does not change the top 8 renders its category's 'Mais baixados' page if it moved there, else nothing", async () => {
      const report = await change("drawings", fixture.drawings.a10 as string, async () => {
        await sql`update drawings set downloads = downloads + 1 where id = ${fixture.drawings.a10}`.execute(db());
      });
      expectRun(report, ["/categorias/animais/mais-baixados"]);
      // The leader gaining more keeps the order too.
      const again = await change("drawings", fixture.drawings.c1 as string, async () => {
        await sql`update drawings set downloads = downloads + 1 where id = ${fixture.drawings.c1}`.execute(db());
      });
      expectRun(again, []);
    });

    it("a view count does not even start a run", async () => {
      const before = await row("drawings", fixture.drawings.a10 as string);
      await sql`update drawings set views = views + 1 where id = ${fixture.drawings.a10}`.execute(db());
      const after = await row("drawings", fixture.drawings.a10 as string);
      const count = runs.length;
      reportContentChange({ type: "UPDATE", table: "drawings", record: after, oldRecord: before });
      await engine.whenIdle();
      expect(runs.length).toBe(count);
    });

    it("publishing an article adds its page and renders the blog list, the feed and the sitemap", async () => {
      const report = await change("blog_articles", fixture.articles.draft, async () => {
        await publishArticle(db(), fixture.articles.draft);
      });
      expectRun(report, ["/blog", "/blog/rascunho", "/blog/rss.xml", "/sitemap.xml"]);
    });

    it("unpublishing an article removes its page and renders the blog list, the feed and the sitemap", async () => {
      const report = await change("blog_articles", fixture.articles.published, async () => {
        await unpublishArticle(db(), fixture.articles.published);
      });
      expectRun(report, ["/blog", "/blog/rss.xml", "/sitemap.xml"], ["/blog/cores-e-emocoes"]);
    });

    it("editing a draft renders nothing", async () => {
      const report = await change("blog_articles", fixture.articles.published, async () => {
        await updateArticle(db(), fixture.articles.published, { content: "Texto revisto, ainda fora do ar." });
      });
      expectRun(report, []);
    });

    it("renaming a category the home page does not show renders its page, the list of all categories and the sitemap", async () => {
      // vazia has no drawings: not featured, none of its drawings is popular.
      const report = await change("categories", fixture.categories.vazia, async () => {
        await updateCategory(db(), fixture.categories.vazia, { name: "Dinossauros" });
      });
      expectRun(report, ["/categorias/dinossauros", "/categorias/todas", "/sitemap.xml"], ["/categorias/vazia"]);
    });

    it("a category's first drawing puts it among the featured categories of the home page", async () => {
      let id = "";
      const report = await change("drawings", null, async () => {
        id = (await createDrawing(db(), { title: "Tiranossauro", categoryId: fixture.categories.vazia })).id;
        return id;
      });
      expectRun(report, [
        "/",
        "/categorias/dinossauros",
        "/categorias/todas",
        "/desenhos/dinossauros/tiranossauro",
        "/sitemap.xml",
      ]);
      expect(readPage(outDir, "index.html")).toContain("/categorias/dinossauros");
    });

    it("a level change renders the age band pages it leaves and joins, and no other band's", async () => {
      const id = fixture.drawings.a20 as string;
      const bands = (report: RunReport) => report.rendered.filter((path) => path.startsWith("/idade/")).sort();
      // As the region maps' backfill writes a level: the drawing joins the band of 2 to 5 years.
      const joined = await change("drawings", id, async () => {
        await sql`update drawings set difficulty_tier = 'facil' where id = ${id}`.execute(db());
      });
      expect(joined.failed).toEqual([]);
      expect(bands(joined)).toEqual(["/idade/2-a-5-anos"]);
      expect(readPage(outDir, "idade/2-a-5-anos/index.html")).toContain(`/desenhos/animais/${animalSlugs.get("a20")}`);
      // Set by hand to 'Médio': it leaves that band for the next.
      const moved = await change("drawings", id, () => updateDrawing(db(), id, { difficultyOverride: "medio" }));
      expect(bands(moved)).toEqual(["/idade/2-a-5-anos", "/idade/6-a-8-anos"]);
      expect(readPage(outDir, "idade/2-a-5-anos/index.html")).not.toContain(`/desenhos/animais/${animalSlugs.get("a20")}`);
      expect(readPage(outDir, "idade/6-a-8-anos/index.html")).toContain(`/desenhos/animais/${animalSlugs.get("a20")}`);
      // A title edit moves no band's list: only the band page that shows its card renders.
      const renamed = await change("drawings", id, () => updateDrawing(db(), id, { title: "Abelha" }));
      animalSlugs.set("a20", "abelha");
      expect(bands(renamed)).toEqual(["/idade/6-a-8-anos"]);
      expect(readPage(outDir, "idade/6-a-8-anos/index.html")).toContain("/desenhos/animais/abelha");
    });

    it("the same change reported twice (bus and database notification) is rendered once", async () => {
      const id = fixture.drawings.a30 as string;
      const before = await row("drawings", id);
      await updateDrawing(db(), id, { tags: ["duas", "vezes"] });
      const after = await row("drawings", id);
      const count = runs.length;
      const notification = { type: "UPDATE" as const, table: "drawings" as const, record: after, oldRecord: before };
      reportContentChange(notification);
      engine.notify({ ...notification, record: { id, category_id: after?.category_id, updated_at: after?.updated_at } });
      await engine.whenIdle();
      const report = changeAndSitemapRuns(runs.slice(count));
      expectRun(report, ["/desenhos/animais/a30", "/sitemap.xml"]);
      expect(report.changes).toBe(2);
      // A late duplicate finds nothing left to do.
      engine.notify(notification);
      await engine.whenIdle();
      expectRun(changeAndSitemapRuns(runs.slice(count + 2)), []);
    });
  });
}
