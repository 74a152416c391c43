import { sql } from "kysely";
import { expect, it } from "vitest";
import { createCategory, createDrawing, updateDrawing } from "#src/server/repositories/index.ts";
import { categoryLevelDownloadsKind, categoryLevelKind, categoryPageKind } from "#src/server/site/kinds/category-page.ts";
import { loadCategoryPage } from "#src/server/site/loaders/categories.ts";
import { built, describeKind, evaluated, expectKeyFollowsWrite } from "./support.ts";

describeKind("category-level", (db) => {
  it("is what a category's page of one difficulty level recorded, and moves when a drawing's tier changes", async () => {
    const animals = await createCategory(db(), { name: "Animais" });
    const cat = await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    const dog = await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    const owl = await createDrawing(db(), { title: "Coruja", categoryId: animals.id });
    await sql`update drawings set difficulty_tier = 'facil' where id in (${cat.id}, ${dog.id})`.execute(db());
    await sql`update drawings set difficulty_tier = 'dificil' where id = ${owl.id}`.execute(db());

    const loaded = await loadCategoryPage("animais", 1, "newest", "facil");
    expect(loaded.found && loaded.drawings.map((drawing) => drawing.title).sort()).toEqual(["Cão", "Gato"]);
    expect(loaded.found && loaded.total).toBe(2);
    expect(loaded.found && loaded.tierCounts).toEqual({ facil: 2, medio: 0, dificil: 1, desafio: 0 });
    // A level without drawings has no page; every page shows the counts by level.
    expect((await loadCategoryPage("animais", 1, "newest", "medio")).found).toBe(false);
    const all = await loadCategoryPage("animais");
    expect(all.found && all.tierCounts).toEqual({ facil: 2, medio: 0, dificil: 1, desafio: 0 });

    const page = await built("/categorias/animais/nivel/facil", () => loadCategoryPage("animais", 1, "newest", "facil"));
    const key = categoryLevelKind.key(animals.id, "facil", 1);
    expect(await evaluated(db(), key)).toBe(page.dependencies.get(key));
    expect(page.dependencies.has(categoryPageKind.key(animals.id, 1))).toBe(false);

    // The administrator sets the owl to 'Fácil' by hand: it joins the level's list.
    await expectKeyFollowsWrite(db(), {
      page,
      key,
      group: categoryLevelKind.group(animals.id),
      change: {
        table: "drawings",
        id: owl.id,
        write: async () => void (await updateDrawing(db(), owl.id, { difficultyOverride: "facil" })),
      },
    });
    const after = await loadCategoryPage("animais", 1, "newest", "facil");
    expect(after.found && after.total).toBe(3);
  });

  it("orders a level's drawings most downloaded first on its 'Mais baixados' page, a key of its own", async () => {
    const birds = await createCategory(db(), { name: "Aves" });
    const owl = await createDrawing(db(), { title: "Coruja", categoryId: birds.id });
    const duck = await createDrawing(db(), { title: "Pato", categoryId: birds.id });
    const hen = await createDrawing(db(), { title: "Galinha", categoryId: birds.id });
    await sql`update drawings set difficulty_tier = 'facil' where id in (${owl.id}, ${duck.id}, ${hen.id})`.execute(db());
    await sql`update drawings set downloads = 9 where id = ${duck.id}`.execute(db());
    await sql`update drawings set downloads = 4 where id = ${owl.id}`.execute(db());

    const loaded = await loadCategoryPage("aves", 1, "downloads", "facil");
    expect(loaded.found && loaded.drawings.map((drawing) => drawing.title)).toEqual(["Pato", "Coruja", "Galinha"]);
    expect(loaded.found && loaded.order).toBe("downloads");
    const page = await built("/categorias/aves/mais-baixados/nivel/facil", () =>
      loadCategoryPage("aves", 1, "downloads", "facil"),
    );
    const key = categoryLevelDownloadsKind.key(birds.id, "facil", 1);
    expect(await evaluated(db(), key)).toBe(page.dependencies.get(key));
    expect(page.dependencies.has(categoryLevelKind.key(birds.id, "facil", 1))).toBe(false);

    await expectKeyFollowsWrite(db(), {
      page,
      key,
      group: categoryLevelDownloadsKind.group(birds.id),
      change: { table: "drawings", id: hen.id, write: async () => void (await updateDrawing(db(), hen.id, { active: false })) },
    });
  });

  it("keeps its key strings parseable back into their arguments, and refuses other tiers", () => {
    const id = "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f";
    expect(categoryLevelKind.argsOf({ kind: "category-level", arg: id, detail: "desafio|3" })).toEqual([id, "desafio", 3]);
    expect(categoryLevelKind.argsOf({ kind: "category-level", arg: id, detail: "impossivel|3" })).toBeNull();
    expect(categoryLevelKind.argsOf({ kind: "category-level", arg: id, detail: "facil|0" })).toBeNull();
  });
});
