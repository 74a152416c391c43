import { beforeEach, expect, it } from "vitest";
import type { Article, Drawing } from "../../src/lib/domain.ts";
import {
  createArticle,
  createDrawing,
  getArticleById,
  getDrawingById,
  incrementArticleViews,
  incrementDrawingDownloads,
  incrementDrawingViews,
} from "../../src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const PARALLEL = 200;

/** An executor that fails on any use: proves a call never reached the database. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was touched");
    },
  },
) as never;

describeEachDriver("counters", (handle) => {
  const db = () => handle().db;

  let drawing: Drawing;
  let hidden: Drawing;
  let article: Article;
  let draft: Article;

  beforeEach(async () => {
    await resetTables(db());
    drawing = await createDrawing(db(), { title: "Contador" });
    hidden = await createDrawing(db(), { title: "Escondido", active: false });
    article = await createArticle(db(), { title: "Lido", status: "published" });
    draft = await createArticle(db(), { title: "Rascunho" });
  });

  it("returns the new value of each counter", async () => {
    expect(await incrementDrawingViews(db(), drawing.id)).toBe(1);
    expect(await incrementDrawingViews(db(), drawing.id)).toBe(2);
    expect(await incrementDrawingDownloads(db(), drawing.id)).toBe(1);
    expect(await incrementArticleViews(db(), article.id)).toBe(1);
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: 2, downloads: 1 });
    expect((await getArticleById(db(), article.id))?.views).toBe(1);
  });

  it("does not move updated_at: a view is not an edit", async () => {
    await incrementDrawingViews(db(), drawing.id);
    await incrementDrawingDownloads(db(), drawing.id);
    await incrementArticleViews(db(), article.id);
    expect((await getDrawingById(db(), drawing.id))?.updatedAt).toEqual(drawing.updatedAt);
    expect((await getArticleById(db(), article.id))?.updatedAt).toEqual(article.updatedAt);
  });

  it("gives null for unknown ids, inactive drawings and unpublished articles, changing nothing", async () => {
    expect(await incrementDrawingViews(db(), MISSING_ID)).toBeNull();
    expect(await incrementDrawingDownloads(db(), MISSING_ID)).toBeNull();
    expect(await incrementArticleViews(db(), MISSING_ID)).toBeNull();
    expect(await incrementDrawingViews(db(), hidden.id)).toBeNull();
    expect(await incrementDrawingDownloads(db(), hidden.id)).toBeNull();
    expect(await incrementArticleViews(db(), draft.id)).toBeNull();
    expect(await incrementArticleViews(db(), drawing.id)).toBeNull();
    expect(await getDrawingById(db(), hidden.id)).toMatchObject({ views: 0, downloads: 0 });
    expect((await getArticleById(db(), draft.id))?.views).toBe(0);
  });

  it("gives null for a malformed id without touching the database", async () => {
    for (const id of ["abc", "", "00000000-0000-4000-8000-00000000000", "'; drop table drawings; --"]) {
      expect(await incrementDrawingViews(untouchable, id)).toBeNull();
      expect(await incrementDrawingDownloads(untouchable, id)).toBeNull();
      expect(await incrementArticleViews(untouchable, id)).toBeNull();
    }
    // The guard itself is real: a well-formed id does reach the executor.
    await expect(incrementDrawingViews(untouchable, MISSING_ID)).rejects.toThrow("the database was touched");
  });

  it(`loses no count under ${PARALLEL} parallel increments`, async () => {
    const runs = await Promise.all([
      Promise.all(Array.from({ length: PARALLEL }, () => incrementDrawingViews(db(), drawing.id))),
      Promise.all(Array.from({ length: PARALLEL }, () => incrementDrawingDownloads(db(), drawing.id))),
      Promise.all(Array.from({ length: PARALLEL }, () => incrementArticleViews(db(), article.id))),
    ]);
    const oneToN = Array.from({ length: PARALLEL }, (_, index) => index + 1);
    // Each call saw its own new value: 1..200, none repeated.
    for (const values of runs) expect([...values].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(oneToN);
    expect(await getDrawingById(db(), drawing.id)).toMatchObject({ views: PARALLEL, downloads: PARALLEL });
    expect((await getArticleById(db(), article.id))?.views).toBe(PARALLEL);
  });
});
