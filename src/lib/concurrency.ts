/**
 * Runs `task` over `items` with at most `limit` in flight, keeping the input
 * order in the result. Items are started in order, each as soon as one in
 * flight finishes; a limit below 1 runs one at a time. Once `shouldStop()`
 * says so (the admin's screen went away, its session expired), no more are
 * started: the result then holds only the started items' results.
 *
 * The one pool of both sides: on the server for I/O and for sharp, which
 * runs off the main thread (CPU-bound JavaScript goes to the worker threads
 * of src/server/worker-pool.ts); in the admin for uploads; in the browser
 * for a caderno's download counts.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  shouldStop: () => boolean = () => false,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let started = 0;
  const lane = async () => {
    while (next < items.length && !shouldStop()) {
      const index = next++;
      started = next;
      results[index] = await task(items[index] as T, index);
    }
  };
  const lanes = Math.max(1, Math.min(Math.trunc(limit) || 1, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return started === items.length ? results : results.slice(0, started);
}
