import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { createArticle } from "../repositories/articles.ts";
import { createCategory } from "../repositories/categories.ts";
import { createDrawing, updateDrawing } from "../repositories/drawings.ts";
import { articleRecords, buildSearchIndex, buildVocabulary, drawingRecords, htmlToText } from "./index-builder.ts";

describe("buildVocabulary", () => {
  it("keeps accent-free words of 3+ letters, most frequent first, no bare numbers", () => {
    expect(buildVocabulary(["Gato brincalhão", "Gato e Cão", "Leão 2026"])).toEqual(["gato", "brincalhao", "cao", "leao"]);
  });
});

describe("htmlToText", () => {
  it("turns sanitised HTML into text for indexing", () => {
    expect(htmlToText("<h2>Título</h2><p>Um &amp; dois &lt;três&gt; &#39;quatro&#39;</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Título\nUm & dois <três> 'quatro'\na\nb",
    );
  });
});

describe("buildSearchIndex", () => {
  let database: TestDatabase;
  let outDir: string;
  let drawingId: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "rabisco-search-"));
    const db = database.handle.db;
    const animals = await createCategory(db, { name: "Animais" });
    const drawing = await createDrawing(db, {
      title: "Gato brincalhão",
      description: "Um gatinho com novelo de lã.",
      categoryId: animals.id,
      tags: ["gatos", "bichinhos"],
      imageUrl: "/storage/drawings/gato-brincalhao.webp",
    });
    drawingId = drawing.id;
    await createDrawing(db, { title: "Cão escondido", categoryId: animals.id, active: false });
    await createDrawing(db, { title: "Sem categoria" });
    await createArticle(db, {
      title: "Colorir e alfabetização",
      excerpt: "Letras e cores.",
      content: "## Vogais\n\nTexto **forte**.",
      status: "published",
    });
    await createArticle(db, { title: "Rascunho", content: "Ainda não.", status: "draft" });
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("indexes active drawings with a category and published articles only", async () => {
    const drawings = await drawingRecords(database.handle.db);
    expect(drawings).toEqual([
      {
        url: "/desenhos/animais/gato-brincalhao",
        title: "Gato brincalhão",
        body: "Um gatinho com novelo de lã.\ngatos, bichinhos",
        meta: { category: "Animais" },
        data: { image: "/storage/drawings/gato-brincalhao.card.webp", category: "Animais" },
      },
    ]);
    const articles = await articleRecords(database.handle.db);
    expect(articles.map((article) => article.url)).toEqual(["/blog/colorir-e-alfabetizacao"]);
    expect(articles[0]?.body).toContain("Vogais\nTexto forte.");
  });

  it("writes both bundles with their vocabularies, and a rebuild after a change moves few files", async () => {
    const first = await buildSearchIndex(database.handle.db, outDir);
    expect(first).toMatchObject({ drawings: 1, articles: 1 });
    for (const bundle of ["drawings", "articles"]) {
      const dir = path.join(outDir, "pagefind", bundle);
      expect(fs.existsSync(path.join(dir, "pagefind.js"))).toBe(true);
      expect(fs.existsSync(path.join(dir, "pagefind-entry.json"))).toBe(true);
      expect(fs.readdirSync(dir).some((file) => file.startsWith("pagefind-ui"))).toBe(false);
    }
    const vocabulary = JSON.parse(fs.readFileSync(path.join(outDir, "pagefind/drawings/vocabulary.json"), "utf8")) as string[];
    expect(vocabulary).toEqual(expect.arrayContaining(["gato", "brincalhao", "novelo", "animais", "gatos"]));
    expect(vocabulary).not.toContain("escondido");
    expect(fs.readdirSync(path.join(outDir, "pagefind")).filter((entry) => entry.startsWith(".staging"))).toEqual([]);

    await updateDrawing(database.handle.db, drawingId, { title: "Gato brincalhão de chapéu" });
    const second = await buildSearchIndex(database.handle.db, outDir);
    expect(second.replaced).toBeLessThan(second.files);
    const updated = JSON.parse(fs.readFileSync(path.join(outDir, "pagefind/drawings/vocabulary.json"), "utf8")) as string[];
    expect(updated).toContain("chapeu");
    // Only the files of the new index are left.
    const entry = JSON.parse(fs.readFileSync(path.join(outDir, "pagefind/drawings/pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { hash: string }>;
    };
    const metaFiles = fs.readdirSync(path.join(outDir, "pagefind/drawings")).filter((file) => file.endsWith(".pf_meta"));
    expect(metaFiles).toEqual([`pagefind.${entry.languages.pt?.hash}.pf_meta`]);
  }, 60_000);
});
