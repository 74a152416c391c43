import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { loadColouringSheet } from "#src/server/colouring/sheet.ts";
import { restoreFromTrash } from "#src/server/content/trash.ts";
import { createCategory, createDrawing, deleteDrawing, deleteDrawings } from "#src/server/repositories/index.ts";
import {
  deleteReferencePainting,
  referencePaintingOf,
  saveReferencePainting,
} from "#src/server/repositories/reference-paintings.ts";
import { copyToTrash } from "#src/server/repositories/trash.ts";
import { describeEachDriver } from "../support/databases.ts";
import { resetTables } from "./repository-helpers.ts";

/** Drawings' reference paintings (issue 48; supabase/migrations/20261202000000_drawing_reference_paintings.sql), on both databases. */
describeEachDriver("reference paintings", (handle) => {
  const db = () => handle().db;

  beforeEach(async () => {
    await resetTables(db());
  });

  const drawing = async () => {
    const category = await createCategory(db(), { name: "Aves" });
    return createDrawing(db(), { title: "Tucano", categoryId: category.id, imageUrl: "/storage/drawings/tucano.webp" });
  };

  it("stores a painting, replaces it whole, serves it with the colouring description, and removes it", async () => {
    const { id } = await drawing();
    expect(await referencePaintingOf(db(), id)).toBeNull();
    expect(
      await saveReferencePainting(db(), id, [
        [10, 20, 0xe53935],
        [300, 400, 0x1e88e5],
      ]),
    ).toBe(true);
    const first = await referencePaintingOf(db(), id);
    expect(first?.points).toEqual([
      [10, 20, 0xe53935],
      [300, 400, 0x1e88e5],
    ]);
    expect(first?.paintedAt).toBeInstanceOf(Date);
    await saveReferencePainting(db(), id, [[5, 5, 0x43a047]]);
    expect((await referencePaintingOf(db(), id))?.points).toEqual([[5, 5, 0x43a047]]);
    expect((await loadColouringSheet(db(), id))?.reference).toEqual([[5, 5, 0x43a047]]);
    await deleteReferencePainting(db(), id);
    expect(await referencePaintingOf(db(), id)).toBeNull();
    expect((await loadColouringSheet(db(), id))?.reference).toBeNull();
  });

  it("refuses a drawing that does not exist, and goes with its drawing", async () => {
    expect(await saveReferencePainting(db(), "00000000-0000-4000-8000-000000000000", [[1, 1, 1]])).toBe(false);
    const { id } = await drawing();
    await saveReferencePainting(db(), id, [[1, 1, 0xe53935]]);
    await deleteDrawing(db(), id);
    const left = await sql<{ n: number }>`select count(*)::int as n from public.drawing_reference_paintings`.execute(db());
    expect(left.rows[0]?.n).toBe(0);
  });

  it("goes to the Lixeira with its drawing and comes back with it, alone or among many", async () => {
    const { id } = await drawing();
    const category = await createCategory(db(), { name: "Peixes" });
    const other = await createDrawing(db(), {
      title: "Peixinho",
      categoryId: category.id,
      imageUrl: "/storage/drawings/peixe.webp",
    });
    await saveReferencePainting(db(), id, [
      [10, 20, 0xe53935],
      [300, 400, 0x1e88e5],
    ]);
    const paintedAt = (await referencePaintingOf(db(), id))?.paintedAt;
    // One drawing deleted, then two at once (the bulk action's way), one of them without a painting.
    await db()
      .transaction()
      .execute(async (trx) => {
        await copyToTrash(trx, "drawing", id);
        await deleteDrawing(trx, id);
      });
    expect(await referencePaintingOf(db(), id)).toBeNull();
    await restoreFromTrash({ db: db() }, id);
    expect(await referencePaintingOf(db(), id)).toEqual({
      points: [
        [10, 20, 0xe53935],
        [300, 400, 0x1e88e5],
      ],
      paintedAt,
    });
    await db()
      .transaction()
      .execute(async (trx) => {
        await copyToTrash(trx, "drawing", [id, other.id]);
        await deleteDrawings(trx, [id, other.id]);
      });
    await restoreFromTrash({ db: db() }, other.id);
    await restoreFromTrash({ db: db() }, id);
    expect((await referencePaintingOf(db(), id))?.points).toHaveLength(2);
    expect(await referencePaintingOf(db(), other.id)).toBeNull();
  });

  it("reads a row written by other hands point by point: what is malformed is dropped, the rest kept", async () => {
    const { id } = await drawing();
    await sql`insert into public.drawing_reference_paintings (drawing_id, points)
      values (${id}::uuid, ${JSON.stringify([[1, 2, 0xe53935], "x", [1, 2], [-1, 2, 3], [4, 5, 0x1000000], [6, 7, 0x43a047]])}::text::jsonb)`.execute(
      db(),
    );
    expect((await referencePaintingOf(db(), id))?.points).toEqual([
      [1, 2, 0xe53935],
      [6, 7, 0x43a047],
    ]);
  });

  it("keeps a row's size bounded: the database refuses more points than any painting has", async () => {
    const { id } = await drawing();
    const tooMany = JSON.stringify(Array.from({ length: 4001 }, () => [1, 1, 1]));
    await expect(
      sql`insert into public.drawing_reference_paintings (drawing_id, points) values (${id}::uuid, ${tooMany}::text::jsonb)`.execute(
        db(),
      ),
    ).rejects.toThrow();
  });
});
