import { it } from "vitest";
import { HOME_NEWEST_DRAWINGS } from "#src/lib/site.ts";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { newestKind } from "#src/server/site/kinds/home-lists.ts";
import { loadHomePage } from "#src/server/site/loaders/home.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("newest", (db) => {
  it("is the 'Novos desenhos' list the home page recorded, and follows a drawing added or deactivated", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    const home = await built("/", () => loadHomePage());
    const key = newestKind.key(HOME_NEWEST_DRAWINGS);
    await expectKeyFollowsWrite(db(), {
      page: home,
      key,
      group: newestKind.group,
      change: {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Pato", categoryId: animals.id })).id,
      },
    });
    const again = await built("/", () => loadHomePage());
    await expectKeyFollowsWrite(db(), {
      page: again,
      key,
      group: newestKind.group,
      change: { table: "drawings", id: cat.id, write: async () => void (await updateDrawing(db(), cat.id, { active: false })) },
    });
  });
});
