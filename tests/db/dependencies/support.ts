import { type Kysely, sql } from "kysely";
import { afterAll, beforeEach, expect } from "vitest";
import type { ContentTable } from "#src/server/changes/change.ts";
import type { Database } from "#src/server/db/schema.ts";
import { clearProcessSingleton } from "#src/server/process-singleton.ts";
import { collectDependencies, type Dependencies } from "#src/server/site/dependencies.ts";
import { Evaluator } from "#src/server/site/plan/evaluator.ts";
import { addChange, changeScope, emptyTouched, groupsToCheck } from "#src/server/site/plan/invalidation.ts";
import { Manifest } from "#src/server/site/plan/manifest.ts";
import { useProcessDatabase } from "../../rebuild/support.ts";
import { describeEachDriver } from "../../support/databases.ts";
import { resetTables } from "../repository-helpers.ts";

/**
 * The harness of the dependency-kind tests, one kind at a time and without an
 * Astro build: a page's loader runs inside collectDependencies as the
 * engine's render runs it, a new Evaluator computes the same key from the
 * database, and a write reaches groupsToCheck the way the engine's runs see
 * it (through addChange, with the rows before and after).
 */
type Db = Kysely<Database>;

/** `describeEachDriver` with empty tables before each test and the loaders' process database set to the test one. */
export function describeKind(name: string, body: (db: () => Db) => void): void {
  describeEachDriver(`dependency kind ${name}`, (handle) => {
    beforeEach(async () => {
      useProcessDatabase(handle());
      await resetTables(handle().db);
    });
    afterAll(() => clearProcessSingleton("database"));
    body(() => handle().db);
  });
}

/** The dependencies `load` records, as a page calling it would. */
export async function recorded(load: () => Promise<unknown>): Promise<Dependencies> {
  const { dependencies } = await collectDependencies(async () => {
    await load();
  });
  return dependencies;
}

/** The fingerprint a new evaluator computes for `key` from the database as it is now. */
export async function evaluated(db: Db, key: string, now?: Date): Promise<string | undefined> {
  return (await new Evaluator(db, now).hashes([key])).get(key);
}

/** A write to one row: `id` is the row's (null for an insert, whose `write` returns the new id). */
export type RowWrite = { table: ContentTable; id: string | null; write: () => Promise<string | undefined> };

/**
 * Runs `write` on one row, reports it as the admin does (the row before and
 * after) and returns the groups the engine would check (in the run of the
 * change and the run that follows it for the sitemap), given the pages built
 * before it and what each recorded.
 */
export async function groupsAfterWrite(db: Db, change: RowWrite, pages: Record<string, Dependencies>): Promise<Set<string>> {
  const before = change.id ? await row(db, change.table, change.id) : null;
  const written = await change.write();
  const id = change.id ?? written;
  if (!id) throw new Error("the write names no row");
  const after = await row(db, change.table, id);
  const touched = emptyTouched();
  addChange(touched, {
    type: before === null ? "INSERT" : after === null ? "DELETE" : "UPDATE",
    table: change.table,
    record: after,
    oldRecord: before,
  });
  // A run of content changes is followed by the engine's run that checks the sitemap: both count here.
  if (touched.content) touched.sitemap = true;
  const manifest = new Manifest("test");
  for (const [path, dependencies] of Object.entries(pages)) {
    manifest.set(path, { hash: "", deps: Object.fromEntries(dependencies) });
  }
  return groupsToCheck(changeScope(touched, manifest, new Evaluator(db)));
}

/** A page built before a write: its path and what its loader recorded. */
export type BuiltPage = { path: string; dependencies: Dependencies };

/** The page at `path`, built with `load` (as in `recorded`). */
export async function built(path: string, load: () => Promise<unknown>): Promise<BuiltPage> {
  return { path, dependencies: await recorded(load) };
}

/**
 * What every kind's test checks of one key through one write: `page`
 * recorded `key`, a new evaluator computes the same fingerprint, `change`
 * puts `group` among the groups the engine checks (given `page` and the
 * `others` built before the write), and the evaluator's fingerprint then
 * differs from the recorded one, or, with `moves: false` (a write the key
 * does not show), is still the same. Returns the fingerprint after the write.
 */
export async function expectKeyFollowsWrite(
  db: Db,
  check: { page: BuiltPage; key: string; group: string; change: RowWrite; others?: BuiltPage[]; moves?: boolean },
): Promise<string | undefined> {
  const { page, key, group, change, others = [], moves = true } = check;
  const before = page.dependencies.get(key);
  expect(before, `${page.path} recorded ${key}`).toBeDefined();
  expect(await evaluated(db, key), `a new evaluator computes ${key} as ${page.path} recorded it`).toBe(before);
  const pages = Object.fromEntries([page, ...others].map(({ path, dependencies }) => [path, dependencies]));
  expect(await groupsAfterWrite(db, change, pages)).toContain(group);
  const after = await evaluated(db, key);
  if (moves) expect(after, `${key} after the write`).not.toBe(before);
  else expect(after, `${key} after a write it does not show`).toBe(before);
  return after;
}

async function row(db: Db, table: ContentTable, id: string): Promise<Record<string, unknown> | null> {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = ${id}`.execute(db);
  return result.rows[0] ?? null;
}
