import type { CategoryWithCount, DrawingWithCategory } from "#src/lib/domain.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import type { SitePage } from "#src/server/site/paths.ts";
import type { ParsedKey } from "./recording.ts";

/**
 * One kind of dependency key (`drawing:<id>`, `popular|8`...), whole in one
 * module of kinds/: its key and group, the value pages show (counters never
 * are part of it: they change with every visit and the static HTML does not
 * show them), the helper the loaders record it with, and the two halves the
 * rebuild engine needs, listed in registry.ts:
 *
 * - `current`: the value from the database as it is now, which the engine
 *   fingerprints and compares with the manifest's;
 * - `affectedGroups`: the groups of this kind a batch of content changes may
 *   have changed, so only their keys are computed again.
 */
export interface DependencyKind {
  /** What its keys start with, up to `:` or `|` (`drawing`, `popular`, `categories-list`). */
  readonly name: string;
  /** Its key, from what it names (loaders record under it). */
  readonly key: (...names: never[]) => string;
  /** Its group (what changes point at): the key up to `|`, fixed for kinds with one group. */
  readonly group: string | ((...names: never[]) => string);
  /** The value a page rendered now would record under `key`: null for data that no longer exists. */
  current(key: ParsedKey, data: CurrentData): Promise<unknown>;
  /** The groups of this kind worth checking after `changes`. */
  affectedGroups(changes: ChangeScope): Iterable<string> | Promise<Iterable<string>>;
}

/**
 * The database as it is now, as the kinds read it to compute values again.
 * The rebuild engine's evaluator implements it: every read runs at most once
 * per evaluator, and reads of drawings are batched.
 */
export interface CurrentData {
  readonly db: Executor;
  /** The clock of the run (the footer's year). */
  readonly now: Date;
  /** An active drawing with its category's name and slug; null when inactive, deleted or malformed. Ids asked for together are read with one query. */
  drawing(id: string): Promise<DrawingWithCategory | null>;
  /** Every category with its count of active drawings, by id, in listCategories' order (by name, then id). */
  categories(): Promise<ReadonlyMap<string, CategoryWithCount>>;
  /** Ids of a category's active drawings in the order its pages list them. */
  categoryDrawingIds(categoryId: string): Promise<string[]>;
  /** Every page of the site. */
  listSitePages(): Promise<SitePage[]>;
}

/** The rows a batch of content changes touched, by table (rebuild/invalidation.ts fills it). */
export type Touched = {
  drawings: Set<string>;
  /** Categories whose lists may have changed (a drawing moved in or out, appeared, disappeared). */
  drawingCategories: Set<string>;
  categories: Set<string>;
  articles: Set<string>;
  /** Only counters changed: the popular list is all that may move. */
  popular: boolean;
  /** Categories one of whose drawings' downloads changed: their 'Mais baixados' order may move. */
  downloadCategories: Set<string>;
  /** Anything beyond counters: page set, sitemap, lists. */
  content: boolean;
};

/**
 * A batch of content changes as the kinds ask about it. What the rows looked
 * like before comes from the manifest, what they look like now from the
 * database; both answers are read once per batch.
 */
export interface ChangeScope {
  readonly touched: Readonly<Touched>;
  /** Drawings whose page or card may show something else now: those touched, and those a touched category had or has. */
  drawings(): Promise<ReadonlySet<string>>;
  /** Categories whose list of drawings may have changed: where touched drawings were and are, and the touched categories. */
  categoryLists(): Promise<ReadonlySet<string>>;
}
