import { fingerprint, isCollecting, type ParsedKey, recordFingerprint } from "../dependencies.ts";
import type { PageSource } from "../source.ts";

/**
 * One kind of dependency key (`drawing:<id>`, `popular|8`...), whole in one
 * module of this folder: its key and group, how it reads its data, the value
 * pages show of that data (counters never are part of it: they change with
 * every visit and the static HTML does not show them), and which changes
 * may move it. registry.ts lists them all.
 *
 * `read` is the only way a page gets the data a kind guards: it reads
 * through the page source, records the value's fingerprint whenever a page
 * is being rendered, and returns the data. The rebuild engine's evaluator
 * calls the same `read`, through its own source, to compute a recorded key
 * again: a page and the engine cannot compute the same data two ways.
 */
export interface DependencyKind<Args extends unknown[] = never[], Data = unknown> {
  /** What its keys start with, up to `:` or `|` (`drawing`, `popular`, `categories-list`). */
  readonly name: string;
  /** Its key, from what it reads. */
  readonly key: (...args: Args) => string;
  /** Its group (what changes point at): the key up to `|`, fixed for kinds with one group. */
  readonly group: string | ((...names: never[]) => string);
  /** What `read` was given for a key it recorded; null for a key it cannot have recorded. */
  argsOf(key: ParsedKey): Args | null;
  /** Reads the data, records what the page shows of it, and returns it. */
  read(source: PageSource, ...args: Args): Promise<Data>;
  /** The groups of this kind worth checking after `changes`. */
  affectedGroups(changes: ChangeScope): Iterable<string> | Promise<Iterable<string>>;
}

/** Any kind, whatever its arguments: what the registry lists. `readKey` reads the data of a key it recorded. */
export type AnyKind = {
  readonly name: string;
  readonly group: string | ((...names: never) => string);
  affectedGroups(changes: ChangeScope): Iterable<string> | Promise<Iterable<string>>;
};

/**
 * Calls `kind.read` with the arguments `key` was recorded with, so that the
 * page being collected records `key` again as a page would now; false when
 * the kind cannot have recorded such a key.
 */
export async function readKey(kind: AnyKind, source: PageSource, key: ParsedKey): Promise<boolean> {
  const { argsOf, read } = kind as unknown as DependencyKind<unknown[]>;
  const args = argsOf(key);
  if (!args) return false;
  await read(source, ...args);
  return true;
}

type KindSpec<Args extends unknown[], Data> = Omit<DependencyKind<Args, Data>, "read"> & {
  /** The data, from the source. */
  load(source: PageSource, ...args: Args): Promise<Data>;
  /** What pages show of the data: what is fingerprinted. */
  value(data: Data, ...args: Args): unknown;
};

/** A kind whose `read` loads its data and records the fingerprint of its value under its key. */
export function defineKind<Args extends unknown[], Data, Spec extends KindSpec<Args, Data>>(
  // `Spec` keeps the exact types given (a fixed group string, or a function of the key's names): the engine relies on them.
  spec: Spec & KindSpec<Args, Data>,
): DependencyKind<Args, Data> & Omit<Spec, "load" | "value"> {
  const { load, value, ...kind } = spec;
  return {
    ...kind,
    async read(source: PageSource, ...args: Args): Promise<Data> {
      const data = await load(source, ...args);
      if (isCollecting()) {
        const key = spec.key(...args);
        recordFingerprint(
          key,
          fingerprintOf(data, key, () => value(data, ...args)),
        );
      }
      return data;
    },
  };
}

/** The key, group and arguments of a kind with a key per row, `<name>:<id>`, each its own group. */
export function keyPerRow<const Name extends string>(name: Name) {
  const key = (id: string) => `${name}:${id}`;
  return { name, key, group: key, argsOf: ({ arg }: ParsedKey): [string] => [arg] };
}

/** The key, group and (no) arguments of a kind with one key, its name (`year`, `site-pages`). */
export function singleKey<const Name extends string>(name: Name) {
  return { name, key: () => name, group: name, argsOf: (): [] => [] };
}

/**
 * Fingerprints already computed, by data object and key: a list the pages of
 * a run share (the page list each sitemap file records, a category's list)
 * is fingerprinted once, not once per page. A key names its arguments, so the
 * same data under the same key always has the same value.
 */
const computed = new WeakMap<object, Map<string, string>>();

function fingerprintOf(data: unknown, key: string, computeValue: () => unknown): string {
  if (typeof data !== "object" || data === null) return fingerprint(computeValue());
  let byKey = computed.get(data);
  if (!byKey) {
    byKey = new Map();
    computed.set(data, byKey);
  }
  let known = byKey.get(key);
  if (known === undefined) {
    known = fingerprint(computeValue());
    byKey.set(key, known);
  }
  return known;
}

/** A key's argument as a whole number of at least 1 (a page number, a list's length); null otherwise. */
export function positiveInteger(text: string | undefined): number | null {
  const number = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** The rows a batch of content changes touched, by table (../plan/invalidation.ts fills it). */
export type Touched = {
  drawings: Set<string>;
  /**
   * Drawings that may have joined, left or moved in their category's lists
   * (a new or deleted drawing, another category, active, creation date): an
   * edit of a title or a description moves none.
   */
  listDrawings: Set<string>;
  /** Categories whose lists may have changed (a drawing moved in or out, appeared, disappeared). */
  drawingCategories: Set<string>;
  categories: Set<string>;
  articles: Set<string>;
  collections: Set<string>;
  /**
   * The clock passed a collection's window edge (Brasília's midnight when a
   * window opens or closes) or the new year: the pages showing seasons or
   * the year may read otherwise now. The engine's calendar timer sets it.
   */
  calendar: boolean;
  /** Only counters changed: the popular list is all that may move. */
  popular: boolean;
  /** Categories one of whose drawings' downloads changed: their 'Mais baixados' order may move. */
  downloadCategories: Set<string>;
  /** Anything beyond counters: page set, lists. */
  content: boolean;
  /**
   * The sitemap's check, which needs every page's address: a run of content
   * changes leaves it to a run of its own right after (the engine asks for
   * it), so an edit's pages are published first and a burst of edits checks
   * the sitemap once.
   */
  sitemap: boolean;
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
/** The arguments of a key `<kind>|<limit>` (a list of the first `limit` items). */
export function limitArgs({ detail }: ParsedKey): [number] | null {
  const limit = positiveInteger(detail);
  return limit === null ? null : [limit];
}
