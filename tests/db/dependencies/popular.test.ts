import { sql } from "kysely";
import { expect, it } from "vitest";
import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { popularKind } from "#src/server/dependencies/kinds/popular.ts";
import { loadHomePage } from "#src/server/loaders/home.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("popular", (db) => {
  it("is the popular list the home page recorded, and moves with the order of downloads", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const dog = await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    await sql`update drawings set downloads = 10 where id = ${cat.id}`.execute(db());
    const page = await recorded(() => loadHomePage());
    const key = popularKind.key(HOME_POPULAR_DRAWINGS);
    expect(page.get(key)).toBeDefined();
    expect(await evaluated(db(), key)).toBe(page.get(key));

    // A download count alone: no content changed, yet the list is checked.
    const groups = await groupsAfterWrite(
      db(),
      {
        table: "drawings",
        id: dog.id,
        write: async () => void (await sql`update drawings set downloads = 20 where id = ${dog.id}`.execute(db())),
      },
      { "/": page },
    );
    expect(groups).toContain(popularKind.group);
    expect(await evaluated(db(), key)).not.toBe(page.get(key));
  });
});
