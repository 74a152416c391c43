import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateArticle } from "#src/server/ai/generate-article.ts";
import type { AiConfig } from "#src/server/config.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { createTestDatabase, DRIVERS, type TestDatabase } from "../support/databases.ts";
import { type FakeAiServer, startFakeAi } from "../support/fake-ai.ts";

/**
 * The article generator's service on the databases: a paid generation is
 * kept, in the answer and in the database, even where the data directory
 * cannot be written (Netlify's functions).
 */
const reply = {
  title: "Colorir e Emoções",
  slug: "colorir-e-emocoes",
  excerpt: "Como as cores ajudam.",
  content: "## As cores\n\nTexto do artigo gerado.",
  featured_image_url: null,
  meta_title: null,
  meta_description: null,
  tags: ["emoções"],
};

for (const driver of DRIVERS) {
  describe(`article generator service [${driver}]`, () => {
    let database: TestDatabase;
    let fake: FakeAiServer;
    let root: string;
    const ai = (): AiConfig => ({ baseUrl: fake.url, apiKey: "", model: "fake", prices: null, timeoutMs: 10_000 });
    const deps = (dataDir: string) => ({ db: database.handle.db, storage: {} as Storage, ai: ai(), dataDir });
    const stored = () =>
      database.handle.db.selectFrom("generated_articles").select(["topic", "content", "file_path", "word_count"]).execute();

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      fake = await startFakeAi();
      root = fs.mkdtempSync(nodePath.join(os.tmpdir(), "rabisco-generator-"));
    }, 60_000);
    afterAll(async () => {
      await fake?.close();
      await database?.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it("saves the text to a file and to the database", async () => {
      fake.enqueue({ kind: "json", content: reply });
      const result = await generateArticle(deps(nodePath.join(root, "data")), { topic: "Cores" });
      expect(result.filePath).toMatch(/generated-articles\/.*colorir-e-emocoes\.md$/);
      expect(result.content).toContain("Texto do artigo gerado.");
      expect(await stored()).toEqual([
        { topic: "Cores", content: result.content, file_path: result.filePath, word_count: result.wordCount },
      ]);
    });

    it("keeps the generation where the data directory cannot be written: the text comes back and is in the database", async () => {
      const notADirectory = nodePath.join(root, "a-file");
      fs.writeFileSync(notADirectory, "not a directory");
      fake.enqueue({ kind: "json", content: { ...reply, content: "## Outro\n\nSegundo texto." } });
      const result = await generateArticle(deps(notADirectory), { topic: "Sem disco" });
      expect(result.filePath).toBeNull();
      expect(result.content).toContain("Segundo texto.");
      const rows = await stored();
      expect(rows).toContainEqual({ topic: "Sem disco", content: result.content, file_path: null, word_count: result.wordCount });
    });
  });
}
