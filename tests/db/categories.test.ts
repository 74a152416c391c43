import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import {
  createCategory,
  createDrawing,
  deleteCategory,
  getCategoryById,
  getCategoryBySlug,
  getDrawingById,
  listCategories,
  updateCategory,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { databaseNow, resetTables } from "./repository-helpers.ts";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describeEachDriver("categories repository", (handle) => {
  const db = () => handle().db;

  beforeEach(async () => {
    await resetTables(db());
  });

  it("creates a category with a slug from its name and reads it back", async () => {
    const created = await createCategory(db(), {
      name: "Veículos & Transportes",
      description: "Carros",
      imageUrl: "/img/v.webp",
    });
    expect(created).toMatchObject({
      name: "Veículos & Transportes",
      slug: "veiculos-transportes",
      description: "Carros",
      imageUrl: "/img/v.webp",
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created.updatedAt).toBeInstanceOf(Date);
    expect(await getCategoryById(db(), created.id)).toEqual(created);
    expect(await getCategoryBySlug(db(), "veiculos-transportes")).toEqual(created);
    const bare = await createCategory(db(), { name: "Letras" });
    expect(bare).toMatchObject({ description: null, imageUrl: null });
  });

  it("keeps slugs unique among categories with -1, -2 ...", async () => {
    const slugs = [];
    for (const name of ["Animais", "animais", "ANIMAIS!", "Animais"]) slugs.push((await createCategory(db(), { name })).slug);
    expect(slugs).toEqual(["animais", "animais-1", "animais-2", "animais-3"]);
    expect((await createCategory(db(), { name: "¡¿!" })).slug).toBe("categoria");
    expect((await createCategory(db(), { name: "***" })).slug).toBe("categoria-1");
  });

  it("never gives a category a slug a fixed route holds: 'Todas' is todas-1, on create and on rename", async () => {
    const created = await createCategory(db(), { name: "Todas" });
    expect(created.slug).toBe("todas-1");
    expect((await createCategory(db(), { name: "TODAS!" })).slug).toBe("todas-2");
    const renamed = await createCategory(db(), { name: "Várias" });
    expect((await updateCategory(db(), renamed.id, { name: "Todas" }))?.slug).toBe("todas-3");
    // Saving the same name again keeps its slug.
    expect((await updateCategory(db(), created.id, { name: "Todas", description: "x" }))?.slug).toBe("todas-1");
  });

  it("never hands out one slug twice, even to concurrent saves", async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => createCategory(db(), { name: "Natal" })));
    const slugs = created.map((category) => category.slug).sort();
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain("natal");
    expect(slugs).toContain("natal-11");
  });

  it("gives null for a missing or malformed id and for an unknown slug", async () => {
    expect(await getCategoryById(db(), MISSING_ID)).toBeNull();
    expect(await getCategoryById(db(), "not-a-uuid")).toBeNull();
    expect(await getCategoryById(db(), "")).toBeNull();
    expect(await getCategoryBySlug(db(), "nao-existe")).toBeNull();
    expect(await updateCategory(db(), MISSING_ID, { name: "X" })).toBeNull();
    expect(await updateCategory(db(), "123", { name: "X" })).toBeNull();
    expect(await deleteCategory(db(), MISSING_ID)).toBeNull();
    expect(await deleteCategory(db(), "123")).toBeNull();
  });

  it("does not abort a transaction when asked for a malformed id", async () => {
    const name = await db()
      .transaction()
      .execute(async (trx) => {
        expect(await getCategoryById(trx, "nope")).toBeNull();
        return (await createCategory(trx, { name: "Dentro" })).name;
      });
    expect(name).toBe("Dentro");
  });

  it("joins the caller's transaction: a rollback undoes the create", async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await createCategory(trx, { name: "Efêmera" });
          expect(await getCategoryBySlug(trx, "efemera")).not.toBeNull();
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(await getCategoryBySlug(db(), "efemera")).toBeNull();
  });

  it("lists categories by name with counts of active drawings, or of all for the admin", async () => {
    const zoo = await createCategory(db(), { name: "Zoológico" });
    const animals = await createCategory(db(), { name: "Animais" });
    await createCategory(db(), { name: "Letras" });
    await createDrawing(db(), { title: "Leão", categoryId: zoo.id });
    await createDrawing(db(), { title: "Gato", categoryId: animals.id });
    await createDrawing(db(), { title: "Cão", categoryId: animals.id });
    await createDrawing(db(), { title: "Rato", categoryId: animals.id, active: false });
    await createDrawing(db(), { title: "Solto" });

    const visible = await listCategories(db());
    expect(visible.map((category) => [category.name, category.drawingsCount])).toEqual([
      ["Animais", 2],
      ["Letras", 0],
      ["Zoológico", 1],
    ]);
    expect(visible[0]).toMatchObject({ id: animals.id, slug: "animais", imageUrl: null });
    const all = await listCategories(db(), { includeInactive: true });
    expect(all.map((category) => category.drawingsCount)).toEqual([3, 0, 1]);
  });

  it("regenerates the slug when the name changes, not counting the category itself", async () => {
    const cat = await createCategory(db(), { name: "Gato" });
    const dog = await createCategory(db(), { name: "Cachorro" });

    const renamed = await updateCategory(db(), dog.id, { name: "Gato" });
    expect(renamed).toMatchObject({ id: dog.id, name: "Gato", slug: "gato-1" });

    // Its own slug is not taken for itself: 'Gatos' then back to 'Gato' gives 'gato-1' again, not 'gato-2'.
    expect((await updateCategory(db(), dog.id, { name: "Gatos" }))?.slug).toBe("gatos");
    expect((await updateCategory(db(), dog.id, { name: "Gato" }))?.slug).toBe("gato-1");

    // A name with the same slug base keeps the slug (no needless URL change).
    expect((await updateCategory(db(), cat.id, { name: "GATO!" }))?.slug).toBe("gato");

    // Freed slugs are reused by the next rename.
    await deleteCategory(db(), cat.id);
    // 'gato' is free now, but a same-base rename keeps 'gato-1': its URL stays put.
    expect((await updateCategory(db(), dog.id, { name: "gato" }))?.slug).toBe("gato-1");
    expect((await updateCategory(db(), dog.id, { name: "Gato Preto" }))?.slug).toBe("gato-preto");
    expect((await updateCategory(db(), dog.id, { name: "Gato" }))?.slug).toBe("gato");
  });

  it("leaves a slug alone when the name is saved unchanged, even one not derived from it", async () => {
    const created = await createCategory(db(), { name: "Dinossauros" });
    await sql`update categories set slug = 'dinos' where id = ${created.id}::uuid`.execute(db());
    expect((await updateCategory(db(), created.id, { name: "Dinossauros", description: "z" }))?.slug).toBe("dinos");
    expect((await updateCategory(db(), created.id, { name: "Dinossauros!" }))?.slug).toBe("dinossauros");
  });

  it("updates only the fields given and moves updated_at", async () => {
    const created = await createCategory(db(), { name: "Flores", description: "antes", imageUrl: "/a.webp" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = await databaseNow(db());
    expect(before.getTime()).toBeGreaterThan(created.updatedAt.getTime());
    const updated = await updateCategory(db(), created.id, { description: "depois" });
    expect(updated).toMatchObject({ name: "Flores", slug: "flores", description: "depois", imageUrl: "/a.webp" });
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect((await updateCategory(db(), created.id, { imageUrl: null }))?.imageUrl).toBeNull();
    expect(await updateCategory(db(), created.id, {})).toEqual(await getCategoryById(db(), created.id));
  });

  it("deletes a category, returning it, and leaves its inactive drawings without category", async () => {
    const created = await createCategory(db(), { name: "Frutas" });
    const drawing = await createDrawing(db(), { title: "Maçã", categoryId: created.id, active: false });
    expect((await deleteCategory(db(), created.id))?.id).toBe(created.id);
    expect(await getCategoryById(db(), created.id)).toBeNull();
    expect(await deleteCategory(db(), created.id)).toBeNull();
    expect((await getDrawingById(db(), drawing.id))?.categoryId).toBeNull();
  });

  it("refuses to delete a category that still has active drawings: an active drawing always has a page", async () => {
    const created = await createCategory(db(), { name: "Legumes" });
    const drawing = await createDrawing(db(), { title: "Cenoura", categoryId: created.id });
    expect(drawing.active).toBe(true);
    await expect(deleteCategory(db(), created.id)).rejects.toThrow(/drawings_active_needs_category/);
    expect(await getCategoryById(db(), created.id)).not.toBeNull();
    // And no drawing becomes active without one.
    await expect(updateDrawing(db(), drawing.id, { categoryId: null })).rejects.toThrow(/drawings_active_needs_category/);
    expect(await createDrawing(db(), { title: "Sem Categoria" })).toMatchObject({ active: false, categoryId: null });
  });
});
