import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isDotRefusal, mainFigure } from "#src/lib/activities/main-figure.ts";
import { DIFFICULTY_MEASURE_VERSION, DIFFICULTY_TIERS, TIER_THRESHOLDS } from "#src/lib/colouring/difficulty.ts";
import { analyseDrawing, decodeRegionMap } from "#src/server/colouring/region-file.ts";
import { type Analyse, backfillRegionMaps, cachedAnalyse } from "#src/server/content/region-maps.ts";
import { regionsPathFor } from "#src/server/images/file-names.ts";
import { createCategory, createDrawing } from "#src/server/repositories/index.ts";
import { createLocalStorage } from "#src/server/storage/local-storage.ts";
import { seedDatabase } from "../../sample-content/seed.ts";
import { describeEachDriver } from "../support/databases.ts";

/**
 * The region maps' backfill (docs/decisions/0019-colouring-difficulty.md) on
 * real sample images: maps stored beside the images, difficulty recorded on
 * every drawing that shows an image, each image mapped once, failures
 * recorded and never retried, and a cache keyed by the image's bytes.
 */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "rabisco-regions-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describeEachDriver("region maps", (handle, driver) => {
  const storage = () => createLocalStorage(nodePath.join(dir, driver, "storage"));
  const counted = () => {
    const calls: number[] = [];
    const analyse: Analyse = async (image) => {
      calls.push(image.length);
      return analyseDrawing(image);
    };
    return { calls, analyse };
  };
  const difficultyOf = (id: string) =>
    handle()
      .db.selectFrom("drawings")
      .select([
        "image_url",
        "regions_image_url",
        "difficulty_regions",
        "difficulty_score",
        "difficulty_leaks",
        "difficulty_tier",
        "dot_figure",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    await seedDatabase(handle(), storage(), { drawings: 3 });
  }, 120_000);

  it("maps every image once, stores the map beside it and records the difficulty on each drawing showing it", async () => {
    const { db } = handle();
    const seeded = await db.selectFrom("drawings").select(["id", "image_url", "category_id"]).orderBy("slug").execute();
    // A second drawing showing the first one's image (the seed shares images this way).
    const first = seeded[0] as (typeof seeded)[number];
    const twin = await createDrawing(db, { title: "Gêmeo", categoryId: first.category_id, imageUrl: first.image_url });
    const { calls, analyse } = counted();
    const report = await backfillRegionMaps({ db, storage: storage() }, analyse);
    expect(report).toEqual({ mapped: 3, failed: 0, skipped: 0 });
    expect(calls).toHaveLength(3);
    for (const { id, image_url } of [...seeded, { id: twin.id, image_url: first.image_url }]) {
      const row = await difficultyOf(id);
      expect(row.regions_image_url).toBe(image_url);
      expect(row.difficulty_regions).toBeGreaterThan(0);
      // Every region that counts weighs at least 0.5 (a detail inside a bigger one).
      expect(row.difficulty_score).toBeGreaterThanOrEqual(0.5 * (row.difficulty_regions ?? 0));
      expect(row.difficulty_leaks).toBeGreaterThanOrEqual(0);
      expect(DIFFICULTY_TIERS).toContain(row.difficulty_tier);
      const path = storage().pathFromUrl(image_url ?? "") as string;
      const map = decodeRegionMap((await storage().get(regionsPathFor(path))) as Uint8Array);
      expect(Math.min(map.width, map.height)).toBe(1240);
      expect(map.regions).toBeGreaterThanOrEqual(row.difficulty_regions ?? 0);
      // Whether its page offers 'Ligue os pontos': the browser's own reading of the stored map.
      expect(row.dot_figure).toBe(!isDotRefusal(mainFigure(map)));
    }
    // Nothing is owed any more.
    expect(await backfillRegionMaps({ db, storage: storage() }, analyse)).toEqual({ mapped: 0, failed: 0, skipped: 0 });
    expect(calls).toHaveLength(3);
  });

  it("measures again what an older measure recorded, and takes the AI's neighbouring tier only near a threshold", async () => {
    const { db } = handle();
    const [near, far] = await db.selectFrom("drawings").select(["id", "image_url"]).orderBy("slug").limit(2).execute();
    if (!near || !far) throw new Error("the seed made fewer than two drawings");
    await db
      .updateTable("drawings")
      .set({ difficulty_measure: DIFFICULTY_MEASURE_VERSION - 1, difficulty_tier: "desafio", difficulty_ai: "medio" })
      .where("id", "in", [near.id, far.id])
      .execute();
    // Scores the test chooses: just under 'Médio' (within 20 %) for one image, far under it for the other.
    const scores = new Map([
      [near.image_url, TIER_THRESHOLDS.medio - 5],
      [far.image_url, TIER_THRESHOLDS.medio / 4],
    ]);
    const bytesOf = async (url: string | null) => (await storage().get(storage().pathFromUrl(url ?? "") as string)) as Uint8Array;
    const imageOf = new Map([
      [(await bytesOf(near.image_url)).length, near.image_url],
      [(await bytesOf(far.image_url)).length, far.image_url],
    ]);
    const analyse: Analyse = async (image) => {
      const analysed = await analyseDrawing(image);
      return { ...analysed, metrics: { ...analysed.metrics, score: scores.get(imageOf.get(image.length) ?? null) ?? 0 } };
    };
    const report = await backfillRegionMaps({ db, storage: storage() }, analyse, { ids: [near.id, far.id] });
    expect(report.mapped).toBe(2);
    const rows = await db
      .selectFrom("drawings")
      .select(["id", "difficulty_tier", "difficulty_measure", "difficulty_score"])
      .where("id", "in", [near.id, far.id])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(near.id)).toMatchObject({ difficulty_tier: "medio", difficulty_measure: DIFFICULTY_MEASURE_VERSION });
    expect(byId.get(far.id)).toMatchObject({ difficulty_tier: "facil", difficulty_measure: DIFFICULTY_MEASURE_VERSION });
    // Measured by this version: owed no more.
    expect(await backfillRegionMaps({ db, storage: storage() }, analyse, { ids: [near.id, far.id] })).toEqual({
      mapped: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it("records an image it cannot map without metrics, never tries it again, and leaves a missing file for later", async () => {
    const { db } = handle();
    const category = await createCategory(db, { name: `Falhas ${driver}` });
    await storage().put("drawings/quebrado-0a1b2c3d.webp", new TextEncoder().encode("não é uma imagem"), {
      contentType: "image/webp",
    });
    const broken = await createDrawing(db, {
      title: "Quebrado",
      categoryId: category.id,
      imageUrl: storage().publicUrl("drawings/quebrado-0a1b2c3d.webp"),
    });
    const missing = await createDrawing(db, {
      title: "Sumido",
      categoryId: category.id,
      imageUrl: storage().publicUrl("drawings/sumido-0a1b2c3d.webp"),
    });
    const foreign = await createDrawing(db, { title: "De fora", categoryId: category.id, imageUrl: "https://example.com/x.png" });
    const logged: string[] = [];
    const { calls, analyse } = counted();
    const ids = [broken.id, missing.id, foreign.id];
    const report = await backfillRegionMaps({ db, storage: storage() }, analyse, { ids, log: (line) => logged.push(line) });
    expect(report).toEqual({ mapped: 0, failed: 2, skipped: 1 });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("quebrado-0a1b2c3d.webp");
    for (const id of [broken.id, foreign.id]) {
      const row = await difficultyOf(id);
      expect([row.regions_image_url, row.difficulty_tier, row.difficulty_regions, row.dot_figure]).toEqual([
        row.image_url,
        null,
        null,
        null,
      ]);
    }
    // The missing file is still owed; the failures are not tried again.
    expect((await difficultyOf(missing.id)).regions_image_url).toBeNull();
    await backfillRegionMaps({ db, storage: storage() }, analyse, { ids, log: () => {} });
    expect(calls).toHaveLength(1);
  });
});

it("caches a map by the image's bytes: the same image is analysed once across processes' caches", async () => {
  const cacheDir = nodePath.join(dir, "cache");
  const image = fs.readFileSync(
    nodePath.join(
      dir,
      "pglite",
      "storage",
      fs
        .readdirSync(nodePath.join(dir, "pglite", "storage", "drawings"))
        .map((file) => `drawings/${file}`)
        .find((file) => file.endsWith(".webp") && !file.includes(".card.")) as string,
    ),
  );
  let computed = 0;
  const analyse: Analyse = async (bytes) => {
    computed++;
    return analyseDrawing(bytes);
  };
  const first = await cachedAnalyse(analyse, cacheDir)(image);
  const second = await cachedAnalyse(analyse, cacheDir)(new Uint8Array(image));
  expect(computed).toBe(1);
  expect(second.metrics).toEqual(first.metrics);
  expect(Buffer.from(second.file).equals(Buffer.from(first.file))).toBe(true);
  // An unwritable cache only costs the computation.
  const blocked = nodePath.join(dir, "not-a-directory");
  fs.writeFileSync(blocked, "");
  expect((await cachedAnalyse(analyse, blocked)(image)).metrics).toEqual(first.metrics);
  expect(computed).toBe(2);
});
