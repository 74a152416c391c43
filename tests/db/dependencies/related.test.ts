import { it } from "vitest";
import { RELATED_SHOWN } from "#src/lib/site.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { relatedKind } from "#src/server/site/kinds/related.ts";
import { loadDrawingPage } from "#src/server/site/loaders/drawing.ts";
import { setCreatedAt } from "../repository-helpers.ts";
import { built, describeKind, expectKeyFollowsWrite } from "./support.ts";

describeKind("related", (db) => {
  it("is the head of the category list the drawing page recorded, and moves when a newer drawing joins the category", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    for (let i = 1; i <= RELATED_SHOWN + 2; i++) {
      const drawing = await createDrawing(db(), { title: `Bicho ${i}`, categoryId: animals.id });
      await setCreatedAt(db(), "drawings", drawing.id, `2026-01-0${i}T12:00:00Z`);
    }
    await expectKeyFollowsWrite(db(), {
      page: await built("/desenhos/animais/bicho-1", () => loadDrawingPage("animais", "bicho-1")),
      key: relatedKind.key(animals.id),
      group: relatedKind.group(animals.id),
      change: {
        table: "drawings",
        id: null,
        write: async () => (await createDrawing(db(), { title: "Novo", categoryId: animals.id })).id,
      },
    });
  });
});
