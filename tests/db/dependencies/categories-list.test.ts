import { expect, it } from "vitest";
import { categoriesListKind } from "#src/server/dependencies/kinds/categories-list.ts";
import { loadAllCategories } from "#src/server/loaders/categories.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("categories-list", (db) => {
  it("is the list the all-categories page recorded, and moves with a category's count", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await createCategory(db(), { name: "Carros" });
    const page = await recorded(() => loadAllCategories());
    const key = categoriesListKind.key();
    expect(page.get(key)).toBeDefined();
    expect(await evaluated(db(), key)).toBe(page.get(key));

    const groups = await groupsAfterWrite(
      db(),
      {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Gato", categoryId: animals.id })).id,
      },
      { "/categorias/todas": page },
    );
    expect(groups).toContain(categoriesListKind.group);
    expect(await evaluated(db(), key)).not.toBe(page.get(key));
  });
});
