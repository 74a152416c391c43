import fs from "node:fs";
import nodePath from "node:path";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "#src/server/changes/change.ts";
import { updateDrawing } from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import type { TestDatabase } from "../support/databases.ts";
import { createTestEngine, type Fixture, rebuildHarness } from "./support.ts";

/**
 * Scheduling: bursts are coalesced into one run, runs never overlap, and a
 * page that fails to render keeps its previous file and is retried.
 */
describe("rebuild scheduling", () => {
  let database: TestDatabase;
  let fixture: Fixture;
  let render: Renderer;

  const db = () => database.handle.db;
  const drawingRow = async (id: string) =>
    (await sql`select * from drawings where id = ${id}`.execute(db())).rows[0] as Record<string, unknown>;

  /** Updates a drawing's description and returns the change as the admin API reports it. */
  const editDescription = async (slug: string, description: string): Promise<ContentChange> => {
    const id = fixture.drawings[slug] as string;
    const before = await drawingRow(id);
    await updateDrawing(db(), id, { description });
    return { type: "UPDATE", table: "drawings", record: await drawingRow(id), oldRecord: before };
  };

  const harness = rebuildHarness("pglite");
  beforeAll(() => {
    ({ database, fixture, render } = harness());
  });

  it("coalesces a burst of changes into one run covering all of them, and never runs twice at once", async () => {
    const slowRender: Renderer = async (path) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return render(path);
    };
    const { engine, runs } = await createTestEngine(slowRender, db(), { debounceMs: 40, maxWaitMs: 2_000 });
    await engine.buildAll();
    const original = engine.options.render;
    runs.length = 0;

    const slugs = ["a10", "a11", "a12", "a13", "a14", "a15", "a16", "a17", "a18", "a19", "a21", "a22"];
    for (const [index, slug] of slugs.entries()) {
      engine.notify(await editDescription(slug, `Descrição ${index}`));
    }
    await engine.whenIdle();
    // One run for the burst, then one that checks the sitemap, once for them all.
    expect(runs).toHaveLength(2);
    expect(runs[0]?.changes).toBe(slugs.length);
    expect(runs[0]?.rendered).toEqual(slugs.map((slug) => `/desenhos/animais/${slug}`).sort());
    expect(runs[1]?.rendered).toEqual(["/sitemap.xml"]);

    // Changes arriving while a run is busy make exactly one more run, after it.
    const starts: number[] = [];
    const ends: number[] = [];
    engine.options.render = async (path) => {
      starts.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 30));
      const page = await original(path);
      ends.push(performance.now());
      return page;
    };
    runs.length = 0;
    engine.notify(await editDescription("a30", "Primeira"));
    await new Promise((resolve) => setTimeout(resolve, 60)); // the first run is rendering now
    engine.notify(await editDescription("a31", "Segunda"));
    engine.notify(await editDescription("a32", "Terceira"));
    await engine.whenIdle();
    // The sitemap's check waits for the changes that arrived meanwhile: one check after both runs.
    expect(runs.map((run) => run.changes)).toEqual([1, 2, 0]);
    expect(runs[0]?.rendered).toEqual(["/desenhos/animais/a30"]);
    expect(runs[2]?.rendered).toEqual(["/sitemap.xml"]);
    expect(runs[1]?.rendered.filter((path) => path !== "/sitemap.xml")).toEqual([
      "/desenhos/animais/a31",
      "/desenhos/animais/a32",
    ]);
    // Every render of the second run started after the first run's last render ended.
    const firstRunPages = runs[0]?.rendered.length ?? 0;
    const firstRunEnd = Math.max(...ends.slice(0, firstRunPages));
    expect(Math.min(...starts.slice(firstRunPages))).toBeGreaterThanOrEqual(firstRunEnd);
    await engine.stop();
  });

  it("waits at most maxWaitMs under a continuous stream of changes", async () => {
    const { engine, runs } = await createTestEngine(render, db(), { debounceMs: 50, maxWaitMs: 150 });
    await engine.buildAll();
    runs.length = 0;
    const started = Date.now();
    // A change every 20 ms never lets the 50 ms debounce expire: the maximum wait starts a run anyway.
    for (let i = 0; i < 12; i++) {
      engine.notify(await editDescription("a40", `Fluxo ${i}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await engine.whenIdle();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.reduce((sum, run) => sum + run.changes, 0)).toBe(12);
    expect(Date.now() - started).toBeLessThan(5_000);
    await engine.stop();
  });

  it("a failed render keeps the previous page, is logged, and is retried with backoff", async () => {
    let failuresLeft = 2;
    const log: string[] = [];
    const flaky: Renderer = async (path) => {
      if (path === "/desenhos/animais/a25" && failuresLeft > 0) {
        failuresLeft--;
        throw new Error("database hiccup");
      }
      return render(path);
    };
    // A backoff long enough that no retry can run before the first checks, however busy the machine.
    const { engine, outDir, runs } = await createTestEngine(flaky, db(), {
      retryBaseMs: 1_500,
      retryMaxMs: 3_000,
      log: (line) => log.push(line),
    });
    failuresLeft = 0;
    await engine.buildAll();
    const file = nodePath.join(outDir, "desenhos/animais/a25/index.html");
    const original = fs.readFileSync(file, "utf8");
    runs.length = 0;
    failuresLeft = 2;

    engine.notify(await editDescription("a25", "Texto novo que falha ao sair"));
    await engine.whenIdle();
    expect(runs[0]?.failed).toEqual([{ path: "/desenhos/animais/a25", error: "database hiccup" }]);
    expect(runs[0]?.rendered).toEqual([]);
    expect(fs.readFileSync(file, "utf8")).toBe(original);
    expect(log.some((line) => line.includes("/desenhos/animais/a25") && line.includes("database hiccup"))).toBe(true);

    // Retries follow on their own (after 1.5 s, then 3 s): the second fails, the third publishes.
    const deadline = Date.now() + 60_000;
    while (!runs.some((run) => run.rendered.includes("/desenhos/animais/a25")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Every run tries the failed page again: the sitemap's run right after (its second failure), then its timed retry.
    expect(runs.map((run) => run.kind)).toEqual(["changes", "changes", "retry"]);
    expect(runs[1]?.failed).toHaveLength(1);
    expect(runs[1]?.rendered).toEqual(["/sitemap.xml"]);
    expect(runs[2]?.rendered).toEqual(["/desenhos/animais/a25"]);
    expect(fs.readFileSync(file, "utf8")).toContain("Texto novo que falha ao sair");
    expect(engine.manifest.retry.size).toBe(0);
    await engine.stop();
  });
});
