import type { CategoryWithCount, DrawingWithCategory } from "#src/lib/domain.ts";
import type { CurrentData } from "#src/server/dependencies/kind.ts";
import { fingerprint, parseKey } from "#src/server/dependencies/recording.ts";
import { kindNamed } from "#src/server/dependencies/registry.ts";
import { listCategories } from "#src/server/repositories/categories.ts";
import { getDrawingsWithCategory, listCategoryDrawingIds } from "#src/server/repositories/drawings.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { listSitePages, type SitePage } from "#src/server/site/paths.ts";

/** Never equal to a recorded fingerprint: a key the evaluator does not know makes its pages render again. */
export const UNKNOWN = "?";

/**
 * Computes, from the database as it is now, the fingerprint each dependency
 * key would get if its pages were rendered now: each key's kind (registry.ts)
 * says how. Every read runs at most once per evaluator, and reads are
 * batched: one query for all the drawings asked about, one per category list.
 */
export class Evaluator implements CurrentData {
  readonly db: Executor;
  readonly now: Date;
  private categoriesRead?: Promise<Map<string, CategoryWithCount>>;
  private readonly categoryLists = new Map<string, Promise<string[]>>();
  private readonly drawings = new Map<string, Promise<DrawingWithCategory | null>>();
  /** Drawings asked for since the last batch was sent, with how to answer each. */
  private drawingBatch: Map<string, (drawing: Promise<DrawingWithCategory | null>) => void> | null = null;
  private sitePages?: Promise<SitePage[]>;
  private readonly memo = new Map<string, string>();

  constructor(db: Executor, now = new Date()) {
    this.db = db;
    this.now = now;
  }

  /** Every page of the site now (memoised: the page-set diff and the sitemap key share it). */
  listSitePages(): Promise<SitePage[]> {
    this.sitePages ??= listSitePages(this.db);
    return this.sitePages;
  }

  categories(): Promise<Map<string, CategoryWithCount>> {
    this.categoriesRead ??= listCategories(this.db).then((list) => new Map(list.map((category) => [category.id, category])));
    return this.categoriesRead;
  }

  categoryDrawingIds(categoryId: string): Promise<string[]> {
    let list = this.categoryLists.get(categoryId);
    if (!list) {
      list = listCategoryDrawingIds(this.db, categoryId);
      this.categoryLists.set(categoryId, list);
    }
    return list;
  }

  /**
   * Drawings asked for in the same turn of the event loop (every key of a
   * `hashes` call asks at once) are read together, with one query.
   */
  drawing(id: string): Promise<DrawingWithCategory | null> {
    let drawing = this.drawings.get(id);
    if (!drawing) {
      drawing = new Promise((resolve) => {
        if (!this.drawingBatch) {
          const batch = new Map<string, (drawing: Promise<DrawingWithCategory | null>) => void>();
          this.drawingBatch = batch;
          setImmediate(() => this.readDrawings(batch));
        }
        this.drawingBatch.set(id, resolve);
      });
      this.drawings.set(id, drawing);
    }
    return drawing;
  }

  private readDrawings(batch: Map<string, (drawing: Promise<DrawingWithCategory | null>) => void>): void {
    this.drawingBatch = null;
    const found = getDrawingsWithCategory(this.db, [...batch.keys()], { active: true }).then(
      (drawings) => new Map(drawings.map((drawing) => [drawing.id, drawing])),
    );
    for (const [id, answer] of batch) answer(found.then((drawings) => drawings.get(id) ?? null));
  }

  /** Fingerprints of the keys given, as the pages would record them now. */
  async hashes(keys: Iterable<string>): Promise<Map<string, string>> {
    const asked = [...keys];
    const wanted = [...new Set(asked)].filter((key) => !this.memo.has(key));
    await Promise.all(
      wanted.map(async (key) => {
        this.memo.set(key, await this.compute(key));
      }),
    );
    const result = new Map<string, string>();
    for (const key of asked) result.set(key, this.memo.get(key) as string);
    return result;
  }

  private async compute(key: string): Promise<string> {
    const parsed = parseKey(key);
    const kind = kindNamed(parsed.kind);
    return kind ? fingerprint(await kind.current(parsed, this)) : UNKNOWN;
  }
}
