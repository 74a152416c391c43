import { expect, it } from "vitest";
import { createArticle } from "#src/server/repositories/index.ts";
import { HOSTILE_MARKDOWN, HOSTILE_SIZE } from "../../support/hostile-markdown.ts";
import type { ServerContext } from "../servers.ts";
import { send } from "../support.ts";

/**
 * `npm start` on a database that already holds articles the renderer cannot
 * show (written past the API: a dashboard edit, an old row): the server
 * starts, renders everything else, and leaves only those out, of the
 * pages and of the search.
 */
export function poisonedStartTests(context: () => ServerContext): void {
  it("starts, serves the blog and searches it, leaving out only the poisoned articles", async () => {
    const ids: string[] = [];
    const sibling = await context().startSibling(
      {},
      {
        prepare: async (db) => {
          const articles = [
            { title: "Veneno de Citações", content: HOSTILE_MARKDOWN["nested quotes (`>` x n)"]?.(3000) ?? "" },
            { title: "Veneno de Ênfase", content: HOSTILE_MARKDOWN["emphasis run (`_a` x n)"]?.(HOSTILE_SIZE) ?? "" },
            { title: "Artigo Saudável", content: "## Cores\n\nUm texto saudável sobre colorir." },
          ];
          for (const article of articles) ids.push((await createArticle(db, { ...article, status: "published" })).id);
        },
      },
    );
    try {
      const page = (path: string) => send(sibling.url, path, { headers: { accept: "text/html" } });
      expect((await page("/blog/artigo-saudavel")).status).toBe(200);
      expect((await page("/blog/veneno-de-citacoes")).status).toBe(404);
      expect((await page("/blog/veneno-de-enfase")).status).toBe(404);
      const blog = await page("/blog");
      expect(blog.text).toContain("/blog/artigo-saudavel");
      expect(blog.text).not.toContain("veneno-de");
      const search = async (query: string) => (await send(sibling.url, `/api/search/articles?q=${query}`)).body;
      expect(await search("saudavel")).toMatchObject({ total: 1, results: [{ url: "/blog/artigo-saudavel" }] });
      // The database finds them ('veneno' is in their titles); the search leaves them out.
      expect(await search("veneno")).toMatchObject({ total: 0, results: [] });
      expect(sibling.output()).not.toMatch(/Failed to render|RangeError/);
    } finally {
      await sibling.stop();
      const db = context().db;
      if (db) for (const id of ids) await db.db.deleteFrom("blog_articles").where("id", "=", id).execute();
    }
    // A whole server start (migrations, a full build) on a busy 2-core machine: a generous ceiling, as for the first start.
  }, 240_000);
}
