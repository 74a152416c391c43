import { sql } from "kysely";
import { expect, it } from "vitest";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { drawingKind } from "#src/server/site/kinds/drawing.ts";
import { loadDrawingPage } from "#src/server/site/loaders/drawing.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite } from "./support.ts";

describeKind("drawing", (db) => {
  const seed = async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", description: "Dormindo.", categoryId: animals.id });
    const page = await built("/desenhos/animais/gato", () => loadDrawingPage("animais", "gato"));
    return { cat, page, key: drawingKind.key(cat.id) };
  };

  it("is what the drawing page recorded, and moves with the drawing's content", async () => {
    const { cat, page, key } = await seed();
    await expectKeyFollowsWrite(db(), {
      page,
      key,
      group: drawingKind.group(cat.id),
      change: {
        table: "drawings",
        id: cat.id,
        write: async () => void (await updateDrawing(db(), cat.id, { description: "Acordado." })),
      },
    });
  });

  it("leaves counters out, and is null once the drawing is inactive", async () => {
    const { cat, page, key } = await seed();
    await sql`update drawings set views = 10, downloads = 5 where id = ${cat.id}`.execute(db());
    expect(await evaluated(db(), key)).toBe(page.dependencies.get(key));
    await updateDrawing(db(), cat.id, { active: false });
    const inactive = await evaluated(db(), key);
    expect(inactive).not.toBe(page.dependencies.get(key));
    expect(await evaluated(db(), drawingKind.key("not-a-uuid"))).toBe(inactive);
  });
});
