import fs from "node:fs";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Category } from "#src/lib/domain.ts";
import type { AiConfig } from "#src/server/config.ts";
import type { ContentDeps } from "#src/server/content/deps.ts";
import { createAdminDrawing } from "#src/server/content/drawings.ts";
import { storedPathsOf } from "#src/server/content/stored-images.ts";
import { DomainError } from "#src/server/errors.ts";
import { backfillDrawingHashes } from "#src/server/publishing/image-hashes.ts";
import { PENDING_FOLDER, removePendingFile, sweepPendingFolder, uploadPendingFiles } from "#src/server/publishing/pending.ts";
import { matchCategory, PublishError, publishNextDrawing, retryDelayMs } from "#src/server/publishing/publish.ts";
import { planNextRun, runDueAutoPublish, type ScheduleDeps, startAutoPublisher } from "#src/server/publishing/schedule.ts";
import { createCategory, getDrawingById, getDrawingDifficulty } from "#src/server/repositories/index.ts";
import {
  claimNextPendingDrawing,
  completePendingClaim,
  getAutoPublishMode,
  getAutoPublishState,
  listPendingDrawings,
  releasePendingClaims,
  setAutoPublishMode,
  setNextAutoPublishRun,
} from "#src/server/repositories/pending-drawings.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import type { Storage } from "#src/server/storage/storage.ts";
import { distinctLinePng } from "../support/admin.ts";
import { type HeardChanges, hearContentChanges } from "../support/content-changes.ts";
import { describeEachDriver } from "../support/databases.ts";
import { type FakeAiServer, startFakeAi } from "../support/fake-ai.ts";
import { fixtures } from "./image-fixtures.ts";
import { fileOf, tempDir } from "./support.ts";

/**
 * Automatic publishing in-process (issue 13), on both databases, with the
 * fake chat completions API: what the HTTP suite cannot reach from outside
 * the server (a crash between the steps, a lost claim, the scheduler's
 * clock, the start-up sweep and hash backfill).
 */
const PRICES = { input: 2, output: 10 };
/** 1,000 tokens in and 200 out (the fake's default usage) at those prices. */
const COST = 0.004;

const reply = (overrides: Record<string, unknown> = {}) => ({
  kind: "json" as const,
  content: {
    title: "  Gato   Brincando com Novelo ",
    category: "ANIMAIS",
    tags: ["Gato", "novelo", "gato", " Animais "],
    description: "Um gato brinca com um novelo de lã.\r\n\r\n\r\nColorir ajuda a coordenação motora.",
    difficulty: "medio",
    ...overrides,
  },
});

/** A storage that fails the writes (or removals) whose path matches, to stand for a crash at that step. */
function failing(storage: Storage, step: { put?: RegExp; remove?: RegExp }): Storage {
  return {
    ...storage,
    put: (path, bytes, options) =>
      step.put?.test(path) ? Promise.reject(new Error(`disk full: ${path}`)) : storage.put(path, bytes, options),
    remove: (paths) =>
      paths.some((path) => step.remove?.test(path)) ? Promise.reject(new Error("storage down")) : storage.remove(paths),
  };
}

let fake: FakeAiServer;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake?.close();
});

describeEachDriver("automatic publishing services", (handle) => {
  let root: string;
  let storage: Storage;
  let ai: AiConfig;
  let animals: Category;
  let seed = 0;
  const deps = (overrides: Partial<ContentDeps> = {}) => ({ db: handle().db, storage, ai, ...overrides });
  const png = () => distinctLinePng(++seed);
  const upload = async (...names: string[]) => {
    const files = await Promise.all(names.map(async (name) => fileOf(await png(), name, "image/png")));
    return uploadPendingFiles(deps(), files);
  };
  const drawingsFiles = () => (fs.existsSync(`${root}/drawings`) ? fs.readdirSync(`${root}/drawings`).sort() : []);
  const pendingFiles = () =>
    fs.existsSync(`${root}/${PENDING_FOLDER}`) ? fs.readdirSync(`${root}/${PENDING_FOLDER}`).sort() : [];

  beforeAll(async () => {
    root = tempDir("publishing-services");
    storage = createLocalStorage(root);
    ai = { baseUrl: fake.url, apiKey: "sk-publish", model: "fake-vision", prices: PRICES, timeoutMs: 2_000 };
    animals = await createCategory(handle().db, { name: "Animais" });
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    fake.reset();
    await sql`truncate public.pending_drawings, public.auto_publish_state`.execute(handle().db);
    await setAutoPublishMode(handle().db, "review");
    fs.rmSync(`${root}/${PENDING_FOLDER}`, { recursive: true, force: true });
  });

  describe("upload", () => {
    it("stores images under their safe names, never over another pending file; an SVG as PNG", async () => {
      const svg = fixtures.svg(
        '<rect x="10" y="10" width="50" height="30" fill="#000"/><circle cx="70" cy="70" r="20" fill="#000"/>',
      );
      const result = await uploadPendingFiles(deps(), [
        fileOf(await png(), "Gato Feliz.png", "image/png"),
        fileOf(await png(), "../Gato Feliz.png", "image/png"),
        fileOf(
          await sharp(await png())
            .jpeg()
            .toBuffer(),
          "foto.JPG",
          "image/jpeg",
        ),
        fileOf(svg, "vetor.svg", "image/svg+xml"),
      ]);
      expect(result.rejected).toEqual([]);
      expect(result.uploaded.map((item) => item.fileName)).toEqual([
        "Gato-Feliz.png",
        "Gato-Feliz-2.png",
        "foto.jpg",
        "vetor.png",
      ]);
      expect(pendingFiles()).toEqual(["Gato-Feliz-2.png", "Gato-Feliz.png", "foto.jpg", "vetor.png"]);
      const stored = fs.readFileSync(`${root}/${PENDING_FOLDER}/vetor.png`);
      expect((await sharp(stored).metadata()).format).toBe("png");
      const rows = await listPendingDrawings(handle().db);
      expect(rows.map((row) => [row.fileName, row.contentType])).toEqual([
        ["Gato-Feliz.png", "image/png"],
        ["Gato-Feliz-2.png", "image/png"],
        ["foto.jpg", "image/jpeg"],
        ["vetor.png", "image/png"],
      ]);
      expect(rows.every((row) => /^[0-9a-f]{16}$/.test(row.imageHash ?? ""))).toBe(true);
      expect(result.uploaded[0]?.url).toBe("/storage/drawings-to-publish/Gato-Feliz.png");
    });

    it("keeps pending names unique whatever their case, and checks a blank image for duplicates too", async () => {
      const first = await upload("gato.png");
      const second = await upload("GATO.PNG");
      expect([...first.uploaded, ...second.uploaded].map((item) => item.fileName)).toEqual(["gato.png", "GATO-2.png"]);
      const blank = () =>
        sharp({ create: { width: 300, height: 400, channels: 3, background: "#ffffff" } })
          .png()
          .toBuffer();
      const blanks = await uploadPendingFiles(deps(), [
        fileOf(await blank(), "branco.png", "image/png"),
        fileOf(await blank(), "branco-de-novo.png", "image/png"),
      ]);
      expect(blanks.uploaded.map((item) => item.fileName)).toEqual(["branco.png"]);
      expect(blanks.rejected.map((item) => item.fileName)).toEqual(["branco-de-novo.png"]);
    });

    it("refuses, file by file, what the drawing images refuse and repeated images, keeping the others", async () => {
      const first = await png();
      const result = await uploadPendingFiles(deps(), [
        fileOf(first, "original.png", "image/png"),
        fileOf(fixtures.fakePng(), "falso.png", "image/png"),
        fileOf(fixtures.executable(), "programa.png", "image/png"),
        fileOf(await sharp(first).resize(300).jpeg({ quality: 70 }).toBuffer(), "copia.jpg", "image/jpeg"),
        fileOf(await fixtures.webp(), "foto.webp", "image/webp"),
      ]);
      expect(result.uploaded.map((item) => item.fileName)).toEqual(["original.png"]);
      expect(result.rejected).toEqual([
        { fileName: "falso.png", message: expect.stringMatching(/imagem/i) },
        { fileName: "programa.png", message: expect.stringMatching(/Tipo de arquivo não suportado/) },
        { fileName: "copia.jpg", message: 'Imagem repetida: igual a "original.png"' },
        { fileName: "foto.webp", message: expect.stringMatching(/Tipo de arquivo não suportado/) },
      ]);
      expect(pendingFiles()).toEqual(["original.png"]);
    });

    it("refuses an image a drawing already has, and answers 422 when every file was refused", async () => {
      const image = await png();
      await createAdminDrawing(deps(), {
        title: "Desenho Existente",
        categoryId: animals.id,
        active: true,
        image: fileOf(image, "existente.png", "image/png"),
      });
      const error = await uploadPendingFiles(deps(), [fileOf(image, "de-novo.png", "image/png")]).catch((caught) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: "invalid", message: 'Imagem repetida: igual a "Desenho Existente"' });
      expect(await listPendingDrawings(handle().db)).toEqual([]);
      await expect(uploadPendingFiles(deps(), [])).rejects.toMatchObject({
        kind: "invalid",
        message: "Selecione ao menos uma imagem",
      });
    });

    it("refuses the second of two uploads of one image at the same moment", async () => {
      // Each write of a pending file waits (half a second at most) for a second one: without the
      // uploads' lock both uploads would pass the duplicate check and meet here.
      const waiting: Array<() => void> = [];
      const meeting: Storage = {
        ...storage,
        put: async (path, bytes, options) => {
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            if (waiting.length >= 2) for (const release of waiting) release();
            else setTimeout(resolve, 500);
          });
          return storage.put(path, bytes, options);
        },
      };
      const image = await png();
      const results = await Promise.allSettled([
        uploadPendingFiles(deps({ storage: meeting }), [fileOf(image, "ao-mesmo-tempo-a.png", "image/png")]),
        uploadPendingFiles(deps({ storage: meeting }), [fileOf(image, "ao-mesmo-tempo-b.png", "image/png")]),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((result) => result.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({
        kind: "invalid",
        message: expect.stringMatching(/^Imagem repetida/),
      });
      expect(await listPendingDrawings(handle().db)).toHaveLength(1);
    });

    it("leaves no row when the file cannot be written", async () => {
      const broken = deps({ storage: failing(storage, { put: /^drawings-to-publish\// }) });
      await expect(uploadPendingFiles(broken, [fileOf(await png(), "x.png", "image/png")])).rejects.toThrow(/disk full/);
      expect(await listPendingDrawings(handle().db)).toEqual([]);
    });

    it("removes a pending file: its row and its bytes; 404 for an unknown one", async () => {
      const { uploaded } = await upload("apagar.png");
      await removePendingFile(deps(), uploaded[0]?.id ?? "");
      expect(await listPendingDrawings(handle().db)).toEqual([]);
      expect(pendingFiles()).toEqual([]);
      await expect(removePendingFile(deps(), uploaded[0]?.id ?? "")).rejects.toMatchObject({ kind: "not-found" });
      await expect(removePendingFile(deps(), "../../etc")).rejects.toMatchObject({ kind: "not-found" });
    });
  });

  describe("publishing one file", () => {
    let heard: HeardChanges;
    beforeAll(async () => {
      heard = await hearContentChanges(handle());
    });
    afterAll(() => heard.stop());
    beforeEach(() => heard.clear());

    it("publishes the oldest file: AI fields, category matched, the drawing's image files, the pending file gone, the cost recorded", async () => {
      await setAutoPublishMode(handle().db, "live");
      await upload("primeiro.png", "segundo.png");
      fake.enqueue(reply());
      const before = drawingsFiles().length;
      const result = await publishNextDrawing(deps());
      expect(result.message).toBe("Desenho publicado com sucesso!");
      const drawing = result.drawing;
      expect(drawing).toMatchObject({
        title: "Gato Brincando com Novelo",
        slug: "gato-brincando-com-novelo",
        category_name: "Animais",
        tags: ["gato", "novelo", "animais"],
        description: "Um gato brinca com um novelo de lã.\n\nColorir ajuda a coordenação motora.",
        active: true,
        awaitingReview: false,
        url: `/desenhos/${animals.slug}/gato-brincando-com-novelo`,
      });
      expect(drawing?.prompt_cost).toBeCloseTo(COST, 9);
      const row = await getDrawingById(handle().db, drawing?.id ?? "");
      expect(row).toMatchObject({ categoryId: animals.id, active: true, imageUrl: drawing?.image_url });
      // The model's level is kept as advice for the administrator, beside the one computed from the image.
      const difficulty = await getDrawingDifficulty(handle().db, drawing?.id ?? "");
      expect(difficulty?.ai).toBe("medio");
      expect(difficulty?.computed).not.toBeNull();
      // WebP, card, social image, PDF and region map, named after the slug.
      const written = storedPathsOf(storage, drawing?.image_url ?? "") ?? [];
      expect(written).toHaveLength(5);
      for (const path of written) expect(fs.existsSync(`${root}/${path}`), path).toBe(true);
      expect(drawingsFiles().length).toBe(before + 5);
      expect(written[0]).toMatch(/^drawings\/gato-brincando-com-novelo-[0-9a-f]{8}\.webp$/);

      expect((await listPendingDrawings(handle().db)).map((item) => item.fileName)).toEqual(["segundo.png"]);
      expect(pendingFiles()).toEqual(["segundo.png"]);
      const hash = await handle()
        .db.selectFrom("drawings")
        .select("image_hash")
        .where("id", "=", drawing?.id ?? "")
        .executeTakeFirst();
      expect(hash?.image_hash).toMatch(/^[0-9a-f]{16}$/);
      // The database announces the new drawing (and the writes that complete it) to the rebuild engine.
      await heard.settle();
      const changes = heard.list;
      expect(changes[0]).toMatchObject({ type: "INSERT", table: "drawings", record: { id: drawing?.id } });
      expect(changes.every((change) => change.table === "drawings" && change.record?.id === drawing?.id)).toBe(true);

      // The model saw the drawing as an image and the categories in the prompt, with a strict schema.
      const sent = JSON.stringify(fake.requests[0]);
      expect(sent).toContain("data:image/webp;base64,");
      expect(sent).toContain("- Animais");
      expect(fake.requests[0]?.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
      const usage = await handle()
        .db.selectFrom("ai_usage")
        .selectAll()
        .where("kind", "=", "publish-drawing")
        .orderBy("created_at", "desc")
        .executeTakeFirst();
      expect(usage).toMatchObject({ model: "fake-vision", success: true, input_tokens: 1000, output_tokens: 200 });
    });

    it("by default saves the drawing inactive for review, and strips every link from the model's text", async () => {
      expect(await getAutoPublishMode(handle().db)).toBe("review");
      await upload("revisar.png");
      fake.enqueue(
        reply({
          title: "Gato Revisado https://golpe.example",
          description:
            "Um gato fofo. Ganhe prêmios em https://premio.example/pix e [aqui](http://mal.example).\n\nVisite www.golpe.com.br hoje.",
        }),
      );
      const { drawing } = await publishNextDrawing(deps());
      expect(drawing).toMatchObject({ title: "Gato Revisado", active: false, awaitingReview: true, url: null });
      expect(drawing?.description).toBe("Um gato fofo. Ganhe prêmios em e aqui.\n\nVisite hoje.");
      const row = await getDrawingById(handle().db, drawing?.id ?? "");
      expect(row).toMatchObject({ active: false, categoryId: animals.id });
      expect(row?.description).not.toMatch(/https?:|www\.|\.example/);
    });

    it("in 'Publicar direto no site' too, puts no address of any form in the title, the description or the tags", async () => {
      await setAutoPublishMode(handle().db, "live");
      await upload("golpe-ao-vivo.png");
      // The hostile reply of issue 33, word for word.
      fake.enqueue(
        reply({
          title: "Gato Premiado premio-rabisco.ru",
          description:
            "Um gato fofo em golpe.vip e rabisco-oficial.store. Escreva para golpe@evil.ru, veja evil．com ou evil[.]com, entre em hxxps://evil[.]com/login.\n\nO Sr. Cenoura, etc., p.ex. com 3.5 cm.",
          tags: ["gato", "golpe.vip/premio", "premio-rabisco.ru", "animais"],
        }),
      );
      const { drawing } = await publishNextDrawing(deps());
      expect(drawing).toMatchObject({ title: "Gato Premiado", active: true, tags: ["gato", "animais"] });
      const row = await getDrawingById(handle().db, drawing?.id ?? "");
      expect(row?.title).toBe("Gato Premiado");
      expect(row?.tags).toEqual(["gato", "animais"]);
      expect(row?.description).toBe(
        "Um gato fofo em e. Escreva para, veja ou, entre em.\n\nO Sr. Cenoura, etc., p.ex. com 3.5 cm.",
      );
    });

    it("keeps the file pending when the model's title is nothing but an address", async () => {
      await upload("so-endereco.png");
      fake.enqueue(reply({ title: "premio-rabisco.ru" }));
      await expect(publishNextDrawing(deps())).rejects.toMatchObject({ kind: "upstream-failed" });
      expect(await listPendingDrawings(handle().db)).toMatchObject([{ fileName: "so-endereco.png", attempts: 1 }]);
    });

    it("saves the drawing inactive and without a category when none fits", async () => {
      await upload("sem-categoria.png");
      fake.enqueue(reply({ title: "Foguete no Espaço", category: "Astronomia" }));
      const { drawing } = await publishNextDrawing(deps());
      expect(drawing).toMatchObject({ category_name: null, active: false, url: null });
      expect(await getDrawingById(handle().db, drawing?.id ?? "")).toMatchObject({ categoryId: null, active: false });
    });

    it("answers 'Nenhum desenho para publicar' when nothing is pending, without calling the AI", async () => {
      expect(await publishNextDrawing(deps())).toEqual({ drawing: null, message: "Nenhum desenho para publicar" });
      expect(fake.requests).toHaveLength(0);
    });

    it("answers 503 without AI, claiming nothing", async () => {
      await upload("sem-ia.png");
      await expect(publishNextDrawing({ ...deps(), ai: null })).rejects.toMatchObject({
        kind: "unavailable",
        message: "A IA não está configurada",
      });
      const [pending] = await listPendingDrawings(handle().db);
      expect(pending).toMatchObject({ attempts: 0, lastError: null });
      expect(await claimNextPendingDrawing(handle().db)).not.toBeNull();
    });

    it("keeps the file pending when the AI fails (500, timeout or twice out of schema), records it, and backs off", async () => {
      await upload("falha.png");
      const before = drawingsFiles();
      const now = new Date();
      fake.enqueue({ kind: "error", status: 500, message: "provider exploded" });
      const error = await publishNextDrawing(deps(), { now: () => now }).catch((caught) => caught);
      expect(error).toBeInstanceOf(PublishError);
      expect(error).toMatchObject({
        kind: "upstream-failed",
        message: "a IA não respondeu como esperado. O arquivo continua pendente.",
      });
      const [pending] = await listPendingDrawings(handle().db);
      expect(pending).toMatchObject({ fileName: "falha.png", attempts: 1, lastError: error.message });
      expect(pending?.retryAfter?.getTime()).toBe(now.getTime() + retryDelayMs(1));
      expect(pendingFiles()).toEqual(["falha.png"]);
      expect(drawingsFiles()).toEqual(before);

      // In back-off: the scheduler skips it; the administrator may still publish it.
      expect(await claimNextPendingDrawing(handle().db, { dueOnly: true, now })).toBeNull();
      fake.enqueue({ kind: "text", content: "não é JSON" }, { kind: "json", content: { title: "sem o resto" } });
      await expect(publishNextDrawing(deps(), { now: () => now })).rejects.toMatchObject({ kind: "upstream-failed" });
      expect((await listPendingDrawings(handle().db))[0]).toMatchObject({ attempts: 2 });
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
      expect(retryDelayMs(100)).toBe(6 * 3_600_000);
      const failures = await handle()
        .db.selectFrom("ai_usage")
        .select(["success"])
        .where("kind", "=", "publish-drawing")
        .where("success", "=", false)
        .execute();
      expect(failures.length).toBeGreaterThanOrEqual(3);
    });

    it("a crash before the commit (an image file cannot be written) leaves the file pending and no drawing", async () => {
      await upload("antes-do-commit.png");
      fake.enqueue(reply({ title: "Desenho Que Não Foi" }));
      const broken = deps({ storage: failing(storage, { put: /^drawings\/.*\.pdf$/ }) });
      await expect(publishNextDrawing(broken)).rejects.toThrow(/disk full/);
      const drawings = await handle().db.selectFrom("drawings").select("id").where("title", "=", "Desenho Que Não Foi").execute();
      expect(drawings).toEqual([]);
      expect((await listPendingDrawings(handle().db)).map((item) => [item.fileName, item.attempts])).toEqual([
        ["antes-do-commit.png", 1],
      ]);
      expect(pendingFiles()).toEqual(["antes-do-commit.png"]);
      expect(drawingsFiles().some((name) => name.startsWith("desenho-que-nao-foi"))).toBe(false);
    });

    it("a crash after the commit (the pending bytes cannot be removed) leaves the drawing and no pending row; the sweep removes the bytes", async () => {
      await upload("depois-do-commit.png");
      fake.enqueue(reply({ title: "Desenho Publicado Mesmo" }));
      const broken = deps({ storage: failing(storage, { remove: /^drawings-to-publish\// }) });
      const { drawing } = await publishNextDrawing(broken);
      expect(drawing?.title).toBe("Desenho Publicado Mesmo");
      expect(await listPendingDrawings(handle().db)).toEqual([]);
      expect(pendingFiles()).toEqual(["depois-do-commit.png"]);
      expect(await sweepPendingFolder(deps())).toEqual(["drawings-to-publish/depois-do-commit.png"]);
      expect(pendingFiles()).toEqual([]);
    });

    it("a lost claim (expired, taken by another publisher) cannot complete: one file, one publisher", async () => {
      await upload("disputado.png");
      const past = new Date(Date.now() - 3_600_000);
      const stale = await claimNextPendingDrawing(handle().db, { now: past });
      const fresh = await claimNextPendingDrawing(handle().db);
      expect(stale?.id).toBe(fresh?.id);
      expect(await claimNextPendingDrawing(handle().db)).toBeNull();
      expect(await completePendingClaim(handle().db, stale ?? (fresh as never))).toBe(false);
      expect(await completePendingClaim(handle().db, fresh ?? (stale as never))).toBe(true);
    });

    it("a claim left by a publication that crashed mid-way is released at the next start, not after 10 minutes", async () => {
      await upload("interrompido.png");
      const crashed = await claimNextPendingDrawing(handle().db);
      expect(crashed).not.toBeNull();
      expect(await claimNextPendingDrawing(handle().db)).toBeNull();
      expect(await releasePendingClaims(handle().db)).toBe(1);
      const next = await claimNextPendingDrawing(handle().db);
      expect(next?.id).toBe(crashed?.id);
      // The crashed holder, were it still alive, could not complete it.
      expect(await completePendingClaim(handle().db, crashed as never)).toBe(false);
      expect(await completePendingClaim(handle().db, next as never)).toBe(true);
    });

    it("two publishers at once publish two different files", async () => {
      await upload("paralelo-1.png", "paralelo-2.png");
      fake.enqueue(reply({ title: "Paralelo Um" }), reply({ title: "Paralelo Dois" }));
      const results = await Promise.all([publishNextDrawing(deps()), publishNextDrawing(deps())]);
      const ids = results.map((result) => result.drawing?.id);
      expect(new Set(ids).size).toBe(2);
      expect(results.map((result) => result.drawing?.title).sort()).toEqual(["Paralelo Dois", "Paralelo Um"]);
      expect(await listPendingDrawings(handle().db)).toEqual([]);
      expect(fake.requests).toHaveLength(2);
    });
  });

  describe("the schedule", () => {
    const hourly = { every: "1h", everyMs: 3_600_000 };
    const scheduled = (): ScheduleDeps => ({ ...deps(), autoPublish: hourly });

    it("publishes when due, once per interval, whoever asks", async () => {
      await upload("agendado-1.png", "agendado-2.png");
      const start = new Date("2026-11-23T12:00:00Z");
      expect(await planNextRun(scheduled(), start)).toEqual(new Date("2026-11-23T13:00:00Z"));
      expect(await runDueAutoPublish(scheduled(), start)).toMatchObject({ ran: false });

      const due = new Date("2026-11-23T13:00:00Z");
      fake.enqueue(reply({ title: "Agendado Um" }));
      const first = await runDueAutoPublish(scheduled(), due);
      expect(first).toMatchObject({ ran: true, error: null, nextRunAt: new Date("2026-11-23T14:00:00Z") });
      expect(first.ran && first.result?.drawing?.title).toBe("Agendado Um");
      // A second process at the same moment finds it taken.
      expect(await runDueAutoPublish(scheduled(), due)).toMatchObject({ ran: false });
      expect((await listPendingDrawings(handle().db)).map((item) => item.fileName)).toEqual(["agendado-2.png"]);
      expect(await getAutoPublishState(handle().db)).toMatchObject({
        lastOutcome: "published agendado-um",
        consecutiveFailures: 0,
      });

      // A shorter interval than the one planned brings the next run forward.
      expect(await planNextRun({ ...scheduled(), autoPublish: { every: "10m", everyMs: 600_000 } }, due)).toEqual(
        new Date("2026-11-23T13:10:00Z"),
      );
    });

    it("after a failure, comes back in 1, 2, 4... minutes (never later than the interval), skipping files in back-off", async () => {
      await upload("instavel.png");
      const at = new Date("2026-11-24T08:00:00Z");
      await planNextRun(scheduled(), new Date(at.getTime() - hourly.everyMs));
      fake.enqueue({ kind: "error", status: 503 });
      const failed = await runDueAutoPublish(scheduled(), at);
      expect(failed).toMatchObject({ ran: true, error: expect.stringContaining("IA") });
      expect(failed.nextRunAt).toEqual(new Date(at.getTime() + 60_000));
      expect(await getAutoPublishState(handle().db)).toMatchObject({ consecutiveFailures: 1 });

      // One minute later the file's own back-off is over too: tried again, fails again, two minutes.
      const later = new Date(at.getTime() + 60_000);
      fake.enqueue({ kind: "error", status: 503 });
      const again = await runDueAutoPublish(scheduled(), later);
      expect(again.nextRunAt).toEqual(new Date(later.getTime() + 120_000));
      expect(fake.requests).toHaveLength(2);

      // A run while the only file is still in back-off publishes nothing and resets the count.
      const meanwhile = new Date(later.getTime() + 60_000);
      await setNextAutoPublishRun(handle().db, meanwhile);
      expect(await runDueAutoPublish(scheduled(), meanwhile)).toMatchObject({
        ran: true,
        error: null,
        result: { drawing: null },
      });
      expect(fake.requests).toHaveLength(2);
      expect(await getAutoPublishState(handle().db)).toMatchObject({ consecutiveFailures: 0 });
    });

    it("npm start's timer publishes on its interval and stops", async () => {
      await upload("timer-1.png", "timer-2.png");
      fake.enqueue(reply({ title: "Timer Um" }), reply({ title: "Timer Dois" }));
      const quiet = { log: () => {}, warn: () => {} } as unknown as Console;
      const stop = startAutoPublisher(async () => ({ ...deps(), autoPublish: { every: "1s", everyMs: 1_000 } }), quiet);
      try {
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline && (await listPendingDrawings(handle().db)).length > 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        stop();
      }
      expect(await listPendingDrawings(handle().db)).toEqual([]);
      const titles = await handle().db.selectFrom("drawings").select("title").where("title", "like", "Timer %").execute();
      expect(titles.map((row) => row.title).sort()).toEqual(["Timer Dois", "Timer Um"]);
    }, 30_000);
  });

  describe("image hashes of older drawings", () => {
    it("are computed from the stored image, so an upload repeating one is refused", async () => {
      const image = await png();
      const drawing = await createAdminDrawing(deps(), {
        title: "Antigo Sem Hash",
        categoryId: animals.id,
        active: true,
        image: fileOf(image, "antigo.png", "image/png"),
      });
      await handle().db.updateTable("drawings").set({ image_hash: null }).where("id", "=", drawing.id).execute();
      expect((await upload("nao-repetido.png")).uploaded).toHaveLength(1);
      expect(await backfillDrawingHashes(deps())).toBeGreaterThanOrEqual(1);
      const row = await handle().db.selectFrom("drawings").select("image_hash").where("id", "=", drawing.id).executeTakeFirst();
      expect(row?.image_hash).toMatch(/^[0-9a-f]{16}$/);
      expect(await backfillDrawingHashes(deps())).toBe(0);
      await expect(uploadPendingFiles(deps(), [fileOf(image, "repetido.png", "image/png")])).rejects.toMatchObject({
        message: 'Imagem repetida: igual a "Antigo Sem Hash"',
      });
    });
  });
});

describe("matchCategory", () => {
  const categories = [
    { name: "Animais", slug: "animais" },
    { name: "Datas Comemorativas", slug: "datas-comemorativas" },
    { name: "Páscoa", slug: "pascoa" },
  ];
  it.each([
    ["Animais", "animais"],
    ["ANIMAIS", "animais"],
    ["datas-comemorativas", "datas-comemorativas"],
    ["Datas comemorativas", "datas-comemorativas"],
    ["pascoa", "pascoa"],
    ["  Páscoa ", "pascoa"],
  ])("matches %j", (named, slug) => {
    expect(matchCategory(named, categories)?.slug).toBe(slug);
  });
  it.each(["", "   ", "Astronomia", "Anima", "Datas"])("finds nothing for %j", (named) => {
    expect(matchCategory(named, categories)).toBeNull();
  });
});
