import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#src/server/db/connection.ts";
import type { Database } from "#src/server/db/schema.ts";
import { clearProcessSingleton, processSingleton } from "#src/server/process-singleton.ts";
import { createArticle, createCategory, createDrawing } from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { type EngineOptions, RebuildEngine, type RunReport } from "#src/server/site/engine/engine.ts";
import { serverBundle } from "../support/bundle.ts";
import { createTestDatabase, type DriverName, type TestDatabase } from "../support/databases.ts";

/**
 * Helpers of the rebuild suite: the renderer of the shared server bundle
 * (tests/support/bundle.ts), the process database pointed at a test
 * database, a small catalogue whose pages and lists are known, and temporary
 * output directories.
 */

/** The bundle's in-process renderer. */
export async function loadBundleRenderer(distDir: string): Promise<Renderer> {
  const entry = pathToFileURL(nodePath.join(distDir, "server", "render-entry.mjs")).href;
  const module = (await import(/* @vite-ignore */ entry)) as { renderPath: Renderer };
  return module.renderPath;
}

/** Makes `getDb()` (ours and the bundle's copy) answer with this handle. */
export function useProcessDatabase(handle: DatabaseHandle): void {
  processSingleton<{ handle?: Promise<DatabaseHandle> }>("database", () => ({})).handle = Promise.resolve(handle);
}

const temporaryDirs: string[] = [];

/** A fresh directory under the temp directory; `removeTempDirs` (in an afterAll) deletes them. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), `rabisco-${prefix}-`));
  temporaryDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Every file under dir, by relative path. */
export function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = nodePath.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(nodePath.relative(dir, full), fs.readFileSync(full));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

export function readPage(outDir: string, file: string): string {
  return fs.readFileSync(nodePath.join(outDir, file), "utf8");
}

export type Fixture = {
  categories: Record<"animais" | "carros" | "frutas" | "vazia", string>;
  /** Drawing ids by slug. */
  drawings: Record<string, string>;
  articles: Record<"published" | "second" | "draft", string>;
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The test catalogue:
 * - animais: a01..a45 (a45 newest): two category pages (a45..a06, a05..a01);
 *   every other drawing's related list is the newest four, a45..a42.
 * - carros: c1..c6 (c6 newest), the six most downloaded (c1 first).
 * - frutas: f1, f2, and f3 inactive. vazia: no drawings.
 * - Popular (top 8 by downloads): c1..c6, a01, a02; a03 is ninth.
 * - Featured: animais, carros (menu order), then frutas; vazia is empty.
 * - Articles: two published, one draft.
 */
export async function seedFixture(db: Kysely<Database>): Promise<Fixture> {
  const animais = await createCategory(db, { name: "Animais", description: "Bichos para colorir." });
  const carros = await createCategory(db, { name: "Carros" });
  const frutas = await createCategory(db, { name: "Frutas" });
  const vazia = await createCategory(db, { name: "Vazia" });
  const drawings: Record<string, string> = {};
  const base = Date.parse("2026-01-01T12:00:00Z");
  let minute = 0;
  const add = async (slug: string, categoryId: string, downloads: number, active = true) => {
    const drawing = await createDrawing(db, { title: slug.toUpperCase(), categoryId, tags: ["teste"], active });
    await db
      .updateTable("drawings")
      .set({ slug, downloads, created_at: new Date(base + minute++ * 60_000) } as never)
      .where("id", "=", drawing.id)
      .execute();
    drawings[slug] = drawing.id;
  };
  for (let i = 1; i <= 45; i++) await add(`a${pad(i)}`, animais.id, i === 1 ? 100 : i === 2 ? 99 : i === 3 ? 50 : 0);
  for (let i = 1; i <= 6; i++) await add(`c${i}`, carros.id, 107 - i);
  await add("f1", frutas.id, 1);
  await add("f2", frutas.id, 2);
  await add("f3", frutas.id, 3, false);
  const published = await createArticle(db, { title: "Cores e emoções", content: "Texto do artigo.", status: "published" });
  const second = await createArticle(db, { title: "Pintar juntos", content: "Outro texto.", status: "published" });
  const draft = await createArticle(db, { title: "Rascunho", content: "Ainda não.", status: "draft" });
  return {
    categories: { animais: animais.id, carros: carros.id, frutas: frutas.id, vazia: vazia.id },
    drawings,
    articles: { published: published.id, second: second.id, draft: draft.id },
  };
}

/** An engine over a fresh output directory, with quick scheduling for tests. */
export async function createTestEngine(
  render: Renderer,
  db: Kysely<Database>,
  options: Partial<EngineOptions> = {},
): Promise<{ engine: RebuildEngine; outDir: string; runs: RunReport[] }> {
  const root = tempDir("rebuild-engine");
  const outDir = nodePath.join(root, "client");
  const engine = new RebuildEngine({
    db,
    render,
    outDir,
    manifestFile: nodePath.join(root, "rebuild-manifest.jsonl"),
    buildId: "test",
    debounceMs: 20,
    maxWaitMs: 200,
    log: () => {},
    ...options,
  });
  const runs: RunReport[] = [];
  engine.on("run", (report) => runs.push(report));
  return { engine, outDir, runs };
}

/** What a rebuild suite works on: a fresh database (the process's too), its fixture, and the shared bundle's renderer. */
export type RebuildHarness = { database: TestDatabase; fixture: Fixture; render: Renderer; dist: string };

/**
 * The rebuild suites' one setup, registered on the calling `describe`: the
 * server bundle, a fresh database of `driver` made the process's, the
 * fixture and the bundle's renderer; after the suite, the temporary
 * directories and the database go. Hooks a suite adds after this one run
 * after its setup, and their teardown (engines stopping) before its own.
 */
export function rebuildHarness(driver: DriverName): () => RebuildHarness {
  let harness: RebuildHarness | undefined;
  beforeAll(async () => {
    const dist = await serverBundle();
    const database = await createTestDatabase(driver);
    useProcessDatabase(database.handle);
    const fixture = await seedFixture(database.handle.db);
    harness = { database, fixture, dist, render: await loadBundleRenderer(dist) };
  }, 300_000);
  afterAll(async () => {
    removeTempDirs();
    clearProcessSingleton("database");
    await harness?.database.dispose();
  });
  return () => {
    if (!harness) throw new Error("the rebuild harness is not set up");
    return harness;
  };
}
