import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { formerSlugTarget } from "#src/server/repositories/former-slugs.ts";
import {
  createArticle,
  createCategory,
  createDrawing,
  deleteDrawing,
  updateArticle,
  updateCategory,
  updateDrawing,
} from "#src/server/repositories/index.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

/** The former_slugs trigger (supabase/migrations/20261125040000_former_slugs.sql), on both databases. */
describeEachDriver("former slugs", (handle) => {
  const db = () => handle().db;
  const rows = async () =>
    (await sql<{ kind: string; slug: string }>`select kind, slug from public.former_slugs order by kind, slug`.execute(db()))
      .rows;

  beforeEach(async () => {
    await resetTables(db());
  });

  it("remembers every slug a drawing had, all pointing at the drawing itself (chains collapse)", async () => {
    const category = await createCategory(db(), { name: "Aves" });
    const drawing = await createDrawing(db(), { title: "Tucano Azul", categoryId: category.id });
    await updateDrawing(db(), drawing.id, { title: "Tucano Verde" });
    await updateDrawing(db(), drawing.id, { title: "Tucano Roxo" });
    expect(await rows()).toEqual([
      { kind: "drawing", slug: "tucano-azul" },
      { kind: "drawing", slug: "tucano-verde" },
    ]);
    expect(await formerSlugTarget(db(), "drawing", "tucano-azul")).toBe(drawing.id);
    expect(await formerSlugTarget(db(), "drawing", "tucano-verde")).toBe(drawing.id);
    // Edits that keep the slug remember nothing.
    await updateDrawing(db(), drawing.id, { description: "Bico grande" });
    expect((await rows()).length).toBe(2);
  });

  it("forgets a former slug once an item takes it, and an item's former slugs when it is deleted", async () => {
    const category = await createCategory(db(), { name: "Aves" });
    const first = await createDrawing(db(), { title: "Tucano", categoryId: category.id });
    await updateDrawing(db(), first.id, { title: "Tucano Grande" });
    expect(await formerSlugTarget(db(), "drawing", "tucano")).toBe(first.id);
    const second = await createDrawing(db(), { title: "Tucano", categoryId: category.id });
    expect(second.slug).toBe("tucano");
    expect(await formerSlugTarget(db(), "drawing", "tucano")).toBeNull();
    // Renamed back: its own former slug is its current one again, so it is no longer former.
    await updateDrawing(db(), first.id, { title: "Tucano Pequeno" });
    await updateDrawing(db(), first.id, { title: "Tucano Grande" });
    expect(await formerSlugTarget(db(), "drawing", "tucano-grande")).toBeNull();
    expect(await formerSlugTarget(db(), "drawing", "tucano-pequeno")).toBe(first.id);
    await deleteDrawing(db(), first.id);
    expect(await rows()).toEqual([]);
  });

  it("keeps categories and articles apart from drawings", async () => {
    const category = await createCategory(db(), { name: "Gatos" });
    await updateCategory(db(), category.id, { name: "Felinos" });
    const drawing = await createDrawing(db(), { title: "Gatos", categoryId: category.id });
    expect(drawing.slug).toBe("gatos");
    expect(await formerSlugTarget(db(), "category", "gatos")).toBe(category.id);
    expect(await formerSlugTarget(db(), "drawing", "gatos")).toBeNull();
    const article = await createArticle(db(), { title: "Cores Quentes", content: "Texto." });
    await updateArticle(db(), article.id, { title: "Cores Frias" });
    expect(await formerSlugTarget(db(), "article", "cores-quentes")).toBe(article.id);
  });
});
