import { sql } from "kysely";
import { it } from "vitest";
import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { popularKind } from "#src/server/site/kinds/home-lists.ts";
import { loadHomePage } from "#src/server/site/loaders/home.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("popular", (db) => {
  it("is the popular list the home page recorded, and moves with the order of downloads", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const dog = await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    await sql`update drawings set downloads = 10 where id = ${cat.id}`.execute(db());
    const home = await built("/", () => loadHomePage());
    // A download count alone: no content changed, yet the list is checked.
    const download = {
      table: "drawings" as const,
      id: dog.id,
      write: async () => void (await sql`update drawings set downloads = 20 where id = ${dog.id}`.execute(db())),
    };
    await expectKeyFollowsWrite(db(), {
      page: home,
      key: popularKind.key(HOME_POPULAR_DRAWINGS),
      group: popularKind.group,
      change: download,
    });
  });
});
