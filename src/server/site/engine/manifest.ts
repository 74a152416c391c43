import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import nodePath from "node:path";
import { groupOf, parseKey } from "#src/server/site/dependencies.ts";
import { drawingKind } from "#src/server/site/kinds/drawing.ts";
import { relatedKind } from "#src/server/site/kinds/related.ts";

/**
 * The rebuild manifest: for every published page, the fingerprint of its
 * HTML and of each piece of data it was built from (see ../dependencies.ts).
 * It lives beside the output (dist/rebuild-manifest.json, not served) and is
 * written atomically. `buildId` names the server bundle and settings the
 * pages were rendered with: a different one means every page may differ.
 */
export type PageEntry = { hash: string; deps: Record<string, string> };

export type ManifestFile = {
  version: 1;
  buildId: string;
  pages: Record<string, PageEntry>;
  /** Pages whose last render failed: they keep their previous file and are rendered again on the next run. */
  retry: string[];
};

export const MANIFEST_VERSION = 1;

export class Manifest {
  readonly pages = new Map<string, PageEntry>();
  readonly retry = new Set<string>();
  /** group → paths with at least one key in that group. */
  private readonly index = new Map<string, Set<string>>();

  buildId: string;

  constructor(buildId: string) {
    this.buildId = buildId;
  }

  static fromJSON(data: ManifestFile): Manifest {
    const manifest = new Manifest(data.buildId);
    for (const [path, entry] of Object.entries(data.pages)) manifest.set(path, entry);
    for (const path of data.retry ?? []) manifest.retry.add(path);
    return manifest;
  }

  toJSON(): ManifestFile {
    const pages: Record<string, PageEntry> = {};
    for (const path of [...this.pages.keys()].sort()) pages[path] = this.pages.get(path) as PageEntry;
    return { version: MANIFEST_VERSION, buildId: this.buildId, pages, retry: [...this.retry].sort() };
  }

  get(path: string): PageEntry | undefined {
    return this.pages.get(path);
  }

  set(path: string, entry: PageEntry): void {
    this.delete(path);
    this.pages.set(path, entry);
    for (const key of Object.keys(entry.deps)) {
      const group = groupOf(key);
      const paths = this.index.get(group);
      if (paths) paths.add(path);
      else this.index.set(group, new Set([path]));
    }
  }

  delete(path: string): void {
    const entry = this.pages.get(path);
    if (!entry) return;
    this.pages.delete(path);
    for (const key of Object.keys(entry.deps)) {
      const group = groupOf(key);
      const paths = this.index.get(group);
      paths?.delete(path);
      if (paths?.size === 0) this.index.delete(group);
    }
  }

  /** The pages that depend on anything in `group`. */
  pathsInGroup(group: string): ReadonlySet<string> {
    return this.index.get(group) ?? new Set();
  }

  groups(): IterableIterator<string> {
    return this.index.keys();
  }

  /** The drawings the pages recorded in a category (their related-drawings keys), i.e. its active drawings when built. */
  drawingsOfCategory(categoryId: string): string[] {
    const ids: string[] = [];
    for (const path of this.pathsInGroup(relatedKind.group(categoryId))) {
      for (const key of Object.keys(this.pages.get(path)?.deps ?? {})) {
        const { kind, arg, detail } = parseKey(key);
        if (kind === relatedKind.name && arg === categoryId && detail !== undefined) ids.push(detail);
      }
    }
    return ids;
  }

  /** The category a drawing's page was built in, if it had one. */
  categoriesOfDrawing(drawingId: string): string[] {
    const found = new Set<string>();
    for (const path of this.pathsInGroup(drawingKind.group(drawingId))) {
      for (const key of Object.keys(this.pages.get(path)?.deps ?? {})) {
        const { kind, arg, detail } = parseKey(key);
        if (kind === relatedKind.name && detail === drawingId) found.add(arg);
      }
    }
    return [...found];
  }
}

export async function readManifest(file: string): Promise<Manifest | null> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const data = JSON.parse(text) as ManifestFile;
  if (data.version !== MANIFEST_VERSION) return null;
  return Manifest.fromJSON(data);
}

/** Writes the manifest atomically (temporary file, then rename). */
export async function writeManifest(file: string, manifest: Manifest): Promise<void> {
  await fs.mkdir(nodePath.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(manifest.toJSON()));
  await fs.rename(temporary, file);
}
