import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { createArticle, updateArticle } from "#src/server/repositories/articles.ts";
import { createCategory, deleteCategory, updateCategory } from "#src/server/repositories/categories.ts";
import { createDrawing, updateDrawing } from "#src/server/repositories/drawings.ts";
import { searchArticles, searchDrawings } from "#src/server/search/search.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import { SAMPLE_COLLECTIONS } from "../../sample-content/collections.ts";
import { mapSampleRegions } from "../../sample-content/rendered.ts";
import { seedDatabase } from "../../sample-content/seed.ts";
import { createTestDatabase, DRIVERS, describeEachDriver, type TestDatabase } from "../support/databases.ts";
import { ARTICLE_CASES, DRAWING_CASES, type SearchCase } from "./search-corpus.ts";

/**
 * The database search (docs/search.md): its quality on the sample catalogue
 * (tests/db/search-corpus.ts), and documents that follow every write at
 * once, on PGlite and on PostgreSQL.
 */
function checkCase(
  testCase: SearchCase,
  answer: {
    correctedQuery: string | null;
    results: { title: string; category?: string; difficulty?: DifficultyTier | null; url?: string }[];
    shortcuts?: { name: string }[];
  },
) {
  const titles = answer.results.map((hit) => hit.title);
  if (testCase.none) expect(titles).toEqual([]);
  if (testCase.first) expect(titles[0]).toBe(testCase.first);
  if (testCase.top) {
    const within = titles.slice(0, testCase.within ?? testCase.top.length);
    expect(within).toEqual(expect.arrayContaining(testCase.top));
  }
  if (testCase.category) {
    const within = answer.results.slice(0, testCase.within);
    expect(within).toHaveLength(testCase.within ?? 0);
    expect(new Set(within.map((hit) => hit.category))).toEqual(new Set([testCase.category]));
  }
  if (testCase.levels) {
    expect(answer.results.length).toBeGreaterThan(0);
    for (const hit of answer.results) expect(testCase.levels).toContain(hit.difficulty);
  }
  if (testCase.collection) {
    const slugs = SAMPLE_COLLECTIONS.find((collection) => collection.slug === testCase.collection)?.drawings ?? [];
    const found = answer.results.map((hit) => hit.url?.split("/").at(-1));
    expect(slugs.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(slugs));
  }
  if (testCase.shortcut) expect(answer.shortcuts?.[0]?.name).toBe(testCase.shortcut);
  expect(answer.correctedQuery).toBe(testCase.corrected ?? null);
}

for (const driver of DRIVERS) {
  describe(`search quality on the sample catalogue [${driver}]`, () => {
    let database: TestDatabase;
    let storageDir: string;

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      storageDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "rabisco-search-"));
      const storage = createLocalStorage(storageDir);
      await seedDatabase(database.handle, storage);
      // The levels, as a first start makes them (scripts/lib/bootstrap.ts): the age queries find drawings by level.
      await mapSampleRegions({ db: database.handle.db, storage });
    }, 240_000);
    afterAll(async () => {
      await database?.dispose();
      if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
    });

    it("has a corpus of at least 40 drawing queries of every kind", () => {
      expect(DRAWING_CASES.length).toBeGreaterThanOrEqual(40);
      expect(new Set(DRAWING_CASES.map((testCase) => testCase.kind)).size).toBe(14);
      for (const kind of ["age", "occasion", "theme"])
        expect(DRAWING_CASES.filter((testCase) => testCase.kind === kind).length).toBeGreaterThanOrEqual(8);
    });

    it.each(DRAWING_CASES.map((testCase) => [`${testCase.kind}: '${testCase.q}'`, testCase] as const))(
      "drawings, %s",
      async (_, testCase) => {
        const answer = await searchDrawings(database.handle.db, testCase.q);
        checkCase(testCase, answer);
        expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
      },
    );

    it.each(ARTICLE_CASES.map((testCase) => [`${testCase.kind}: '${testCase.q}'`, testCase] as const))(
      "articles, %s",
      async (_, testCase) => {
        const answer = await searchArticles(database.handle.db, testCase.q, 10);
        checkCase(testCase, answer);
        if (answer.results[0]) {
          expect(answer.results[0].url).toMatch(/^\/blog\/[a-z0-9-]+$/);
          // The passage marks the words found.
          expect(answer.results[0].excerpt.some((part) => part.marked)).toBe(true);
        }
      },
    );

    it("pages through the results, 24 at a time, in a stable order", async () => {
      const first = await searchDrawings(database.handle.db, "colorir", 1);
      const second = await searchDrawings(database.handle.db, "colorir", 2);
      expect(first.total).toBeGreaterThan(24);
      expect(first.results).toHaveLength(24);
      expect(second.total).toBe(first.total);
      expect(second.results).toHaveLength(Math.min(24, first.total - 24));
      const urls = [...first.results, ...second.results].map((hit) => hit.url);
      expect(new Set(urls).size).toBe(urls.length);
      const far = await searchDrawings(database.handle.db, "colorir", 50);
      expect([far.total, far.results]).toEqual([first.total, []]);
    });
  });
}

/** The vocabulary as the triggers keep it, against one recomputed from scratch. */
async function vocabularyDrift(db: TestDatabase["handle"]["db"]) {
  const { rows } = await sql<{ word: string; kept: number; actual: number }>`
    with actual as (
      select word, count(*)::integer as documents from public.drawing_search_words, unnest(words) as word group by word
    )
    select coalesce(k.word, a.word) as word, coalesce(k.documents, 0) as kept, coalesce(a.documents, 0) as actual
    from (select word, documents from public.search_words where scope = 'drawings') k
    full join actual a on a.word = k.word
    where coalesce(k.documents, 0) <> coalesce(a.documents, 0)`.execute(db);
  return rows;
}

describeEachDriver("search documents follow every write", (handle) => {
  const titles = async (query: string) => (await searchDrawings(handle().db, query)).results.map((hit) => hit.title);

  it("finds a drawing as soon as it is created, edited, hidden, moved or deleted", async () => {
    const { db } = handle();
    const animals = await createCategory(db, { name: "Bichos da Fazenda" });
    const drawing = await createDrawing(db, {
      title: "Vaquinha malhada",
      description: "Uma vaca no pasto.",
      categoryId: animals.id,
      tags: ["fazenda"],
    });
    expect(await titles("vaquinha")).toEqual(["Vaquinha malhada"]);
    expect(await titles("pasto")).toEqual(["Vaquinha malhada"]);
    // The category's name is part of the document.
    expect(await titles("bichos fazenda")).toEqual(["Vaquinha malhada"]);

    await updateDrawing(db, drawing.id, { title: "Ovelhinha branca" });
    expect(await titles("vaquinha")).toEqual([]);
    expect(await titles("ovelhinha")).toEqual(["Ovelhinha branca"]);

    await updateCategory(db, animals.id, { name: "Animais do Sítio" });
    expect(await titles("sitio")).toEqual(["Ovelhinha branca"]);
    expect(await titles("bichos")).toEqual([]);

    await updateDrawing(db, drawing.id, { active: false });
    expect(await titles("ovelhinha")).toEqual([]);
    await updateDrawing(db, drawing.id, { active: true });
    expect(await titles("ovelhinha")).toEqual(["Ovelhinha branca"]);

    // Moved to another category, then deleted.
    const farm = await createCategory(db, { name: "Fazendinha" });
    await updateDrawing(db, drawing.id, { categoryId: farm.id });
    expect(await titles("fazendinha ovelhinha")).toEqual(["Ovelhinha branca"]);
    expect(await titles("sitio")).toEqual([]);
    await db.deleteFrom("drawings").where("id", "=", drawing.id).execute();
    expect(await titles("ovelhinha")).toEqual([]);
    await deleteCategory(db, animals.id);
    expect(await vocabularyDrift(db)).toEqual([]);
  });

  it("leaves documents alone when only a counter moves", async () => {
    const { db } = handle();
    const category = await createCategory(db, { name: "Contadores" });
    const drawing = await createDrawing(db, { title: "Tatu-bola", categoryId: category.id });
    const before = await sql<{
      xmin: string;
    }>`select xmin::text from public.drawing_search where drawing_id = ${drawing.id}`.execute(db);
    await db.updateTable("drawings").set({ downloads: 7, views: 9 }).where("id", "=", drawing.id).execute();
    const after = await sql<{
      xmin: string;
    }>`select xmin::text from public.drawing_search where drawing_id = ${drawing.id}`.execute(db);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows).toHaveLength(1);
  });

  it("keeps the typo vocabulary's counts exact through bulk inserts, edits and deletes", async () => {
    const { db } = handle();
    const category = await createCategory(db, { name: "Vocabulário" });
    await db
      .insertInto("drawings")
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          title: `Jacaré ${index % 2 === 0 ? "verde" : "azul"} ${index}`,
          slug: `jacare-${index}`,
          category_id: category.id,
          tags: ["réptil", `tag${index % 5}`],
          description: index % 3 === 0 ? "Jacaré no rio." : null,
        })),
      )
      .execute();
    await db.updateTable("drawings").set({ title: "Crocodilo" }).where("slug", "in", ["jacare-1", "jacare-2"]).execute();
    await db.deleteFrom("drawings").where("slug", "in", ["jacare-3", "jacare-4", "jacare-5"]).execute();
    expect(await vocabularyDrift(db)).toEqual([]);
    const { rows } = await sql<{ documents: number }>`
      select documents from public.search_words where scope = 'drawings' and word = 'jacare'`.execute(db);
    expect(rows).toEqual([{ documents: 45 }]);
    expect((await searchDrawings(db, "jacaré")).total).toBe(45);
    expect((await searchDrawings(db, "crocodilo")).total).toBe(2);
  });

  it("accepts huge and odd texts: they are cut, never refused", async () => {
    const { db } = handle();
    const category = await createCategory(db, { name: "Textos longos" });
    const words = Array.from({ length: 60_000 }, (_, index) => `palavra${index.toString(36)}`).join(" ");
    const drawing = await createDrawing(db, {
      title: `Ornitorrinco ${"x".repeat(3000)}`,
      description: `${words} ${"y".repeat(5000)} \u0000\u{1F600} fim`.replace("\u0000", ""),
      categoryId: category.id,
      tags: ["a".repeat(3000)],
    });
    expect(await titles("ornitorrinco")).toHaveLength(1);
    await createArticle(db, { title: "Artigo enorme", content: words, status: "published" });
    const found = await searchArticles(db, "enorme", 10);
    expect(found.results.map((hit) => hit.title)).toEqual(["Artigo enorme"]);
    const article = await createArticle(db, {
      title: "Artigo com links",
      content: "Veja [o guia](https://exemplo.com/guia) e <b>as dicas</b> \u{E000}marcadas\u{E001}.",
      status: "published",
    });
    const links = await searchArticles(db, "guia dicas", 10);
    expect(links.results.map((hit) => hit.title)).toEqual(["Artigo com links"]);
    // Only the words found are marked, whatever private-use characters the text holds.
    expect(links.results[0]?.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual(["guia", "dicas"]);
    // Link targets and HTML tags are not words of the text.
    expect((await searchArticles(db, "exemplo", 10)).total).toBe(0);
    await updateArticle(db, article.id, { status: "draft" });
    expect((await searchArticles(db, "guia", 10)).total).toBe(0);
    await updateDrawing(db, drawing.id, { title: "Ornitorrinco" });
    expect(await titles("ornitorrinco")).toEqual(["Ornitorrinco"]);
  });
});
