import { expect, it } from "vitest";
import { CATEGORY_PAGE_SIZE } from "#src/lib/site.ts";
import { createCategory, updateCategory, updateDrawing } from "#src/server/repositories/index.ts";
import { categoryPageKind } from "#src/server/site/kinds/category-page.ts";
import { loadCategoryPage } from "#src/server/site/loaders/categories.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite } from "./support.ts";

describeKind("category-page", (db) => {
  it("is what each page of a category recorded, and moves with its drawings and its own content", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    // One drawing more than a page holds, a minute apart: two pages.
    const base = Date.parse("2026-01-01T12:00:00Z");
    const rows = await db()
      .insertInto("drawings")
      .values(
        Array.from({ length: CATEGORY_PAGE_SIZE + 1 }, (_, i) => ({
          title: `Bicho ${i}`,
          slug: `bicho-${i}`,
          category_id: animals.id,
          created_at: new Date(base + i * 60_000),
        })) as never,
      )
      .returning("id")
      .execute();
    const page = await built("/categorias/animais", () => loadCategoryPage("animais"));
    const second = await built("/categorias/animais/pagina/2", () => loadCategoryPage("animais", 2));
    const last = categoryPageKind.key(animals.id, 2);
    expect(await evaluated(db(), last)).toBe(second.dependencies.get(last));

    // The newest drawing leaves: every page moves up, and the second one no longer exists.
    const newest = rows.at(-1)?.id as string;
    await expectKeyFollowsWrite(db(), {
      page,
      others: [second],
      key: categoryPageKind.key(animals.id, 1),
      group: categoryPageKind.group(animals.id),
      change: { table: "drawings", id: newest, write: async () => void (await updateDrawing(db(), newest, { active: false })) },
    });
    expect(await evaluated(db(), last)).not.toBe(second.dependencies.get(last));
  });

  it("moves with the category's description", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    await expectKeyFollowsWrite(db(), {
      page: await built("/categorias/animais", () => loadCategoryPage("animais")),
      key: categoryPageKind.key(animals.id, 1),
      group: categoryPageKind.group(animals.id),
      change: {
        table: "categories",
        id: animals.id,
        write: async () => void (await updateCategory(db(), animals.id, { description: "Bichos." })),
      },
    });
  });
});
