import { expect, it } from "vitest";
import { sitePagesKind } from "#src/server/dependencies/kinds/site-pages.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { listSitePages } from "#src/server/site/paths.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("site-pages", (db) => {
  it("is the page list the sitemap recorded, and moves when a page appears", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const sitemap = await recorded(() => listSitePages(db()));
    const key = sitePagesKind.key();
    expect(sitemap.get(key)).toBeDefined();
    expect(await evaluated(db(), key)).toBe(sitemap.get(key));

    const groups = await groupsAfterWrite(
      db(),
      {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Gato", categoryId: animals.id })).id,
      },
      { "/sitemap.xml": sitemap },
    );
    expect(groups).toContain(sitePagesKind.group);
    expect(await evaluated(db(), key)).not.toBe(sitemap.get(key));
  });
});
