import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import {
  createCategory,
  createDrawing,
  getDrawingById,
  getDrawingDifficulty,
  listCategoriesWithTiers,
  listCategoryDrawingIds,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import { searchDrawings } from "#src/server/search/search.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

/**
 * A drawing's difficulty in the data layer (issue 25): the tier shown is the
 * one set by hand, else the computed one; categories count their drawings by
 * tier; a category's level lists and the search filter by it; a change of
 * tier moves updated_at (the page shows it); the admin reads every value.
 */
describeEachDriver("drawing difficulty", (handle) => {
  beforeEach(async () => {
    await resetTables(handle().db);
  });

  async function catalogue() {
    const { db } = handle();
    const animals = await createCategory(db, { name: "Animais" });
    const letters = await createCategory(db, { name: "Letras" });
    const cat = await createDrawing(db, { title: "Gato dormindo", categoryId: animals.id });
    const lion = await createDrawing(db, { title: "Leão rugindo", categoryId: animals.id });
    const owl = await createDrawing(db, { title: "Coruja no galho", categoryId: animals.id });
    const letter = await createDrawing(db, { title: "Letra G de gato", categoryId: letters.id });
    const hidden = await createDrawing(db, { title: "Gato escondido", categoryId: animals.id, active: false });
    const set = (id: string, tier: string) => sql`update drawings set difficulty_tier = ${tier} where id = ${id}`.execute(db);
    await set(cat.id, "facil");
    await set(lion.id, "dificil");
    await set(letter.id, "facil");
    await set(hidden.id, "facil");
    return { animals, letters, cat, lion, owl, letter, hidden };
  }

  it("shows the tier set by hand over the computed one, and counts each category's active drawings by tier", async () => {
    const { db } = handle();
    const { animals, letters, cat, owl } = await catalogue();
    expect((await getDrawingById(db, cat.id))?.difficulty).toBe("facil");
    expect((await getDrawingById(db, owl.id))?.difficulty).toBeNull();
    await updateDrawing(db, cat.id, { difficultyOverride: "desafio" });
    expect((await getDrawingById(db, cat.id))?.difficulty).toBe("desafio");
    const counts = new Map((await listCategoriesWithTiers(db)).map((category) => [category.id, category]));
    expect(counts.get(animals.id)?.tierCounts).toEqual({ facil: 0, medio: 0, dificil: 1, desafio: 1 });
    expect(counts.get(animals.id)?.drawingsCount).toBe(3);
    expect(counts.get(letters.id)?.tierCounts).toEqual({ facil: 1, medio: 0, dificil: 0, desafio: 0 });
  });

  it("lists a category's drawings of one tier, newest first, active only", async () => {
    const { db } = handle();
    const { animals, cat, lion } = await catalogue();
    expect(await listCategoryDrawingIds(db, animals.id, "newest", "facil")).toEqual([cat.id]);
    expect(await listCategoryDrawingIds(db, animals.id, "newest", "dificil")).toEqual([lion.id]);
    expect(await listCategoryDrawingIds(db, animals.id, "newest", "medio")).toEqual([]);
    expect(await listCategoryDrawingIds(db, animals.id)).toHaveLength(3);
  });

  it("filters the search by tier, and lists a whole tier without a query", async () => {
    const { db } = handle();
    await catalogue();
    const titles = async (query: string, tier: "facil" | "dificil" | null) =>
      (await searchDrawings(db, query, 1, undefined, tier)).results.map((hit) => [hit.title, hit.difficulty]);
    expect((await titles("gato", null)).map(([title]) => title).sort()).toEqual(["Gato dormindo", "Letra G de gato"]);
    expect(await titles("gato", "facil")).toEqual(
      expect.arrayContaining([
        ["Gato dormindo", "facil"],
        ["Letra G de gato", "facil"],
      ]),
    );
    expect(await titles("gato", "dificil")).toEqual([]);
    expect(await titles("leao", "dificil")).toEqual([["Leão rugindo", "dificil"]]);
    const tier = await searchDrawings(db, "", 1, undefined, "facil");
    expect(tier.total).toBe(2);
    expect(tier.results.map((hit) => hit.title).sort()).toEqual(["Gato dormindo", "Letra G de gato"]);
    // Without a tier, a blank query still finds nothing.
    expect((await searchDrawings(db, "", 1)).total).toBe(0);
  });

  it("moves updated_at when the tier changes, and gives the administrator every value", async () => {
    const { db } = handle();
    const { owl } = await catalogue();
    // An old date first (updated_at alone moves nothing), so the change can only move it forward.
    await sql`update drawings set updated_at = '2020-01-01T00:00:00Z' where id = ${owl.id}`.execute(db);
    const before = (await getDrawingById(db, owl.id))?.updatedAt.getTime() ?? 0;
    expect(before).toBe(Date.parse("2020-01-01T00:00:00Z"));
    await sql`update drawings set difficulty_tier = 'medio', difficulty_score = 55.5, difficulty_regions = 21, difficulty_leaks = 1, difficulty_ai = 'facil' where id = ${owl.id}`.execute(
      db,
    );
    const after = (await getDrawingById(db, owl.id))?.updatedAt.getTime() ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(await getDrawingDifficulty(db, owl.id)).toEqual({
      computed: "medio",
      override: null,
      ai: "facil",
      regions: 21,
      score: 55.5,
      leaks: 1,
    });
    expect(await getDrawingDifficulty(db, "not-a-uuid")).toBeNull();
  });
});
