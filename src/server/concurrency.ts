/**
 * Runs `task` over `items` with at most `limit` in flight, keeping the input
 * order in the result. Items are started in order, each as soon as one in
 * flight finishes. For I/O and for sharp, which runs off the main thread;
 * CPU-bound JavaScript goes to the worker threads of worker-pool.ts.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
