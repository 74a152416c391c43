import { beforeAll, describe, expect, it } from "vitest";
import { createAdminDrawing, renameAdminDrawingImage, updateAdminDrawing } from "#src/server/content/drawings.ts";
import type { Renderer } from "#src/server/site/build.ts";
import type { RunReport } from "#src/server/site/engine/engine.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { fixtures } from "../api/image-fixtures.ts";
import { fileOf } from "../api/support.ts";
import { hearContentChanges } from "../support/content-changes.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { createTestEngine, type Fixture, rebuildHarness, tempDir } from "./support.ts";

/**
 * One save is one change (issue 35): a drawing saved with an image writes its
 * row, its image, the image's hash and its region map in one transaction, so
 * the database announces it once and the rebuild engine, fed what the
 * database announced, makes one run of it (plus, when pages appear, the run
 * that checks the sitemap, which renders nothing else).
 */
const pageRuns = (runs: RunReport[]) => runs.filter((run) => run.rendered.some((path) => !/^\/sitemap(-\d+)?\.xml$/.test(path)));

for (const driver of SERVER_DRIVERS) {
  describe(`one save, one rebuild [${driver}]`, () => {
    let database: TestDatabase;
    let render: Renderer;
    let fixture: Fixture;
    let storage: Storage;

    const harness = rebuildHarness(driver);
    beforeAll(() => {
      ({ database, fixture, render } = harness());
      storage = createLocalStorage(tempDir("one-save-storage"));
    });

    it("rebuilds once for a drawing saved with its image, once for a new image, once for a renamed one", async () => {
      const { engine, runs } = await createTestEngine(render, database.handle.db);
      await engine.buildAll();
      const heard = await hearContentChanges(database.handle);
      const deps = { db: database.handle.db, storage };
      /** Feeds the engine what the database announced for `write`, as `npm start` does, and returns the runs it made. */
      const rebuildsOf = async (write: () => Promise<unknown>) => {
        await heard.clear();
        const before = runs.length;
        await write();
        await heard.settle();
        for (const change of heard.list) engine.notify(change);
        await engine.whenIdle();
        return { changes: heard.list.length, runs: pageRuns(runs.slice(before)) };
      };
      try {
        let id = "";
        const created = await rebuildsOf(async () => {
          const drawing = await createAdminDrawing(deps, {
            title: "Leão Novo",
            categoryId: fixture.categories.animais,
            active: true,
            image: fileOf(await fixtures.png(), "leao.png"),
          });
          id = drawing.id;
        });
        expect(created.changes).toBe(1);
        expect(created.runs).toHaveLength(1);
        expect(created.runs[0]?.rendered).toContain("/desenhos/animais/leao-novo");
        expect(created.runs[0]?.failed).toEqual([]);

        const jpeg = await fixtures.jpeg();
        const replaced = await rebuildsOf(() => updateAdminDrawing(deps, id, { image: fileOf(jpeg, "outro.jpg") }));
        expect(replaced).toMatchObject({ changes: 1, runs: [expect.anything()] });

        await updateAdminDrawing(deps, id, { title: "Leão Renomeado" });
        const renamed = await rebuildsOf(() => renameAdminDrawingImage(deps, id));
        expect(renamed).toMatchObject({ changes: 1, runs: [expect.anything()] });
      } finally {
        await heard.stop();
        await engine.stop();
      }
    });
  });
}
