import fs from "node:fs";
import nodePath from "node:path";
import { sql } from "kysely";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  createAdminCategory,
  deleteAdminCategory,
  renameAdminCategoryImage,
  renameAllCategoryImages,
  updateAdminCategory,
} from "#src/server/content/categories.ts";
import type { ContentDeps } from "#src/server/content/deps.ts";
import {
  createAdminDrawing,
  deleteAdminDrawing,
  renameAdminDrawingImage,
  updateAdminDrawing,
} from "#src/server/content/drawings.ts";
import { storedPathsOf } from "#src/server/content/stored-images.ts";
import { purgeExpired, purgeFromTrash, restoreFromTrash } from "#src/server/content/trash.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { type HeardChanges, hearContentChanges } from "../support/content-changes.ts";
import { describeEachDriver } from "../support/databases.ts";
import { fixtures } from "./image-fixtures.ts";
import { fileOf, tempDir } from "./support.ts";

/**
 * The admin services in-process, on both databases: what the HTTP suite
 * cannot see from outside the server (the content changes announced to the
 * rebuild engine) and states it cannot reach without database access on the
 * embedded default (foreign image URLs, failing storage, older uploads).
 */
describeEachDriver("admin services", (handle) => {
  let root: string;
  let storage: Storage;
  let heard: HeardChanges;
  const settled = async () => {
    await heard.settle();
    return heard.list;
  };
  const deps = (): ContentDeps => ({ db: handle().db, storage });

  beforeAll(async () => {
    root = tempDir("admin-services");
    storage = createLocalStorage(root);
    heard = await hearContentChanges(handle());
  });
  afterAll(async () => {
    await heard.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await heard.clear();
  });

  it("leaves each committed write to the database to announce, with the columns that say which pages to look at", async () => {
    const category = await createAdminCategory(deps(), { name: "Mudanças" });
    const drawing = await createAdminDrawing(deps(), { title: "Mudança", categoryId: category.id, active: true });
    await updateAdminDrawing(deps(), drawing.id, { active: false, title: "Mudou" });
    await deleteAdminDrawing(deps(), drawing.id);
    const changes = await settled();
    expect(changes.map((change) => [change.type, change.table])).toEqual([
      ["INSERT", "categories"],
      ["INSERT", "drawings"],
      ["UPDATE", "drawings"],
      ["DELETE", "drawings"],
    ]);
    expect(changes[0]?.record).toEqual({ id: category.id, slug: "mudancas", updated_at: expect.any(String) });
    expect(changes[0]?.oldRecord).toBeNull();
    expect(changes[2]?.record).toMatchObject({ id: drawing.id, slug: "mudou", category_id: category.id, active: false });
    expect(changes[2]?.oldRecord).toMatchObject({ id: drawing.id, slug: "mudanca", active: true });
    expect(changes[3]).toMatchObject({ record: null, oldRecord: { id: drawing.id, slug: "mudou" } });
    // Committed: the row the record describes is visible to anyone.
    const row = await handle().db.selectFrom("categories").select("slug").where("id", "=", category.id).executeTakeFirst();
    expect(row?.slug).toBe("mudancas");
  });

  it("announces one save with an image once: the row, its image, its hash and its region map commit together", async () => {
    const category = await createAdminCategory(deps(), { name: "Uma Mudança" });
    await heard.clear();
    const drawing = await createAdminDrawing(deps(), {
      title: "Uma Só",
      categoryId: category.id,
      active: true,
      image: fileOf(await fixtures.png(), "uma.png"),
    });
    const created = await settled();
    expect(created).toHaveLength(1);
    // The announcement carries the final state: the tier the region map gave, not the row before its image.
    expect(created[0]).toMatchObject({ type: "INSERT", table: "drawings", record: { id: drawing.id, slug: "uma-so" } });
    expect(drawing.difficultyDetails.computed).not.toBeNull();
    expect(created[0]?.record?.difficulty_tier).toBe(drawing.difficultyDetails.computed);
    const row = await handle()
      .db.selectFrom("drawings")
      .select(["image_hash", "regions_image_url", "image_url"])
      .where("id", "=", drawing.id)
      .executeTakeFirstOrThrow();
    expect(row.image_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(row.regions_image_url).toBe(row.image_url);
    const regionsFile = (storage.pathFromUrl(row.image_url ?? "") ?? "").replace(/\.webp$/, ".regions.bin");
    expect(await storage.get(regionsFile)).not.toBeNull();

    await heard.clear();
    await updateAdminDrawing(deps(), drawing.id, { image: fileOf(await fixtures.jpeg(), "outra.jpg"), title: "Uma Outra" });
    expect((await settled()).map((change) => [change.type, change.record?.slug])).toEqual([["UPDATE", "uma-outra"]]);
    await updateAdminDrawing(deps(), drawing.id, { title: "Terceira" });
    await heard.clear();
    // The image takes the new slug: its new address and its map, one change.
    await renameAdminDrawingImage(deps(), drawing.id);
    const renamed = await settled();
    expect(renamed.map((change) => change.type)).toEqual(["UPDATE"]);
    expect(renamed[0]?.record?.difficulty_tier).toBe(drawing.difficultyDetails.computed);
  });

  it("deletes a category with drawings only by moving them, and reports the category and each drawing moved", async () => {
    const category = await createAdminCategory(deps(), { name: "Vai Sumir" });
    const target = await createAdminCategory(deps(), { name: "Recebe" });
    const a = await createAdminDrawing(deps(), { title: "Fica A", categoryId: category.id, active: true });
    const b = await createAdminDrawing(deps(), { title: "Fica B", categoryId: category.id, active: false });
    await heard.clear();
    // Without a destination: 409, saying how many, and nothing changes.
    await expect(deleteAdminCategory(deps(), category.id)).rejects.toMatchObject({
      kind: "conflict",
      message: "A categoria tem 2 desenhos. Mova-os para outra categoria antes de excluí-la.",
    });
    await expect(deleteAdminCategory(deps(), category.id, category.id)).rejects.toMatchObject({ kind: "invalid" });
    expect(await settled()).toEqual([]);
    await deleteAdminCategory(deps(), category.id, target.id);
    const changes = await settled();
    const deleted = changes.filter((change) => change.table === "categories");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      type: "DELETE",
      table: "categories",
      record: null,
      oldRecord: { id: category.id, slug: "vai-sumir" },
    });
    const drawings = changes.filter((change) => change.table === "drawings");
    expect(drawings.map((change) => change.record?.id).sort()).toEqual([a.id, b.id].sort());
    for (const change of drawings) {
      expect(change).toMatchObject({
        type: "UPDATE",
        table: "drawings",
        record: { category_id: target.id },
        oldRecord: { category_id: category.id },
      });
    }
  });

  it("reports nothing when a write fails, and leaves no record or file behind", async () => {
    const failing: Storage = { ...storage, put: () => Promise.reject(new Error("disk full")) };
    const before = await handle()
      .db.selectFrom("categories")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      createAdminCategory(
        { db: handle().db, storage: failing },
        { name: "Sem Espaço", image: fileOf(await fixtures.png(), "a.png") },
      ),
    ).rejects.toThrow("disk full");
    const after = await handle().db.selectFrom("categories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await settled()).toEqual([]);
    const folder = nodePath.join(root, "categories");
    const left = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.startsWith("sem-espaco")) : [];
    expect(left).toEqual([]);
  });

  it("keeps the files a category still points to when replacing its image fails", async () => {
    const category = await createAdminCategory(deps(), { name: "Mantida", image: fileOf(await fixtures.png(), "a.png") });
    const failing: Storage = { ...storage, put: () => Promise.reject(new Error("offline")) };
    await expect(
      updateAdminCategory({ db: handle().db, storage: failing }, category.id, { image: fileOf(await fixtures.jpeg(), "b.jpg") }),
    ).rejects.toThrow("offline");
    for (const path of storedPathsOf(storage, category.imageUrl) ?? []) expect(await storage.get(path), path).not.toBeNull();
  });

  it("refuses to rename an image whose URL is not of this storage, and the batch reports it", async () => {
    const category = await createAdminCategory(deps(), { name: "Estrangeira" });
    await sql`update categories set image_url = 'https://elsewhere.example/drawings/x.webp' where id = ${category.id}`.execute(
      handle().db,
    );
    await expect(renameAdminCategoryImage(deps(), category.id)).rejects.toMatchObject({
      kind: "invalid",
      message: "Caminho da imagem inválido",
    });
    const summary = await renameAllCategoryImages(deps());
    expect(summary.failed).toContainEqual({ id: category.id, name: "Estrangeira", message: "Caminho da imagem inválido" });
    await sql`update categories set image_url = null where id = ${category.id}`.execute(handle().db);
  });

  it("renames an older single-file upload into the three variants", async () => {
    const category = await createAdminCategory(deps(), { name: "Legado" });
    await storage.put("categories/antigo.png", await fixtures.png(200, 100), { contentType: "image/png" });
    await sql`update categories set image_url = ${storage.publicUrl("categories/antigo.png")} where id = ${category.id}`.execute(
      handle().db,
    );
    const renamed = await renameAdminCategoryImage(deps(), category.id);
    const name = /categories\/(legado-[0-9a-f]{8})\.webp$/.exec(renamed.imageUrl ?? "")?.[1];
    expect(storedPathsOf(storage, renamed.imageUrl)).toEqual([
      `categories/${name}.webp`,
      `categories/${name}.card.webp`,
      `categories/${name}.og.jpg`,
    ]);
    const full = await storage.get(`categories/${name}.webp`);
    expect(full && (await sharp(full).metadata()).format).toBe("webp");
    expect(await storage.get("categories/antigo.png")).toBeNull();
    expect((await settled()).at(-1)).toMatchObject({ type: "UPDATE", table: "categories", record: { id: category.id } });
  });

  it("stores a drawing's A4 PDF with its image, and moves it on rename", async () => {
    const category = await createAdminCategory(deps(), { name: "Com PDF" });
    const drawing = await createAdminDrawing(deps(), {
      title: "Casa",
      categoryId: category.id,
      active: true,
      image: fileOf(await fixtures.png(300, 400), "casa.png"),
    });
    const name = /drawings\/(casa-[0-9a-f]{8})\.webp$/.exec(drawing.imageUrl ?? "")?.[1];
    expect(storedPathsOf(storage, drawing.imageUrl)).toEqual([
      `drawings/${name}.webp`,
      `drawings/${name}.card.webp`,
      `drawings/${name}.og.jpg`,
      `drawings/${name}.pdf`,
      `drawings/${name}.regions.bin`,
    ]);
    // The region map was made with the image (the colouring screen's).
    expect(await storage.get(`drawings/${name}.regions.bin`)).not.toBeNull();
    expect(
      Buffer.from((await storage.get(`drawings/${name}.pdf`)) ?? [])
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    expect((await PDFDocument.load((await storage.get(`drawings/${name}.pdf`)) ?? new Uint8Array())).getTitle()).toBe("Casa");
    await updateAdminDrawing(deps(), drawing.id, { title: "Casa Grande" });
    const renamed = await renameAdminDrawingImage(deps(), drawing.id);
    const pdf = storedPathsOf(storage, renamed.imageUrl)?.find((path) => path.endsWith(".pdf")) ?? "";
    expect(pdf).toMatch(/^drawings\/casa-grande-[0-9a-f]{8}\.pdf$/);
    // The renamed image has its region map too.
    expect(await storage.get(pdf.replace(/\.pdf$/, ".regions.bin"))).not.toBeNull();
    // The moved PDF is made anew: it carries the new title (and the address after the new slug).
    expect((await PDFDocument.load((await storage.get(pdf)) ?? new Uint8Array())).getTitle()).toBe("Casa Grande");
    expect(await storage.get(`drawings/${name}.pdf`)).toBeNull();
    // Deleted, it waits in the trash with its files; purged, they go.
    await deleteAdminDrawing(deps(), drawing.id);
    expect(await storage.get(pdf)).not.toBeNull();
    await purgeFromTrash(deps(), drawing.id);
    expect(await storage.get(pdf)).toBeNull();
  });

  it("never removes files another row names: a shared image (as the seed makes) outlives one of its rows", async () => {
    const category = await createAdminCategory(deps(), { name: "Compartilhada" });
    const owner = await createAdminDrawing(deps(), {
      title: "Dono",
      categoryId: category.id,
      active: true,
      image: fileOf(await fixtures.png(), "d.png"),
    });
    const sharer = await createAdminDrawing(deps(), { title: "Carona", categoryId: category.id, active: true });
    const share = () => sql`update drawings set image_url = ${owner.imageUrl} where id = ${sharer.id}`.execute(handle().db);
    const paths = storedPathsOf(storage, owner.imageUrl) ?? [];
    const stored = async () => Promise.all(paths.map(async (path) => (await storage.get(path)) !== null));
    expect(paths).toHaveLength(5);

    await share();
    await updateAdminDrawing(deps(), sharer.id, { image: fileOf(await fixtures.jpeg(), "e.jpg") });
    expect(await stored()).toEqual([true, true, true, true, true]);
    await updateAdminDrawing(deps(), sharer.id, { removeImage: true });

    await share();
    await deleteAdminDrawing(deps(), owner.id);
    await purgeFromTrash(deps(), owner.id);
    expect(await stored()).toEqual([true, true, true, true, true]);
    // A row in the trash may come back: while one names the files, they stay.
    await deleteAdminDrawing(deps(), sharer.id);
    expect(await stored()).toEqual([true, true, true, true, true]);
    await purgeFromTrash(deps(), sharer.id);
    expect(await stored()).toEqual([false, false, false, false, false]);
  });

  it("keeps a deleted drawing in the trash and restores it as it was, under a fresh slug if its own was taken", async () => {
    const category = await createAdminCategory(deps(), { name: "Lixeira Teste" });
    const drawing = await createAdminDrawing(deps(), {
      title: "Pato",
      categoryId: category.id,
      active: true,
      tags: ["ave"],
      image: fileOf(await fixtures.png(), "p.png"),
    });
    const files = storedPathsOf(storage, drawing.imageUrl) ?? [];
    await deleteAdminDrawing(deps(), drawing.id);
    const trashed = await handle()
      .db.selectFrom("trash")
      .select(["kind", "slug", "title"])
      .where("id", "=", drawing.id)
      .execute();
    expect(trashed).toEqual([{ kind: "drawing", slug: "pato", title: "Pato" }]);
    const taker = await createAdminDrawing(deps(), { title: "Pato", categoryId: category.id, active: true });
    expect(taker.slug).toBe("pato");

    await heard.clear();
    expect(await restoreFromTrash(deps(), drawing.id)).toEqual({ kind: "drawing", id: drawing.id });
    const restored = await handle().db.selectFrom("drawings").selectAll().where("id", "=", drawing.id).executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ title: "Pato", slug: "pato-1", active: true, tags: ["ave"], image_url: drawing.imageUrl });
    expect(await settled()).toMatchObject([{ type: "INSERT", table: "drawings", record: { id: drawing.id, slug: "pato-1" } }]);
    for (const path of files) expect(await storage.get(path), path).not.toBeNull();
    expect(await handle().db.selectFrom("trash").select("id").where("id", "=", drawing.id).execute()).toEqual([]);
    await expect(restoreFromTrash(deps(), drawing.id)).rejects.toMatchObject({ kind: "not-found" });
  });

  it("restores a drawing whose category is gone as inactive, without one; purges what waited 30 days, with its files", async () => {
    const category = await createAdminCategory(deps(), { name: "Some Junto" });
    const other = await createAdminCategory(deps(), { name: "Fica Aqui" });
    const drawing = await createAdminDrawing(deps(), {
      title: "Cisne",
      categoryId: category.id,
      active: true,
      image: fileOf(await fixtures.png(), "c.png"),
    });
    await deleteAdminDrawing(deps(), drawing.id);
    await deleteAdminCategory(deps(), category.id);
    await restoreFromTrash(deps(), drawing.id);
    const restored = await handle().db.selectFrom("drawings").selectAll().where("id", "=", drawing.id).executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ category_id: null, active: false });

    await updateAdminDrawing(deps(), drawing.id, { categoryId: other.id });
    await deleteAdminDrawing(deps(), drawing.id);
    const files = storedPathsOf(storage, drawing.imageUrl) ?? [];
    expect(await purgeExpired(deps(), new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    for (const path of files) expect(await storage.get(path), path).not.toBeNull();
    expect(await purgeExpired(deps(), new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    for (const path of files) expect(await storage.get(path), path).toBeNull();
    expect(await handle().db.selectFrom("trash").select("id").where("id", "=", drawing.id).execute()).toEqual([]);
  });

  it("keeps an older slug-named image (as the seed writes) out of reach of a row that reuses its slug", async () => {
    const category = await createAdminCategory(deps(), { name: "Nomes Antigos" });
    const first = await createAdminDrawing(deps(), { title: "Tatu", categoryId: category.id, active: true });
    const old = ["drawings/tatu.webp", "drawings/tatu.card.webp", "drawings/tatu.og.jpg", "drawings/tatu.pdf"];
    for (const path of old) await storage.put(path, Buffer.from(path), { contentType: "application/octet-stream" });
    await sql`update drawings set image_url = ${storage.publicUrl("drawings/tatu.webp")} where id = ${first.id}`.execute(
      handle().db,
    );
    const contents = async () => Promise.all(old.map(async (path) => Buffer.from((await storage.get(path)) ?? []).toString()));

    await updateAdminDrawing(deps(), first.id, { title: "Tatu Bola" });
    const second = await createAdminDrawing(deps(), {
      title: "Tatu",
      categoryId: category.id,
      active: true,
      image: fileOf(await fixtures.png(), "t.png"),
    });
    expect(second.slug).toBe("tatu");
    expect(second.imageUrl).toMatch(/\/drawings\/tatu-[0-9a-f]{8}\.webp$/);
    await updateAdminDrawing(deps(), second.id, { image: fileOf(await fixtures.jpeg(), "u.jpg") });
    await deleteAdminDrawing(deps(), second.id);
    expect(await contents()).toEqual(old);

    const renamed = await renameAdminDrawingImage(deps(), first.id);
    expect(renamed.imageUrl).toMatch(/\/drawings\/tatu-bola-[0-9a-f]{8}\.webp$/);
    expect(await storage.get(storedPathsOf(storage, renamed.imageUrl)?.[0] ?? "")).toEqual(
      new Uint8Array(Buffer.from(old[0] ?? "")),
    );
    for (const path of old) expect(await storage.get(path), path).toBeNull();
  });

  it("says so when the image file is missing from storage", async () => {
    const category = await createAdminCategory(deps(), { name: "Arquivo Perdido" });
    await sql`update categories set image_url = ${storage.publicUrl("categories/perdido.webp")} where id = ${category.id}`.execute(
      handle().db,
    );
    await expect(renameAdminCategoryImage(deps(), category.id)).rejects.toMatchObject({
      kind: "invalid",
      message: "Arquivo da imagem não encontrado no armazenamento",
    });
  });
});
