import { expect, it } from "vitest";
import { drawingCardKind } from "#src/server/dependencies/kinds/drawing-card.ts";
import { loadCategoryPage } from "#src/server/loaders/categories.ts";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { describeKind, evaluated, groupsAfterWrite, recorded } from "./support.ts";

describeKind("drawing-card", (db) => {
  it("is what a page listing the card recorded, and moves with what the card shows only", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const page = await recorded(() => loadCategoryPage("animais"));
    const key = drawingCardKind.key(cat.id);
    expect(page.get(key)).toBeDefined();
    expect(await evaluated(db(), key)).toBe(page.get(key));

    // The card shows no description: checked, but the same.
    const pages = { "/categorias/animais": page };
    const describe = {
      table: "drawings" as const,
      id: cat.id,
      write: async () => void (await updateDrawing(db(), cat.id, { description: "Novo." })),
    };
    expect(await groupsAfterWrite(db(), describe, pages)).toContain(drawingCardKind.group(cat.id));
    expect(await evaluated(db(), key)).toBe(page.get(key));

    const rename = {
      table: "drawings" as const,
      id: cat.id,
      write: async () => void (await updateDrawing(db(), cat.id, { title: "Gatinho" })),
    };
    expect(await groupsAfterWrite(db(), rename, pages)).toContain(drawingCardKind.group(cat.id));
    expect(await evaluated(db(), key)).not.toBe(page.get(key));
  });
});
