import { it } from "vitest";
import { HOME_FEATURED_CATEGORIES } from "#src/lib/site.ts";
import { createCategory, createDrawing, updateCategory } from "#src/server/repositories/index.ts";
import { featuredKind } from "#src/server/site/kinds/featured.ts";
import { loadHomePage } from "#src/server/site/loaders/home.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("featured", (db) => {
  it("is the featured categories the home page recorded, and moves with their cards", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    await createCategory(db(), { name: "Vazia" });
    await expectKeyFollowsWrite(db(), {
      page: await built("/", () => loadHomePage()),
      key: featuredKind.key(HOME_FEATURED_CATEGORIES),
      group: featuredKind.group,
      change: {
        table: "categories",
        id: animals.id,
        write: async () => void (await updateCategory(db(), animals.id, { name: "Bichos" })),
      },
    });
  });
});
