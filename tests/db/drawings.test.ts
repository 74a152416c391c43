import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { Category, Drawing, DrawingWithCategory } from "#src/lib/domain.ts";
import {
  countDrawings,
  createCategory,
  createDrawing,
  deleteDrawing,
  getDrawingByCategoryAndSlug,
  getDrawingById,
  getDrawingBySlug,
  getDrawingCategoryIds,
  getDrawingsWithCategory,
  getDrawingWithCategory,
  listCategoryDrawingIds,
  listCategoryDrawings,
  listDrawings,
  popularDrawings,
  relatedDrawings,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { databaseNow, resetTables, setCreatedAt } from "./repository-helpers.ts";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const titles = (items: readonly DrawingWithCategory[]) => items.map((item) => item.title);

describeEachDriver("drawings repository", (handle) => {
  const db = () => handle().db;

  let animals: Category;
  let vehicles: Category;
  let dog: Drawing;
  let cat: Drawing;
  let car: Drawing;
  let plane: Drawing;
  let loose: Drawing;

  /** Five drawings, created one day apart (oldest first), with known counters. */
  beforeEach(async () => {
    await resetTables(db());
    animals = await createCategory(db(), { name: "Animais" });
    vehicles = await createCategory(db(), { name: "Veículos" });
    dog = await createDrawing(db(), {
      title: "Cão Feliz",
      description: "Um cachorro alegre",
      categoryId: animals.id,
      tags: ["cachorro", "pet"],
    });
    cat = await createDrawing(db(), {
      title: "Gato",
      description: "Gato dormindo no sofá",
      categoryId: animals.id,
      tags: ["gato", "pet"],
    });
    car = await createDrawing(db(), {
      title: "Carro",
      description: "Carro 100% veloz",
      categoryId: vehicles.id,
      tags: ["carro"],
    });
    plane = await createDrawing(db(), { title: "Avião", categoryId: vehicles.id, tags: ["aviao"], active: false });
    loose = await createDrawing(db(), { title: "Sem Categoria", description: "Desenho_livre" });
    const counters: [Drawing, string, number, number][] = [
      [dog, "2026-01-01", 5, 10],
      [cat, "2026-01-02", 20, 1],
      [car, "2026-01-03", 20, 7],
      [plane, "2026-01-04", 50, 3],
      [loose, "2026-01-05", 0, 0],
    ];
    for (const [drawing, day, downloads, views] of counters) {
      await setCreatedAt(db(), "drawings", drawing.id, `${day}T12:00:00Z`);
      await sql`update drawings set downloads = ${downloads}, views = ${views} where id = ${drawing.id}::uuid`.execute(db());
    }
  });

  describe("listDrawings", () => {
    it("lists every drawing, newest first, with its category and the total", async () => {
      const page = await listDrawings(db());
      expect(titles(page.items)).toEqual(["Sem Categoria", "Avião", "Carro", "Gato", "Cão Feliz"]);
      expect(page).toMatchObject({ total: 5, page: 1, limit: 5 });
      const first = page.items.find((item) => item.id === dog.id);
      expect(first).toMatchObject({
        slug: "cao-feliz",
        categoryId: animals.id,
        category: { id: animals.id, name: "Animais", slug: "animais" },
        tags: ["cachorro", "pet"],
        downloads: 5,
        views: 10,
        active: true,
      });
      expect(first?.createdAt.toISOString()).toBe("2026-01-01T12:00:00.000Z");
      expect(page.items[0]?.category).toBeNull();
    });

    it("filters by active", async () => {
      // A drawing without a category has no page, so it is never active.
      expect(titles((await listDrawings(db(), { active: true })).items)).toEqual(["Carro", "Gato", "Cão Feliz"]);
      expect(titles((await listDrawings(db(), { active: false })).items)).toEqual(["Sem Categoria", "Avião"]);
    });

    it("filters by category id or slug; unknown or malformed ones match nothing", async () => {
      expect(titles((await listDrawings(db(), { categoryId: vehicles.id })).items)).toEqual(["Avião", "Carro"]);
      expect(titles((await listDrawings(db(), { categorySlug: "animais" })).items)).toEqual(["Gato", "Cão Feliz"]);
      expect(titles((await listDrawings(db(), { categorySlug: "veiculos", active: true })).items)).toEqual(["Carro"]);
      expect(await listDrawings(db(), { categorySlug: "nao-existe" })).toMatchObject({ items: [], total: 0 });
      expect(await listDrawings(db(), { categoryId: MISSING_ID })).toMatchObject({ items: [], total: 0 });
      expect(await listDrawings(db(), { categoryId: "abc" })).toMatchObject({ items: [], total: 0 });
    });

    it("filters by tag overlap", async () => {
      expect(titles((await listDrawings(db(), { tags: ["pet"] })).items)).toEqual(["Gato", "Cão Feliz"]);
      expect(titles((await listDrawings(db(), { tags: ["carro", "gato"] })).items)).toEqual(["Carro", "Gato"]);
      expect((await listDrawings(db(), { tags: ["dinossauro"] })).total).toBe(0);
      expect((await listDrawings(db(), { tags: [] })).total).toBe(5);
    });

    it("searches title, slug or category name for the admin", async () => {
      expect(titles((await listDrawings(db(), { adminSearch: "VEICULOS" })).items)).toEqual(["Avião", "Carro"]);
      expect(titles((await listDrawings(db(), { adminSearch: "cao-fel" })).items)).toEqual(["Cão Feliz"]);
      expect(titles((await listDrawings(db(), { adminSearch: "gâto" })).items)).toEqual(["Gato"]);
      // The description is not part of the admin search.
      expect((await listDrawings(db(), { adminSearch: "sofa" })).total).toBe(0);
      expect((await listDrawings(db(), { adminSearch: "animais", categoryId: animals.id, active: true })).total).toBe(2);
    });

    it("treats LIKE wildcards in the admin search text literally", async () => {
      const sale = await createCategory(db(), { name: "Ofertas 100%" });
      await createDrawing(db(), { title: "Barco", categoryId: sale.id });
      await createDrawing(db(), { title: "Desenho_livre" });
      expect(titles((await listDrawings(db(), { adminSearch: "%" })).items)).toEqual(["Barco"]);
      expect(titles((await listDrawings(db(), { adminSearch: "100%" })).items)).toEqual(["Barco"]);
      expect(titles((await listDrawings(db(), { adminSearch: "_" })).items)).toEqual(["Desenho_livre"]);
      expect(titles((await listDrawings(db(), { adminSearch: "o_l" })).items)).toEqual(["Desenho_livre"]);
      expect((await listDrawings(db(), { adminSearch: "o%l" })).total).toBe(0);
      expect((await listDrawings(db(), { adminSearch: "\\" })).total).toBe(0);
      expect((await listDrawings(db(), { adminSearch: "   " })).total).toBe(7);
    });

    it("sorts by each field in both orders, ties broken by id", async () => {
      const ids = (items: readonly DrawingWithCategory[]) => items.map((item) => item.id);
      // Gato and Carro tie on 20 downloads: the higher id comes first when descending.
      const [low, high] = [cat.id, car.id].sort();
      const byDownloads = await listDrawings(db(), { sortBy: "downloads" });
      expect(ids(byDownloads.items)).toEqual([plane.id, high, low, dog.id, loose.id]);
      const ascending = await listDrawings(db(), { sortBy: "downloads", sortOrder: "asc" });
      expect(ids(ascending.items)).toEqual(ids(byDownloads.items).reverse());
      expect(titles((await listDrawings(db(), { sortBy: "views" })).items)).toEqual([
        "Cão Feliz",
        "Carro",
        "Avião",
        "Gato",
        "Sem Categoria",
      ]);
      expect(titles((await listDrawings(db(), { sortBy: "title", sortOrder: "asc" })).items)).toEqual([
        "Avião",
        "Cão Feliz",
        "Carro",
        "Gato",
        "Sem Categoria",
      ]);
      expect(titles((await listDrawings(db(), { sortBy: "created_at", sortOrder: "asc" })).items)).toEqual([
        "Cão Feliz",
        "Gato",
        "Carro",
        "Avião",
        "Sem Categoria",
      ]);
    });

    it("pages with offset (page-1)*limit and counts every match", async () => {
      const all = await listDrawings(db(), { sortBy: "title", sortOrder: "asc" });
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await listDrawings(db(), { sortBy: "title", sortOrder: "asc", page, limit: 2 }));
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
      expect(pages.map((page) => [page.page, page.limit, page.total])).toEqual([
        [1, 2, 5],
        [2, 2, 5],
        [3, 2, 5],
      ]);
      expect(pages.flatMap((page) => page.items)).toEqual(all.items);
      expect(await listDrawings(db(), { page: 9, limit: 2 })).toMatchObject({ items: [], total: 5, page: 9 });
      const limited = await listDrawings(db(), { limit: 3, active: true });
      expect(limited).toMatchObject({ total: 3, page: 1, limit: 3 });
      expect(titles(limited.items)).toEqual(["Carro", "Gato", "Cão Feliz"]);
    });

    it("rejects nonsensical paging and unknown sort fields", async () => {
      await expect(listDrawings(db(), { page: 0, limit: 10 })).rejects.toThrow(RangeError);
      await expect(listDrawings(db(), { limit: -1 })).rejects.toThrow(RangeError);
      await expect(listDrawings(db(), { limit: 1.5 })).rejects.toThrow(RangeError);
      await expect(listDrawings(db(), { page: 2 })).rejects.toThrow(RangeError);
      // An untyped caller cannot name an arbitrary column.
      await expect(listDrawings(db(), { sortBy: "slug; drop table drawings" as never })).rejects.toThrow(RangeError);
      await expect(listDrawings(db(), { sortOrder: "sideways" as never })).rejects.toThrow(RangeError);
    });
  });

  it("counts drawings for the admin summary", async () => {
    expect(await countDrawings(db())).toEqual({ total: 5, active: 3, inactive: 2 });
  });

  it("gets a drawing by id, with or without its category; missing or malformed ids give null", async () => {
    expect(await getDrawingById(db(), dog.id)).toMatchObject({ id: dog.id, title: "Cão Feliz", categoryId: animals.id });
    expect(await getDrawingWithCategory(db(), car.id)).toMatchObject({
      id: car.id,
      category: { id: vehicles.id, name: "Veículos", slug: "veiculos" },
    });
    expect((await getDrawingWithCategory(db(), loose.id))?.category).toBeNull();
    expect(await getDrawingById(db(), plane.id, { active: true })).toBeNull();
    expect(await getDrawingWithCategory(db(), plane.id, { active: true })).toBeNull();
    expect((await getDrawingWithCategory(db(), plane.id))?.active).toBe(false);
    for (const id of [MISSING_ID, "abc", ""]) {
      expect(await getDrawingById(db(), id)).toBeNull();
      expect(await getDrawingWithCategory(db(), id)).toBeNull();
    }
  });

  it("gets a drawing by category slug and drawing slug", async () => {
    expect((await getDrawingByCategoryAndSlug(db(), "animais", "gato"))?.id).toBe(cat.id);
    expect(await getDrawingByCategoryAndSlug(db(), "veiculos", "gato")).toBeNull();
    expect(await getDrawingByCategoryAndSlug(db(), "nada", "gato")).toBeNull();
    expect((await getDrawingByCategoryAndSlug(db(), "veiculos", "aviao"))?.id).toBe(plane.id);
    expect(await getDrawingByCategoryAndSlug(db(), "veiculos", "aviao", { active: true })).toBeNull();
  });

  it("gets a drawing by its slug alone, with its category for the redirect", async () => {
    expect(await getDrawingBySlug(db(), "carro")).toMatchObject({ id: car.id, category: { slug: "veiculos" } });
    expect(await getDrawingBySlug(db(), "aviao", { active: true })).toBeNull();
    expect(await getDrawingBySlug(db(), "nada")).toBeNull();
  });

  it("lists popular drawings: active only, most downloaded first, 8 by default", async () => {
    // Avião has the most downloads but is inactive; Gato and Carro tie, the higher id first.
    const tied = [cat, car].sort((a, b) => (a.id < b.id ? 1 : -1)).map((drawing) => drawing.title);
    expect(titles(await popularDrawings(db(), 3))).toEqual([...tied, "Cão Feliz"]);
    for (let index = 0; index < 6; index++) await createDrawing(db(), { title: `Extra ${index}`, categoryId: animals.id });
    const popular = await popularDrawings(db());
    expect(popular).toHaveLength(8);
    expect(popular.every((drawing) => drawing.active)).toBe(true);
  });

  it("lists related drawings: same category, active, not the drawing itself, newest first", async () => {
    const more = [];
    for (let index = 0; index < 6; index++) {
      const drawing = await createDrawing(db(), { title: `Bicho ${index}`, categoryId: animals.id });
      await setCreatedAt(db(), "drawings", drawing.id, `2026-02-0${index + 1}T00:00:00Z`);
      more.push(drawing);
    }
    await updateDrawing(db(), more[5]?.id ?? "", { active: false });
    const related = await relatedDrawings(db(), dog);
    expect(titles(related)).toEqual(["Bicho 4", "Bicho 3", "Bicho 2", "Bicho 1", "Bicho 0"]);
    expect(titles(await relatedDrawings(db(), dog, 2))).toEqual(["Bicho 4", "Bicho 3"]);
    expect(titles(await relatedDrawings(db(), car))).toEqual([]);
    expect(await relatedDrawings(db(), loose)).toEqual([]);
  });

  it("lists a category's active drawings in its pages' order, a page at a time or every id at once", async () => {
    const twin = await createDrawing(db(), { title: "Gato Gêmeo", categoryId: animals.id });
    // Created in the same instant as the cat: the id decides.
    await setCreatedAt(db(), "drawings", twin.id, "2026-01-02T12:00:00Z");
    const [first, second] = [cat.id, twin.id].sort().reverse();
    const order = [first, second, dog.id];
    expect((await listCategoryDrawings(db(), animals.id)).items.map((item) => item.id)).toEqual(order);
    expect(await listCategoryDrawings(db(), animals.id, { page: 2, limit: 2 })).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect((await listCategoryDrawings(db(), animals.id, { page: 2, limit: 2 })).items.map((item) => item.id)).toEqual([dog.id]);
    expect(await listCategoryDrawingIds(db(), animals.id)).toEqual(order);
    expect(await listCategoryDrawingIds(db(), vehicles.id)).toEqual([car.id]);
    expect(await listCategoryDrawingIds(db(), "abc")).toEqual([]);
  });

  it("reads drawings by ids in one call, and the category of each", async () => {
    const found = await getDrawingsWithCategory(db(), [dog.id, plane.id, MISSING_ID, "abc"], { active: true });
    expect(found.map((drawing) => drawing.id)).toEqual([dog.id]);
    expect(found[0]?.category?.slug).toBe("animais");
    expect(await getDrawingCategoryIds(db(), [plane.id, loose.id, MISSING_ID, "abc"])).toEqual(
      new Map([
        [plane.id, vehicles.id],
        [loose.id, null],
      ]),
    );
  });

  describe("writes", () => {
    it("creates a drawing with defaults and clean tags", async () => {
      const created = await createDrawing(db(), {
        title: "Borboleta",
        categoryId: animals.id,
        tags: [" inseto ", "", "inseto", "asas"],
      });
      expect(created).toMatchObject({
        slug: "borboleta",
        description: null,
        imageUrl: null,
        tags: ["inseto", "asas"],
        active: true,
        views: 0,
        downloads: 0,
      });
      expect(await getDrawingById(db(), created.id)).toEqual(created);
    });

    it("makes slugs unique among all drawings, across categories", async () => {
      const slugs = [];
      for (const categoryId of [vehicles.id, null, animals.id])
        slugs.push((await createDrawing(db(), { title: "Gato!", categoryId })).slug);
      expect(slugs).toEqual(["gato-1", "gato-2", "gato-3"]);
      expect((await createDrawing(db(), { title: "???" })).slug).toBe("desenho");
      const concurrent = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          createDrawing(db(), { title: "Pato", categoryId: index % 2 ? animals.id : vehicles.id }),
        ),
      );
      expect(new Set(concurrent.map((drawing) => drawing.slug)).size).toBe(10);
    });

    it("regenerates the slug on a new title, not counting the drawing itself", async () => {
      expect(await updateDrawing(db(), car.id, { title: "Gato" })).toMatchObject({ title: "Gato", slug: "gato-1" });
      expect((await updateDrawing(db(), car.id, { title: "Carro Vermelho" }))?.slug).toBe("carro-vermelho");
      expect((await updateDrawing(db(), car.id, { title: "Gato" }))?.slug).toBe("gato-1");
      // Same slug base: the slug stays.
      expect((await updateDrawing(db(), cat.id, { title: "GATO" }))?.slug).toBe("gato");
      // Other fields leave the slug alone.
      expect((await updateDrawing(db(), dog.id, { description: "outro" }))?.slug).toBe("cao-feliz");
      // 'gato' freed: a same-base rename keeps 'gato-1', a different title then takes 'gato' back.
      await deleteDrawing(db(), cat.id);
      expect((await updateDrawing(db(), car.id, { title: "gato" }))?.slug).toBe("gato-1");
      expect((await updateDrawing(db(), car.id, { title: "Carro" }))?.slug).toBe("carro");
      expect((await updateDrawing(db(), car.id, { title: "Gato" }))?.slug).toBe("gato");
    });

    it("leaves a slug alone when the title is saved unchanged, even one not derived from it", async () => {
      await sql`update drawings set slug = 'nome-antigo' where id = ${dog.id}::uuid`.execute(db());
      expect((await updateDrawing(db(), dog.id, { title: "Cão Feliz", description: "y" }))?.slug).toBe("nome-antigo");
      expect((await updateDrawing(db(), dog.id, { title: "Cão Feliz!" }))?.slug).toBe("cao-feliz");
    });

    it("respects the active flag given on update", async () => {
      expect((await updateDrawing(db(), dog.id, { title: "Cão Feliz", active: false }))?.active).toBe(false);
      expect((await getDrawingById(db(), dog.id))?.active).toBe(false);
      expect((await updateDrawing(db(), dog.id, { active: true }))?.active).toBe(true);
      expect((await updateDrawing(db(), dog.id, { description: "x" }))?.active).toBe(true);
    });

    it("updates every field given and moves updated_at", async () => {
      const before = await databaseNow(db());
      const updated = await updateDrawing(db(), dog.id, {
        description: null,
        categoryId: vehicles.id,
        tags: ["a", "a", " b "],
        imageUrl: "/storage/drawings/cao-feliz.webp",
      });
      expect(updated).toMatchObject({
        description: null,
        categoryId: vehicles.id,
        tags: ["a", "b"],
        imageUrl: "/storage/drawings/cao-feliz.webp",
        views: 10,
        downloads: 5,
      });
      expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
      // Without a category a drawing has no page: only an inactive one may lose it.
      await expect(updateDrawing(db(), dog.id, { categoryId: null })).rejects.toThrow(/drawings_active_needs_category/);
      expect((await updateDrawing(db(), dog.id, { categoryId: null, active: false }))?.categoryId).toBeNull();
      expect(await updateDrawing(db(), dog.id, {})).toEqual(await getDrawingById(db(), dog.id));
    });

    it("gives null when updating or deleting a missing or malformed id", async () => {
      for (const id of [MISSING_ID, "x"]) {
        expect(await updateDrawing(db(), id, { title: "Novo" })).toBeNull();
        expect(await updateDrawing(db(), id, { active: false })).toBeNull();
        expect(await updateDrawing(db(), id, {})).toBeNull();
        expect(await deleteDrawing(db(), id)).toBeNull();
      }
      expect((await listDrawings(db())).total).toBe(5);
    });

    it("deletes a drawing and returns it", async () => {
      expect((await deleteDrawing(db(), cat.id))?.slug).toBe("gato");
      expect(await getDrawingById(db(), cat.id)).toBeNull();
      expect(await deleteDrawing(db(), cat.id)).toBeNull();
      expect((await createDrawing(db(), { title: "Gato" })).slug).toBe("gato");
    });
  });
});

describeEachDriver("drawings repository at 10,000 rows", (handle) => {
  it("filters and pages the admin search in SQL", async () => {
    const db = handle().db;
    await resetTables(db);
    const category = await createCategory(db, { name: "Números" });
    await sql`
      insert into drawings (title, slug, category_id, active, created_at)
      select 'Desenho ' || n, 'desenho-' || n, case when n % 10 = 0 then ${category.id}::uuid end, n % 3 <> 0 and n % 10 = 0,
        timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 10000) as n`.execute(db);
    const started = performance.now();
    const page = await listDrawings(db, { adminSearch: "numeros", active: true, page: 3, limit: 10 });
    const elapsed = performance.now() - started;
    // Every tenth drawing is in the category; a third of those are inactive.
    expect(page.total).toBe(667);
    const matching = Array.from({ length: 10000 }, (_, index) => index + 1)
      .filter((n) => n % 10 === 0 && n % 3 !== 0)
      .reverse();
    expect(page.items.map((item) => item.title)).toEqual(matching.slice(20, 30).map((n) => `Desenho ${n}`));
    expect(page.items.every((item) => item.category?.slug === "numeros" && item.active)).toBe(true);
    expect(elapsed).toBeLessThan(5000);
  });
});
