import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { processSingleton } from "#src/server/process-singleton.ts";

/**
 * What a page was built from. While the rebuild engine renders a page, the
 * loaders record each piece of data the page shows as a dependency: a key
 * naming the data and the value the page used. The manifest keeps a
 * fingerprint of each value; after a content change the engine computes the
 * same values again from the database and re-renders exactly the pages whose
 * values differ. Each kind of key is one module of kinds/ (see kind.ts).
 *
 * Keys are `<group>` or `<group>|<detail>`. The group is what a content
 * change points at (`drawing:<id>`, `related:<categoryId>`...); the detail
 * tells pages of one group apart (`related:<categoryId>|<drawingId>`).
 * Outside a render (visitors' requests, the admin) recording does nothing.
 *
 * This module is the machinery alone: the kinds (kinds/) record through it,
 * and the rebuild engine collects what they recorded.
 */
export type Dependencies = Map<string, string>;

const storage = () => processSingleton("rebuild-dependencies", () => new AsyncLocalStorage<Dependencies>());

/** A short, stable fingerprint of any JSON-able value (Dates as ISO strings). */
export function fingerprint(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(value ?? null))
    .digest("base64url")
    .slice(0, 16);
}

/** The fingerprint of a page's HTML (the manifest keeps it: a page whose HTML did not change is not written again). */
export function hashBody(body: string): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
}

/** Records that the page being rendered shows `value` under `key`; a no-op outside a render. */
export function recordDependency(key: string, value: unknown): void {
  const dependencies = storage().getStore();
  if (dependencies) dependencies.set(key, fingerprint(value));
}

/**
 * Marks the page being rendered as degraded by a passing failure (an
 * article body that ran out of time under load): it is served, but a CDN
 * must not keep it, and no change would ever name it for a purge. A no-op
 * outside a render. Not a dependency: `withoutMarks` takes it out.
 */
export const DEGRADED = "!degraded";

export function markRenderDegraded(): void {
  storage().getStore()?.set(DEGRADED, "1");
}

/** The dependencies without the marks (`DEGRADED`): what a manifest records. */
export function withoutMarks(dependencies: Dependencies): Dependencies {
  if (!dependencies.has(DEGRADED)) return dependencies;
  const copy = new Map(dependencies);
  copy.delete(DEGRADED);
  return copy;
}

/** Records a fingerprint computed earlier (recordDependency's, for the same key and value). */
export function recordFingerprint(key: string, fingerprint: string): void {
  storage().getStore()?.set(key, fingerprint);
}

/** The dependencies of the page being rendered (undefined outside a render): identifies the page's render. */
export function collectingInto(): Dependencies | undefined {
  return storage().getStore();
}

/** Whether a render is collecting dependencies (lets callers skip computing values). */
export function isCollecting(): boolean {
  return storage().getStore() !== undefined;
}

/** Runs `render` collecting the dependencies every loader it calls records. */
export async function collectDependencies<T>(render: () => Promise<T>): Promise<{ result: T; dependencies: Dependencies }> {
  const dependencies: Dependencies = new Map();
  const result = await storage().run(dependencies, render);
  return { result, dependencies };
}

const runScopes = () => processSingleton("rebuild-run-scope", () => new AsyncLocalStorage<RunScope>());

/** Runs one rebuild run: reads made through `sharedWithinRun` happen once inside it. */
export function inRunScope<T>(work: () => Promise<T>): Promise<T> {
  return withRunScope(newRunScope(), work);
}

/** What a rebuild run's reads share (`sharedWithinRun`). */
export type RunScope = Map<string, Promise<unknown>>;

export function newRunScope(): RunScope {
  return new Map();
}

/** Runs `work` inside a run whose scope outlives it: a render worker serves one run's pages in several batches. */
export function withRunScope<T>(scope: RunScope, work: () => Promise<T>): Promise<T> {
  return runScopes().run(scope, work);
}

/**
 * Within a rebuild run, the first call reads and later ones share its
 * result (the page list, read by the engine and by the sitemap's render);
 * outside a run, it just reads.
 */
export function sharedWithinRun<T>(name: string, read: () => Promise<T>): Promise<T> {
  const scope = runScopes().getStore();
  if (!scope) return read();
  let value = scope.get(name) as Promise<T> | undefined;
  if (!value) {
    value = read();
    scope.set(name, value);
  }
  return value;
}

/** The group of a key: what a change invalidates. */
export function groupOf(key: string): string {
  const bar = key.indexOf("|");
  return bar === -1 ? key : key.slice(0, bar);
}

/** A key taken apart: its kind's name, the argument of its group, the detail after the bar. */
export type ParsedKey = { kind: string; arg: string; detail: string | undefined };

/** `drawing:<id>` → kind "drawing", arg id; `related:<c>|<d>` → kind "related", arg c, detail d; `popular|8` → detail "8". */
export function parseKey(key: string): ParsedKey {
  const bar = key.indexOf("|");
  const group = bar === -1 ? key : key.slice(0, bar);
  const detail = bar === -1 ? undefined : key.slice(bar + 1);
  const colon = group.indexOf(":");
  return colon === -1 ? { kind: group, arg: "", detail } : { kind: group.slice(0, colon), arg: group.slice(colon + 1), detail };
}
