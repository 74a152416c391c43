import { it } from "vitest";
import { sitePagesKind } from "#src/server/dependencies/kinds/site-pages.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { listSitePages } from "#src/server/site/paths.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("site-pages", (db) => {
  it("is the page list the sitemap recorded, and moves when a page appears", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await expectKeyFollowsWrite(db(), {
      page: await built("/sitemap.xml", () => listSitePages(db())),
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
