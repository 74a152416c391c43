/**
 * The rule behind every screen's data loading (hooks/useAdminData.ts), kept
 * free of React so it can be tested on its own: a load gets an AbortSignal
 * of its own, and once it is cancelled its outcome is dropped, whenever it
 * arrives. A screen cancels the previous load before it starts the next one
 * and when it goes away, so a slow answer to an old request never overwrites
 * a newer one and nothing reaches a screen that is gone.
 */
export type LoadOutcome<T> = {
  onData: (data: T) => void;
  onError: (error: unknown) => void;
};

/** Starts `load` and returns the function that cancels it (aborting its request). */
export function startLoad<T>(load: (signal: AbortSignal) => Promise<T>, outcome: LoadOutcome<T>): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  // The executor runs at once, so the request starts now; a loader that throws fails like one that rejects.
  new Promise<T>((resolve) => resolve(load(signal))).then(
    (data) => {
      if (!signal.aborted) outcome.onData(data);
    },
    (error: unknown) => {
      if (!signal.aborted) outcome.onError(error);
    },
  );
  return () => controller.abort();
}

/**
 * What stands for a load's key in the effect's dependencies: the key's JSON,
 * so an equal key (a new but identical query object) does not load again;
 * null when there is nothing to load.
 */
export function loadIdentity(key: unknown): string | null {
  return key === null ? null : JSON.stringify(key);
}
