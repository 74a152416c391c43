import type { Executor } from "#src/server/repositories/executor.ts";
import { collectDependencies, parseKey } from "../dependencies.ts";
import { readKey } from "../kinds/kind.ts";
import { kindNamed } from "../kinds/registry.ts";
import type { SitePage } from "../pages.ts";
import { PageSource, runLists } from "../source.ts";

/** Never equal to a recorded fingerprint: a key the evaluator does not know makes its pages render again. */
export const UNKNOWN = "?";

/**
 * Computes, from the database as it is now, the fingerprint each dependency
 * key would get if its pages were rendered now: it calls the key's kind's
 * own `read` (kinds/registry.ts), the one pages call, and keeps what it
 * records. Its source reads everything once per evaluator, drawings in
 * batches, and shares the lists it reads with the pages of the same rebuild
 * run.
 */
export class Evaluator {
  private readonly source: Promise<PageSource>;
  private readonly memo = new Map<string, string>();

  constructor(db: Executor, now = new Date()) {
    this.source = runLists().then((lists) => new PageSource(db, { now, lists }));
  }

  /** Every page of the site now (the page-set diff and the sitemap's key share it). */
  async listSitePages(): Promise<SitePage[]> {
    return (await this.source).sitePages();
  }

  /** The site's pages now but for the drawings outside `drawingIds` (PageSource#sitePagesWith). */
  async sitePagesWith(drawingIds: readonly string[]): Promise<SitePage[]> {
    return (await this.source).sitePagesWith(drawingIds);
  }

  /** Ids of a category's active drawings now, in its pages' order. */
  async categoryDrawingIds(categoryId: string): Promise<readonly string[]> {
    return (await this.source).categoryDrawingIds(categoryId);
  }

  /** Where each drawing given is now (null without a category; absent once deleted). */
  async drawingCategoryIds(ids: readonly string[]): Promise<Map<string, string | null>> {
    return (await this.source).drawingCategoryIds(ids);
  }

  /** Fingerprints of the keys given, as the pages would record them now. */
  async hashes(keys: Iterable<string>): Promise<Map<string, string>> {
    const asked = [...keys];
    const wanted = [...new Set(asked)].filter((key) => !this.memo.has(key));
    const source = await this.source;
    await Promise.all(
      wanted.map(async (key) => {
        this.memo.set(key, await this.compute(source, key));
      }),
    );
    const result = new Map<string, string>();
    for (const key of asked) result.set(key, this.memo.get(key) as string);
    return result;
  }

  private async compute(source: PageSource, key: string): Promise<string> {
    const parsed = parseKey(key);
    const kind = kindNamed(parsed.kind);
    if (!kind) return UNKNOWN;
    const { result: known, dependencies } = await collectDependencies(() => readKey(kind, source, parsed));
    return (known && dependencies.get(key)) || UNKNOWN;
  }
}
