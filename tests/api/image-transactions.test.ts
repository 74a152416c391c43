import fs from "node:fs";
import { sql } from "kysely";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createAdminCategory } from "#src/server/content/categories.ts";
import { createAdminDrawing } from "#src/server/content/drawings.ts";
import { storedPathsOf } from "#src/server/content/stored-images.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { describeEachDriver } from "../support/databases.ts";
import { fixtures } from "./image-fixtures.ts";
import { fileOf, tempDir } from "./support.ts";

/**
 * A drawing's print image (the JPEG its PDF embeds) takes up to seconds for
 * a detailed page. It must be made before the save's transaction opens: the
 * embedded database has one connection, so a transaction held open over it
 * made every visitor's query wait (issue 33). The image work is held here at
 * a gate, and the database must answer meanwhile.
 */
const gate = vi.hoisted(() => {
  let entered: () => void = () => {};
  let release: () => void = () => {};
  let holding: { entered: Promise<void>; released: Promise<void> } | null = null;
  return {
    arm() {
      holding = {
        entered: new Promise<void>((resolve) => {
          entered = resolve;
        }),
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return { entered: holding.entered, release: () => release() };
    },
    async pass() {
      if (!holding) return;
      const { released } = holding;
      holding = null;
      entered();
      await released;
    },
  };
});

vi.mock("#src/server/images/pdf.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#src/server/images/pdf.ts")>();
  return {
    ...original,
    printImage: async (image: Uint8Array) => {
      await gate.pass();
      return original.printImage(image);
    },
  };
});

describeEachDriver("image work and transactions", (handle, driver) => {
  let root: string;
  let storage: Storage;

  beforeAll(() => {
    root = tempDir("image-transactions");
    storage = createLocalStorage(root);
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("makes a drawing's print image before its save's transaction opens: the database answers meanwhile", async () => {
    const { db } = handle();
    const category = await createAdminCategory({ db, storage }, { name: "Transações" });
    const held = gate.arm();
    const saving = createAdminDrawing(
      { db, storage },
      {
        title: "Leão detalhado",
        categoryId: category.id,
        active: true,
        image: fileOf(await fixtures.png(800, 1100), "leao.png", "image/png"),
      },
    );
    await held.entered;
    // Before the fix this query waited for the transaction, which waited for the gate: the test hung.
    const rows = await db.selectFrom("categories").select("slug").where("id", "=", category.id).execute();
    expect(rows).toEqual([{ slug: "transacoes" }]);
    if (driver !== "pglite") {
      const open = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(db);
      expect(open.rows[0]?.n).toBe(0);
    }
    // Nothing of the drawing exists yet.
    expect(await db.selectFrom("drawings").select("id").where("title", "=", "Leão detalhado").execute()).toEqual([]);
    held.release();
    const drawing = await saving;
    // The PDF was still made from that print image, labelled with the slug the save chose.
    const pdfPath = (storedPathsOf(storage, drawing.imageUrl) ?? []).find((path) => path.endsWith(".pdf")) ?? "";
    const pdf = await PDFDocument.load(fs.readFileSync(`${root}/${pdfPath}`));
    expect(pdf.getTitle()).toBe("Leão detalhado");
    expect(pdf.getPageCount()).toBe(1);
    expect(drawing.slug).toBe("leao-detalhado");
  });
});
