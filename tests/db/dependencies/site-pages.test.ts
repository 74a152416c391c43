import { it } from "vitest";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { sitePagesKind } from "#src/server/site/kinds/site-pages.ts";
import { loadSitePages } from "#src/server/site/loaders/site-pages.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("site-pages", (db) => {
  it("is the page list the sitemap recorded, and moves when a page appears", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await expectKeyFollowsWrite(db(), {
      page: await built("/sitemap.xml", () => loadSitePages()),
      key: sitePagesKind.key(),
      group: sitePagesKind.group,
      change: {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Gato", categoryId: animals.id })).id,
      },
    });
  });
});
