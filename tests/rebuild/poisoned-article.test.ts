import fs from "node:fs";
import nodePath from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportContentChange } from "#src/server/changes/bus.ts";
import { createArticle, updateDrawing } from "#src/server/repositories/index.ts";
import { searchArticles, searchDrawings } from "#src/server/search/search.ts";
import type { RebuildEngine, RunReport } from "#src/server/site/engine/engine.ts";
import { SERVER_DRIVERS, type TestDatabase } from "../support/databases.ts";
import { HOSTILE_MARKDOWN, HOSTILE_SIZE } from "../support/hostile-markdown.ts";
import { createTestEngine, type Fixture, readPage, rebuildHarness } from "./support.ts";

/**
 * Articles whose markdown used to crash or freeze the renderer, put straight
 * into the database (as a Supabase dashboard edit or an old row would, past
 * the admin API's check): a full build, the search and later rebuilds go
 * on, leaving out only those articles.
 */
const POISONED = {
  quotes: { title: "Citações sem fim", content: HOSTILE_MARKDOWN["nested quotes (`>` x n)"]?.(3000) ?? "" },
  emphasis: { title: "Ênfase sem fim", content: HOSTILE_MARKDOWN["emphasis run (`_a` x n)"]?.(HOSTILE_SIZE) ?? "" },
  html: { title: "HTML sem fim", content: HOSTILE_MARKDOWN["unclosed HTML (`<div>` x n)"]?.(HOSTILE_SIZE) ?? "" },
};

for (const driver of SERVER_DRIVERS) {
  describe(`poisoned articles [${driver}]`, () => {
    let database: TestDatabase;
    let engine: RebuildEngine;
    let runs: RunReport[];
    let outDir: string;
    let fixture: Fixture;
    let full: RunReport;
    const db = () => database.handle.db;

    const harness = rebuildHarness(driver);
    beforeAll(async () => {
      ({ database, fixture } = harness());
      for (const article of Object.values(POISONED)) await createArticle(db(), { ...article, status: "published" });
      // Characters XML 1.0 forbids, even escaped: one used to break the whole feed.
      await createArticle(db(), {
        title: "Gato\uFFFE sem\uFFFF XML\u0001",
        excerpt: "Resumo\u000B com\uFFFF controle.",
        content: "Texto válido.",
        status: "published",
      });
      await createArticle(db(), {
        title: "Banner falso",
        content: '<div id="cookie-banner" data-consent="accepted" class="fixed" hidden>Aceitar</div>\n\nTexto legítimo.',
        status: "published",
      });
      ({ engine, runs, outDir } = await createTestEngine(harness().render, db()));
      full = await engine.buildAll();
    }, 300_000);

    afterAll(async () => {
      await engine?.stop();
    });

    it("a full build renders every other page and fails none", () => {
      expect(full.failed).toEqual([]);
      for (const slug of ["citacoes-sem-fim", "enfase-sem-fim", "html-sem-fim"]) {
        expect(fs.existsSync(nodePath.join(outDir, "blog", slug, "index.html")), slug).toBe(false);
      }
      expect(readPage(outDir, "blog/cores-e-emocoes/index.html")).toContain("Texto do artigo.");
      const blog = readPage(outDir, "blog/index.html");
      expect(blog).toContain("/blog/banner-falso");
      expect(blog).not.toMatch(/citacoes-sem-fim|enfase-sem-fim|html-sem-fim/);
      expect(readPage(outDir, "blog/rss.xml")).not.toContain("sem-fim");
      expect(readPage(outDir, "sitemap.xml")).not.toContain("sem-fim");
    });

    it("keeps the RSS feed and the sitemap well-formed XML when a title holds characters XML forbids", () => {
      const { DOMParser } = new JSDOM("").window;
      for (const file of ["blog/rss.xml", "sitemap.xml"]) {
        const xml = readPage(outDir, file);
        const parsed = new DOMParser().parseFromString(xml, "application/xml");
        expect(parsed.getElementsByTagName("parsererror").length, file).toBe(0);
      }
      const feed = readPage(outDir, "blog/rss.xml");
      expect(feed).toContain("<title>Gato sem XML</title>");
      expect(feed).toContain("Resumo com controle.");
    });

    it("a published article keeps no id, class, data-* or hidden attribute on its page", () => {
      const page = readPage(outDir, "blog/banner-falso/index.html");
      const body = page.slice(page.indexOf('data-testid="article-content"'));
      expect(body).toContain("Texto legítimo.");
      expect(body.slice(0, body.indexOf("Texto legítimo."))).not.toMatch(
        /id="cookie-banner"|data-consent|class="fixed"|\shidden/,
      );
    });

    it("the article search leaves them out, and the drawing search follows a drawing's edit at once", async () => {
      // Their titles have 'fim': the database finds them, the search leaves them out.
      const found = await searchArticles(db(), "fim", 10);
      const everything = await searchArticles(db(), "texto", 10);
      for (const answer of [found, everything]) {
        expect(answer.results.map((hit) => hit.url).filter((url) => url.includes("sem-fim"))).toEqual([]);
        expect(answer.total).toBe(answer.results.length);
      }
      expect(everything.results.map((hit) => hit.url)).toContain("/blog/cores-e-emocoes");
      const drawingId = fixture.drawings.c1 as string;
      await updateDrawing(db(), drawingId, { title: "Carro de corrida vermelho" });
      expect((await searchDrawings(db(), "corrida")).results.map((hit) => hit.title)).toContain("Carro de corrida vermelho");
    });

    it("a later poisoned edit leaves the article out and renders its lists, failing nothing", async () => {
      const id = fixture.articles.second;
      const before = await db().selectFrom("blog_articles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      await db().updateTable("blog_articles").set({ content: POISONED.quotes.content }).where("id", "=", id).execute();
      const after = await db().selectFrom("blog_articles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const count = runs.length;
      reportContentChange({ type: "UPDATE", table: "blog_articles", record: after, oldRecord: before });
      engine.notify({ type: "UPDATE", table: "blog_articles", record: after, oldRecord: before });
      await engine.whenIdle();
      // The change's run, and the sitemap's after it.
      const made = runs.slice(count);
      expect(made.flatMap((report) => report.failed)).toEqual([]);
      expect(made.flatMap((report) => report.removed)).toContain("/blog/pintar-juntos");
      expect(readPage(outDir, "blog/index.html")).not.toContain("/blog/pintar-juntos");
    });
  });
}
