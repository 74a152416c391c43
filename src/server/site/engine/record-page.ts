import type { Renderer } from "../build.ts";
import { collectDependencies, hashBody, withoutMarks } from "../dependencies.ts";
import { yearKind } from "../kinds/year.ts";
import type { RenderedPage } from "../render-entry.ts";
import { type PageSource, usePageClock } from "../source.ts";

/** A rendered page with what it was built from: its HTML's hash and its dependencies' fingerprints. */
export type RecordedPage = { page: RenderedPage; hash: string; deps: Record<string, string> };

/**
 * Renders `path` recording every dependency its loaders read (the engine's
 * thread and the render workers alike). Every page prints the year in its
 * footer, and some show seasons: `clock` is the run's, one for all its pages.
 */
export async function renderRecorded(render: Renderer, clock: PageSource, path: string): Promise<RecordedPage> {
  const { result, dependencies } = await collectDependencies(async () => {
    usePageClock(clock.now);
    await yearKind.read(clock);
    return render(path);
  });
  return { page: result, hash: hashBody(result.body), deps: Object.fromEntries(withoutMarks(dependencies)) };
}
