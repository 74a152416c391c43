/**
 * A value shared by every copy of a module in this process.
 *
 * Scripts import `src/` directly while the Astro server bundle carries its own
 * copy of the same modules; both must use one database handle (PGlite allows
 * a single opener) and one change bus, so the value lives on globalThis.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const symbol = Symbol.for(`rabisco.${key}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  let value = store[symbol];
  if (value === undefined) {
    value = create();
    store[symbol] = value;
  }
  return value;
}

export function clearProcessSingleton(key: string): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`rabisco.${key}`)];
}
