import fs from "node:fs";
import nodePath from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "#src/server/changes/change.ts";
import {
  createArticle,
  createCategory,
  createDrawing,
  deleteCategory,
  deleteDrawing,
  publishArticle,
  unpublishArticle,
  updateArticle,
  updateCategory,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { type EngineOptions, RebuildEngine } from "#src/server/site/engine/engine.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { type Fixture, readTree, rebuildHarness, tempDir } from "./support.ts";

/**
 * A full build and an incremental one of the same data give the same files,
 * byte for byte: build fully into A, copy it to B, apply a series of changes
 * to the database and to B incrementally (live, change by change; on a copy
 * E by an engine opened from its manifest on disk for each change, as after
 * a restart; and on a copy D, all at once the way a Netlify build catches
 * up), then build the final data fully into C and compare. Then: a run that
 * dies halfway (some pages published, the manifest not yet saved) is caught
 * up by the next engine; and a full build on worker threads equals C.
 */
type Table = "categories" | "drawings" | "blog_articles";

for (const driver of SERVER_DRIVERS) {
  describe(`full and incremental builds agree [${driver}]`, () => {
    let database: TestDatabase;
    let fixture: Fixture;
    let render: Renderer;
    let root: string;
    let dist: string;
    /** The full build of the final data (the first test makes it). */
    let expected: Map<string, Buffer>;

    const expectSameAsFullBuild = (dir: string) => {
      const actual = readTree(nodePath.join(dir, "client"));
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      const different = [...expected.keys()].filter((file) => !actual.get(file)?.equals(expected.get(file) as Buffer));
      expect(different, `files of ${nodePath.basename(dir)} that differ from the full build`).toEqual([]);
    };

    const db = () => database.handle.db;
    const row = async (table: Table, id: string) =>
      ((await sql`select * from ${sql.table(table)} where id = ${id}`.execute(db())).rows[0] as
        | Record<string, unknown>
        | undefined) ?? null;

    const engineFor = (dir: string, buildId = "identical", options: Partial<EngineOptions> = {}) =>
      RebuildEngine.open({
        db: db(),
        render,
        ...options,
        outDir: nodePath.join(dir, "client"),
        manifestFile: nodePath.join(dir, "rebuild-manifest.jsonl"),
        buildId,
        debounceMs: 10,
        maxWaitMs: 100,
        log: () => {},
      });

    const harness = rebuildHarness(driver);
    beforeAll(async () => {
      ({ database, fixture, render, dist } = harness());
      // Difficulty levels (issue 25): each level of a category has pages of its own ('Médio' grows to two),
      // which the changes below move, add and remove.
      await sql`update drawings set difficulty_tier = case when slug < 'a03' then 'facil' when slug like 'a%' then 'medio' else 'dificil' end`.execute(
        database.handle.db,
      );
      root = tempDir("identical");
    }, 300_000);

    afterAll(async () => {
      if (root) fs.rmSync(root, { recursive: true, force: true });
    });

    it("B (older build + changes, incrementally), E (the same, each change by an engine opened from disk) and D (older build, caught up at once) equal C (full build of the final data)", async () => {
      const a = nodePath.join(root, "a");
      const full = await (await engineFor(a)).buildAll();
      expect(full.failed).toEqual([]);
      const b = nodePath.join(root, "b");
      const d = nodePath.join(root, "d");
      fs.cpSync(a, b, { recursive: true });
      fs.cpSync(a, d, { recursive: true });
      const e = nodePath.join(root, "e");
      fs.cpSync(a, e, { recursive: true });
      fs.cpSync(a, nodePath.join(root, "a-copy"), { recursive: true });

      const live = await engineFor(b);
      expect(live.hasManifest).toBe(true);
      const apply = async (table: Table, id: string | null, write: () => Promise<unknown>) => {
        const before = id ? await row(table, id) : null;
        const created = await write();
        const after = await row(table, id ?? (created as string));
        const change: ContentChange = {
          type: before === null ? "INSERT" : after === null ? "DELETE" : "UPDATE",
          table,
          record: after,
          oldRecord: before,
        };
        live.notify(change);
        await live.whenIdle();
        // E: a new engine each time, from the manifest (base and log) the previous one left on disk.
        const reopened = await engineFor(e);
        expect(reopened.hasManifest).toBe(true);
        reopened.notify(change);
        await reopened.whenIdle();
        await reopened.stop();
      };
      const { drawings, categories, articles } = fixture;

      await apply(
        "drawings",
        null,
        async () => (await createDrawing(db(), { title: "Trator", categoryId: categories.carros })).id,
      );
      await apply("drawings", drawings.a44 as string, () =>
        updateDrawing(db(), drawings.a44 as string, { title: "Tigre" }).then(() => {}),
      );
      await apply("drawings", drawings.a07 as string, () =>
        updateDrawing(db(), drawings.a07 as string, { categoryId: categories.frutas }).then(() => {}),
      );
      await apply("drawings", drawings.a45 as string, () =>
        updateDrawing(db(), drawings.a45 as string, { active: false }).then(() => {}),
      );
      await apply("drawings", drawings.f3 as string, () =>
        updateDrawing(db(), drawings.f3 as string, { active: true }).then(() => {}),
      );
      await apply("drawings", drawings.c2 as string, () => deleteDrawing(db(), drawings.c2 as string).then(() => {}));
      await apply("drawings", drawings.a12 as string, async () => {
        await sql`update drawings set downloads = 1000 where id = ${drawings.a12}`.execute(db());
      });
      // A drawing's tier changes: as the region maps' backfill writes it (a level appears in its category),
      // set by hand (it moves between levels), and back (the level it had alone goes).
      await apply("drawings", drawings.a30 as string, async () => {
        await sql`update drawings set difficulty_tier = 'desafio' where id = ${drawings.a30}`.execute(db());
      });
      await apply("drawings", drawings.a02 as string, () =>
        updateDrawing(db(), drawings.a02 as string, { difficultyOverride: "medio" }).then(() => {}),
      );
      await apply("drawings", drawings.a30 as string, () =>
        updateDrawing(db(), drawings.a30 as string, { difficultyOverride: "medio" }).then(() => {}),
      );
      await apply("categories", categories.carros, () =>
        updateCategory(db(), categories.carros, { name: "Carrinhos" }).then(() => {}),
      );
      await apply("categories", null, async () => (await createCategory(db(), { name: "Dinossauros" })).id);
      await apply("categories", categories.vazia, () => deleteCategory(db(), categories.vazia).then(() => {}));
      // A category with drawings is deleted the way the admin does it: its drawings move first.
      const fruits = await db().selectFrom("drawings").select("id").where("category_id", "=", categories.frutas).execute();
      for (const { id: fruit } of fruits) {
        await apply("drawings", fruit, () => updateDrawing(db(), fruit, { categoryId: categories.carros }).then(() => {}));
      }
      await apply("categories", categories.frutas, () => deleteCategory(db(), categories.frutas).then(() => {}));
      await apply("blog_articles", articles.draft, () => publishArticle(db(), articles.draft).then(() => {}));
      await apply("blog_articles", articles.published, () => unpublishArticle(db(), articles.published).then(() => {}));
      await apply("blog_articles", articles.second, () =>
        updateArticle(db(), articles.second, { title: "Pintar juntos em família", isFeatured: true }).then(() => {}),
      );
      await apply("blog_articles", null, async () => (await createArticle(db(), { title: "Novo", status: "published" })).id);
      await live.stop();

      const caughtUp = await engineFor(d);
      const reconcile = await caughtUp.reconcile();
      expect(reconcile.failed).toEqual([]);

      const c = nodePath.join(root, "c");
      await (await engineFor(c)).buildAll();

      expected = readTree(nodePath.join(c, "client"));
      // The level pages the changes moved: 'Médio' grew to a second page; 'Desafio' came and went with a30.
      const levelPages = [...expected.keys()].filter((file) => file.includes(`${nodePath.sep}nivel${nodePath.sep}`)).sort();
      expect(levelPages).toContain(nodePath.join("categorias", "animais", "nivel", "medio", "pagina", "2", "index.html"));
      expect(levelPages.some((file) => file.includes("desafio"))).toBe(false);
      for (const dir of [b, d, e]) expectSameAsFullBuild(dir);
      // The incremental build did not render everything again.
      expect(reconcile.rendered.length).toBeLessThan(expected.size);
      // E's manifest was appended to, not rewritten, by each engine: its log holds the runs' pages.
      expect(fs.readFileSync(nodePath.join(e, "rebuild-manifest.jsonl.log"), "utf8").split("\n").length).toBeGreaterThan(2);
    });

    it("a run that dies halfway is caught up by the next engine, from the manifest it left", async () => {
      // F starts from A (the older build) and catches up; its renderer stops answering after a few pages, as if the process died.
      const f = nodePath.join(root, "f");
      fs.cpSync(nodePath.join(root, "a-copy"), f, { recursive: true });
      let answered = 0;
      let died!: () => void;
      const death = new Promise<void>((resolve) => {
        died = resolve;
      });
      const dying: Renderer = async (path) => {
        if (answered === 5) died();
        if (answered >= 5) return new Promise(() => {});
        answered++;
        return render(path);
      };
      const manifestBefore = fs.readFileSync(nodePath.join(f, "rebuild-manifest.jsonl"));
      void (await engineFor(f, "identical", { render: dying, concurrency: 1 })).reconcile();
      await death;
      // Pages were published; the manifest on disk still describes the older build.
      expect(fs.readFileSync(nodePath.join(f, "rebuild-manifest.jsonl")).equals(manifestBefore)).toBe(true);
      const next = await engineFor(f);
      const report = await next.reconcile();
      expect(report.failed).toEqual([]);
      expectSameAsFullBuild(f);
    });

    it("a full build on worker threads gives the same files as one in the main thread", async () => {
      const g = nodePath.join(root, "g");
      const engine = await engineFor(g, "identical", {
        parallel: { serverDir: nodePath.join(dist, "server"), workers: 2, minPages: 1 },
      });
      const report = await engine.buildAll();
      expect(report.failed).toEqual([]);
      expectSameAsFullBuild(g);
    });

    it("a manifest made by another build is not trusted: the engine builds everything", async () => {
      const other = await engineFor(nodePath.join(root, "b"), "another-bundle");
      expect(other.hasManifest).toBe(false);
    });
  });
}
