import { EventEmitter } from "node:events";
import { beforeAll, describe, expect, it } from "vitest";
import { createCollection, updateCollection } from "#src/server/repositories/collections.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { watchCalendar } from "#src/server/site/engine/calendar-watch.ts";
import type { RebuildEngine, RunReport } from "#src/server/site/engine/engine.ts";
import { hearContentChanges } from "../support/content-changes.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { createTestEngine, type Fixture, readPage, readTree, rebuildHarness } from "./support.ts";

/**
 * The calendar as a dependency (issue 36), with a fake clock: when Natal's
 * window opens at Brasília's midnight, nothing in the database changes, yet
 * the home page, the collections' page and Natal's page must show it. The
 * calendar watch wakes the engine at that instant, which re-renders those
 * three pages and no other; the site it leaves is the one a full build at
 * that moment makes. A collection's edits reach the pages like any content.
 */
const sitemapRun = (paths: string[]) => paths.every((path) => /^\/sitemap(-\d+)?\.xml$/.test(path));

for (const driver of SERVER_DRIVERS) {
  describe(`the calendar's edges [${driver}]`, () => {
    let database: TestDatabase;
    let render: Renderer;
    let fixture: Fixture;

    const harness = rebuildHarness(driver);
    beforeAll(async () => {
      ({ database, fixture, render } = harness());
      const db = database.handle.db;
      await createCollection(db, {
        name: "Natal",
        description: "Desenhos de Natal.",
        yearlyDate: { kind: "fixed", month: 12, day: 25 },
        drawingIds: [fixture.drawings.c1 as string, fixture.drawings.a01 as string],
      });
      await createCollection(db, {
        name: "Páscoa",
        yearlyDate: { kind: "easter", offsetDays: 0 },
        drawingIds: [fixture.drawings.a02 as string],
      });
      await createCollection(db, { name: "Dinossauros", drawingIds: [fixture.drawings.f1 as string] });
    }, 300_000);

    it("re-renders the home page, /colecoes and the collection's page, only, when a window opens; as a full build would", async () => {
      // 24 November 2026, 20:00 in Brasília: Natal's window (30 days before 25 December) opens in 4 hours.
      let clock = new Date("2026-11-24T23:00:00Z");
      const now = () => clock;
      const { engine, outDir, runs } = await createTestEngine(render, database.handle.db, { now });
      await engine.buildAll();
      expect(readPage(outDir, "index.html")).not.toContain('data-testid="leading-collections"');

      const timers: { wake: () => void; ms: number }[] = [];
      const watch = watchCalendar(engine, {
        db: database.handle.db,
        now,
        setTimer: (wake, ms) => {
          timers.push({ wake, ms });
          return () => {};
        },
        log: () => {},
      });
      try {
        await watch.armed();
        expect(watch.nextEdge?.toISOString()).toBe("2026-11-25T03:00:00.000Z");
        expect(timers.at(-1)?.ms).toBe(4 * 60 * 60 * 1000);

        clock = new Date("2026-11-25T03:00:01Z");
        const before = runs.length;
        timers.at(-1)?.wake();
        await engine.whenIdle();
        const rendered = runs.slice(before).flatMap((run) => run.rendered);
        expect(rendered.sort()).toEqual(["/", "/colecoes", "/colecoes/natal"]);
        const home = readPage(outDir, "index.html");
        expect(home).toContain('data-testid="leading-collections"');
        expect(home).toContain('href="/colecoes/natal"');
        expect(readPage(outDir, "colecoes/natal/index.html")).toContain("Chegando: ");

        // The watch then waits for the next edge: the window closes when 25 December ends in Brasília.
        await watch.armed();
        await expect.poll(() => watch.nextEdge?.toISOString()).toBe("2026-12-26T03:00:00.000Z");

        // The same moment built from scratch gives the same files.
        const full = await createTestEngine(render, database.handle.db, { now });
        await full.engine.buildAll();
        const incremental = readTree(outDir);
        const fresh = readTree(full.outDir);
        expect([...incremental.keys()].sort()).toEqual([...fresh.keys()].sort());
        for (const [file, bytes] of fresh) expect(incremental.get(file)?.equals(bytes), file).toBe(true);
      } finally {
        watch.stop();
        await engine.stop();
      }
    });

    it("reads the collections again only after runs that may have moved the calendar, or after a failed read", async () => {
      const engine = Object.assign(new EventEmitter(), { calendarTick: () => {} }) as unknown as RebuildEngine;
      let arms = 0;
      let failing = false;
      const db = new Proxy(database.handle.db, {
        get: (target, property) => {
          if (property === "selectFrom" && failing)
            return () => {
              throw new Error("connection lost");
            };
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const watch = watchCalendar(engine, {
        db,
        now: () => new Date("2026-11-24T23:00:00Z"),
        setTimer: () => {
          arms++;
          return () => {};
        },
        log: () => {},
      });
      const run = async (calendarMayMove: boolean) => {
        engine.emit("run", { calendarMayMove } as RunReport);
        await watch.armed();
      };
      try {
        await watch.armed();
        expect(arms).toBe(1);
        await run(false);
        expect(arms).toBe(1);
        await run(true);
        expect(arms).toBe(2);
        failing = true;
        await run(true);
        expect(arms).toBe(2);
        failing = false;
        // The read failed: the next run, whatever it touched, reads again.
        await run(false);
        expect(arms).toBe(3);
        await run(false);
        expect(arms).toBe(3);
      } finally {
        watch.stop();
      }
    });

    it("follows a collection's edits: a new order, a rename (its old page goes), its date", async () => {
      let clock = new Date("2026-11-26T12:00:00Z");
      const { engine, outDir, runs } = await createTestEngine(render, database.handle.db, { now: () => clock });
      await engine.buildAll();
      const heard = await hearContentChanges(database.handle);
      const rebuildOf = async (write: () => Promise<unknown>) => {
        await heard.clear();
        const before = runs.length;
        await write();
        await heard.settle();
        for (const change of heard.list) engine.notify(change);
        await engine.whenIdle();
        const made = runs.slice(before);
        removed = made.flatMap((run) => run.removed);
        return made
          .map((run) => run.rendered)
          .filter((paths) => !sitemapRun(paths))
          .flat()
          .sort();
      };
      let removed: string[] = [];
      const natal = (
        await database.handle.db.selectFrom("collections").select("id").where("slug", "=", "natal").executeTakeFirstOrThrow()
      ).id;
      try {
        // Natal leads the home page now, which names it but shows none of its drawings: a new order moves
        // its page and /colecoes (its card's cover is its first drawing), not the home page.
        const reordered = await rebuildOf(() =>
          updateCollection(database.handle.db, natal, {
            drawingIds: [fixture.drawings.a01 as string, fixture.drawings.c1 as string],
          }),
        );
        expect(reordered).toEqual(["/colecoes", "/colecoes/natal"]);
        expect(readPage(outDir, "colecoes/natal/index.html").indexOf("/a01")).toBeLessThan(
          readPage(outDir, "colecoes/natal/index.html").indexOf("/c1"),
        );

        const renamed = await rebuildOf(() => updateCollection(database.handle.db, natal, { name: "Natal na Escola" }));
        expect(renamed).toEqual(["/", "/colecoes", "/colecoes/natal-na-escola"]);
        expect(removed).toEqual(["/colecoes/natal"]);

        // A collection without a date leads nothing: only its pages move.
        clock = new Date("2026-11-26T12:00:01Z");
        const dinossauros = (
          await database.handle.db
            .selectFrom("collections")
            .select("id")
            .where("slug", "=", "dinossauros")
            .executeTakeFirstOrThrow()
        ).id;
        const described = await rebuildOf(() =>
          updateCollection(database.handle.db, dinossauros, { description: "Do período jurássico." }),
        );
        expect(described).toEqual(["/colecoes", "/colecoes/dinossauros"]);
      } finally {
        await engine.stop();
      }
    });
  });
}
