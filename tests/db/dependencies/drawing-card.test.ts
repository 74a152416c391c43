import { it } from "vitest";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { drawingCardKind } from "#src/server/site/kinds/drawing-card.ts";
import { loadCategoryPage } from "#src/server/site/loaders/categories.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("drawing-card", (db) => {
  it("is what a page listing the card recorded, and moves with what the card shows only", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const card = {
      page: await built("/categorias/animais", () => loadCategoryPage("animais")),
      key: drawingCardKind.key(cat.id),
      group: drawingCardKind.group(cat.id),
    };
    const edit = (fields: { description?: string; title?: string }) => ({
      table: "drawings" as const,
      id: cat.id,
      write: async () => void (await updateDrawing(db(), cat.id, fields)),
    });

    // The card shows no description: checked, but the same.
    await expectKeyFollowsWrite(db(), { ...card, change: edit({ description: "Novo." }), moves: false });
    await expectKeyFollowsWrite(db(), { ...card, change: edit({ title: "Gatinho" }) });
  });
});
