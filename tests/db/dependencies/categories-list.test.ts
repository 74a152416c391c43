import { it } from "vitest";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { categoriesListKind } from "#src/server/site/kinds/categories-list.ts";
import { loadAllCategories } from "#src/server/site/loaders/categories.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("categories-list", (db) => {
  it("is the list the all-categories page recorded, and moves with a category's count", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await createCategory(db(), { name: "Carros" });
    await expectKeyFollowsWrite(db(), {
      page: await built("/categorias/todas", () => loadAllCategories()),
      key: categoriesListKind.key(),
      group: categoriesListKind.group,
      change: {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Gato", categoryId: animals.id })).id,
      },
    });
  });
});
