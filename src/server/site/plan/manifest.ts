import { groupOf, parseKey } from "#src/server/site/dependencies.ts";
import { drawingKind } from "#src/server/site/kinds/drawing.ts";
import { relatedKind } from "#src/server/site/kinds/related.ts";

/**
 * The rebuild manifest: for every published page, the fingerprint of its
 * HTML and of each piece of data it was built from (see ../dependencies.ts).
 * `buildId` names the server bundle and settings the pages were rendered
 * with: a different one means every page may differ.
 *
 * In memory it keeps a reverse index, from each dependency key to the pages
 * that recorded it, so that a change looks its pages up instead of scanning
 * every page. Keys and fingerprints are interned: at 100,000 drawings the
 * same key is recorded by thousands of pages.
 *
 * On disk (./manifest-store.ts) it is a base file and an append-only log
 * beside it: a run appends the pages it changed, not the whole manifest.
 */
export type PageEntry = { hash: string; deps: Record<string, string> };

/** What a page recorded, compactly: its HTML's hash, its keys' ids and their fingerprints in the same order. */
type StoredPage = { hash: string; keys: number[]; fingerprints: string[] };

export const MANIFEST_VERSION = 2;

export class Manifest {
  private readonly pages = new Map<string, StoredPage>();
  /** Pages whose last render failed: they keep their previous file and are rendered again on the next run. */
  readonly retry = new Set<string>();
  private readonly keyIds = new Map<string, number>();
  private readonly keyNames: string[] = [];
  /** key id → the pages that recorded it. */
  private readonly pagesOfKey: Set<string>[] = [];
  /** group → ids of its keys that some page recorded. */
  private readonly keysOfGroup = new Map<string, Set<number>>();
  private readonly fingerprints = new Map<string, string>();
  /** Pages other than drawing pages (those that recorded no `drawing:<id>`): a few thousand at 100,000 drawings. */
  private readonly otherPages = new Set<string>();
  /** Paths set or deleted since the store last saved them (the next append). */
  readonly changed = new Set<string>();

  buildId: string;

  constructor(buildId: string) {
    this.buildId = buildId;
  }

  get size(): number {
    return this.pages.size;
  }

  paths(): IterableIterator<string> {
    return this.pages.keys();
  }

  has(path: string): boolean {
    return this.pages.has(path);
  }

  get(path: string): PageEntry | undefined {
    const page = this.pages.get(path);
    if (!page) return undefined;
    const deps: Record<string, string> = {};
    page.keys.forEach((id, index) => {
      deps[this.keyNames[id] as string] = page.fingerprints[index] as string;
    });
    return { hash: page.hash, deps };
  }

  /** The HTML hash recorded for a page. */
  hashOf(path: string): string | undefined {
    return this.pages.get(path)?.hash;
  }

  /** The fingerprint a page recorded for `key` (undefined when it did not record it). */
  fingerprintOf(path: string, key: string): string | undefined {
    const id = this.keyIds.get(key);
    const page = this.pages.get(path);
    if (id === undefined || !page) return undefined;
    const index = page.keys.indexOf(id);
    return index === -1 ? undefined : page.fingerprints[index];
  }

  set(path: string, entry: PageEntry): void {
    this.remove(path);
    const keys: number[] = [];
    const fingerprints: string[] = [];
    for (const [key, fingerprint] of Object.entries(entry.deps)) {
      const id = this.intern(key);
      keys.push(id);
      fingerprints.push(this.internFingerprint(fingerprint));
      (this.pagesOfKey[id] as Set<string>).add(path);
    }
    this.pages.set(path, { hash: entry.hash, keys, fingerprints });
    if (!Object.keys(entry.deps).some(isDrawingKey)) this.otherPages.add(path);
    this.changed.add(path);
  }

  delete(path: string): void {
    if (this.remove(path)) this.changed.add(path);
  }

  private remove(path: string): boolean {
    const page = this.pages.get(path);
    if (!page) return false;
    this.pages.delete(path);
    this.otherPages.delete(path);
    for (const id of page.keys) {
      const paths = this.pagesOfKey[id] as Set<string>;
      paths.delete(path);
      if (paths.size === 0) this.keysOfGroup.get(groupOf(this.keyNames[id] as string))?.delete(id);
    }
    return true;
  }

  private intern(key: string): number {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.keyNames.length;
      this.keyIds.set(key, id);
      this.keyNames.push(key);
      this.pagesOfKey.push(new Set());
    }
    const group = groupOf(key);
    const keys = this.keysOfGroup.get(group);
    if (keys) keys.add(id);
    else this.keysOfGroup.set(group, new Set([id]));
    return id;
  }

  private internFingerprint(fingerprint: string): string {
    const known = this.fingerprints.get(fingerprint);
    if (known !== undefined) return known;
    this.fingerprints.set(fingerprint, fingerprint);
    return fingerprint;
  }

  /** The keys of `group` some page recorded. */
  *keysInGroup(group: string): IterableIterator<string> {
    for (const id of this.keysOfGroup.get(group) ?? []) yield this.keyNames[id] as string;
  }

  /** The pages that recorded `key`. */
  pagesWithKey(key: string): ReadonlySet<string> {
    const id = this.keyIds.get(key);
    return (id === undefined ? undefined : this.pagesOfKey[id]) ?? new Set();
  }

  /** The pages that depend on anything in `group`. */
  pathsInGroup(group: string): Set<string> {
    const paths = new Set<string>();
    for (const key of this.keysInGroup(group)) for (const path of this.pagesWithKey(key)) paths.add(path);
    return paths;
  }

  *groups(): IterableIterator<string> {
    for (const [group, keys] of this.keysOfGroup) if (keys.size > 0) yield group;
  }

  /** A page's keys, as it recorded them. */
  *keysOf(path: string): IterableIterator<string> {
    for (const id of this.pages.get(path)?.keys ?? []) yield this.keyNames[id] as string;
  }

  /**
   * The pages that `sitePagesWith(drawingIds)` of the page source lists:
   * every page but the drawing pages, and the pages of those drawings. What
   * an incremental run compares with the page list it reads.
   */
  pagesAmong(drawingIds: Iterable<string>): Set<string> {
    const paths = new Set(this.otherPages);
    for (const id of drawingIds) for (const path of this.pagesWithKey(drawingKind.key(id))) paths.add(path);
    return paths;
  }

  /** The drawing a drawing page recorded (its `drawing:<id>`), if it is one. */
  drawingOf(path: string): string | undefined {
    for (const key of this.keysOf(path)) if (isDrawingKey(key)) return key.slice(DRAWING_KEY_PREFIX.length);
    return undefined;
  }

  /**
   * The drawings whose pages were built in a category: its active drawings
   * then. A drawing's page records its drawing (`drawing:<id>`) and its
   * category's related drawings (`related:<categoryId>`).
   */
  drawingsOfCategory(categoryId: string): string[] {
    const ids: string[] = [];
    for (const path of this.pagesWithKey(relatedKind.key(categoryId))) {
      for (const key of this.keysOf(path)) {
        const { kind, arg } = parseKey(key);
        if (kind === drawingKind.name) ids.push(arg);
      }
    }
    return ids;
  }

  /** The category a drawing's page was built in, if it had one. */
  categoriesOfDrawing(drawingId: string): string[] {
    const found = new Set<string>();
    for (const path of this.pagesWithKey(drawingKind.key(drawingId))) {
      for (const key of this.keysOf(path)) {
        const { kind, arg } = parseKey(key);
        if (kind === relatedKind.name) found.add(arg);
      }
    }
    return [...found];
  }
}

const DRAWING_KEY_PREFIX = drawingKind.key("");
const isDrawingKey = (key: string) => key.startsWith(DRAWING_KEY_PREFIX);
