import type { CDPSession } from "playwright-core";

/**
 * The JavaScript heap of a page while something runs (bench:caderno,
 * bench:atividades): its size after a garbage collection, then its peak,
 * sampled every 50 ms through the DevTools protocol (JSHeapUsedSize).
 * `Performance.enable` must have been sent on `cdp`.
 */
export async function sampleHeap(cdp: CDPSession): Promise<{ before: number; stop(): Promise<number> }> {
  const heap = async () => {
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    return metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
  };
  await cdp.send("HeapProfiler.collectGarbage").catch(() => {});
  const before = await heap();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await heap());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    before,
    async stop() {
      sampling = false;
      await sampler;
      return peak;
    },
  };
}
