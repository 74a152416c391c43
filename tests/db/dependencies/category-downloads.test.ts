import { sql } from "kysely";
import { expect, it } from "vitest";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { categoryDownloadsKind } from "#src/server/site/kinds/category-page.ts";
import { loadCategoryPage } from "#src/server/site/loaders/categories.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite } from "./support.ts";

describeKind("category-downloads", (db) => {
  it("is what a category's 'Mais baixados' page recorded, most downloaded first, and moves with the category's drawings", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const dog = await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    await sql`update drawings set downloads = 7 where id = ${cat.id}`.execute(db());
    const loaded = await loadCategoryPage("animais", 1, "downloads");
    expect(loaded.found && loaded.drawings.map((drawing) => drawing.title)).toEqual(["Gato", "Cão"]);
    const page = await built("/categorias/animais/mais-baixados", () => loadCategoryPage("animais", 1, "downloads"));
    const key = categoryDownloadsKind.key(animals.id, 1);
    expect(await evaluated(db(), key)).toBe(page.dependencies.get(key));
    // The 'Novos' page records its own key, not this one.
    const newest = await built("/categorias/animais", () => loadCategoryPage("animais"));
    expect(newest.dependencies.has(key)).toBe(false);

    await expectKeyFollowsWrite(db(), {
      page,
      key,
      group: categoryDownloadsKind.group(animals.id),
      change: { table: "drawings", id: dog.id, write: async () => void (await updateDrawing(db(), dog.id, { active: false })) },
    });
  });
});
