import { mapLimit } from "#src/lib/concurrency.ts";
import { publishFile } from "./publish.ts";
import type { RenderedPage } from "./render-entry.ts";

export type Renderer = (path: string) => Promise<RenderedPage>;

export type BuildReport = { pages: number; failed: { path: string; error: string }[]; ms: number };

/**
 * Renders the given paths with the server bundle and publishes each file
 * atomically into outDir. A page that fails to render keeps its previous
 * file (if any) and is reported, never half-written.
 */
export async function renderAndPublish(
  paths: readonly string[],
  {
    outDir,
    render,
    concurrency = 8,
    unchanged,
    done,
  }: {
    outDir: string;
    render: Renderer;
    concurrency?: number;
    /** When it returns true for a rendered page, its file is left as it is (the rebuild engine: same HTML as published). */
    unchanged?: (path: string, page: RenderedPage) => boolean;
    /** Called once a page is on disk (or left as it was, being unchanged). */
    done?: (path: string) => void;
  },
): Promise<BuildReport> {
  const started = performance.now();
  const failed: BuildReport["failed"] = [];
  let pages = 0;
  await mapLimit(paths, concurrency, async (path) => {
    try {
      const page = await render(path);
      const expected = path === "/404" ? 404 : 200;
      if (page.status !== expected) throw new Error(`status ${page.status}`);
      if (!unchanged?.(path, page)) await publishFile(outDir, path, page.body);
      pages++;
      done?.(path);
    } catch (error) {
      failed.push({ path, error: (error as Error).message });
    }
  });
  return { pages, failed, ms: Math.round(performance.now() - started) };
}
