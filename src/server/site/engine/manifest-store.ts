import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import nodePath from "node:path";
import { createInterface } from "node:readline";
import { MANIFEST_VERSION, Manifest } from "../plan/manifest.ts";

// -----------------------------------------------------------------------------
// On disk: `<file>` (the base) and `<file>.log` (what runs appended since).
//
// Both are JSON lines. The first line is a header, {version, buildId,
// generation}; every other line is one operation: {p, h, d} (page p has HTML
// hash h and dependencies d), {p, x: 1} (page p is gone), or {r: [...]} (the
// pages to retry). The base holds one line per page; the log the pages each
// run changed, in order. Reading applies the base, then the log.
//
// - The base is only ever replaced whole (temporary file, then rename), with
//   a new generation; a log whose header names another generation is stale
//   (a crash between the two steps of a compaction) and ignored.
// - A run's append is one write. A crash may leave its last line torn: the
//   reader stops at the first line it cannot parse, and the store compacts
//   before appending again, so nothing is ever appended after a torn line.
// - A page's file is published before its line is appended: after a crash the
//   manifest may be older than a page, never newer, and the next reconcile
//   renders that page again.
// -----------------------------------------------------------------------------

type Header = { version: number; buildId: string; generation: number };
type Operation = { p: string; h: string; d: Record<string, string> } | { p: string; x: 1 } | { r: string[] };

export const logFileOf = (file: string) => `${file}.log`;

/** Keeps a manifest on disk, appending what each run changed. */
export class ManifestStore {
  readonly file: string;
  private generation = 0;
  private baseBytes = 0;
  private logBytes = 0;
  /** Compact before the next append: no base yet, or a torn log. */
  private mustCompact = true;
  /** The manifest the file holds: another one (a full build's, a discarded one) is written whole. */
  private current: Manifest | null = null;

  constructor(file: string) {
    this.file = file;
  }

  /** The manifest on disk, or null when there is none or it is of another format. */
  async read(): Promise<Manifest | null> {
    // Applied line by line as the file streams in: at 100,000 pages, holding every parsed line first would double the memory.
    const read: { header: Header | null; manifest: Manifest | null } = { header: null, manifest: null };
    const base = await readLines(this.file, (value) => {
      if (!read.manifest) {
        read.header = asHeader(value);
        if (!read.header || read.header.version !== MANIFEST_VERSION) return false;
        read.manifest = new Manifest(read.header.buildId);
      } else apply(read.manifest, value as Operation);
      return true;
    });
    const { header, manifest } = read;
    if (!base || base.stopped || base.torn || !header || !manifest) return null;
    this.generation = header.generation;
    this.baseBytes = base.bytes;
    this.logBytes = 0;
    this.mustCompact = false;
    let logHeader: Header | null = null;
    const log = await readLines(logFileOf(this.file), (value) => {
      if (logHeader) {
        apply(manifest, value as Operation);
        return true;
      }
      logHeader = asHeader(value);
      return logHeader?.generation === header.generation && logHeader.buildId === header.buildId;
    });
    if (log && !log.stopped && log.bytes > 0) {
      this.logBytes = log.bytes;
      if (log.torn) this.mustCompact = true;
    } else this.mustCompact = true;
    manifest.changed.clear();
    this.current = manifest;
    return manifest;
  }

  /**
   * Saves what changed since the last save: appends the changed pages to the
   * log, or writes a new base when the log has outgrown it (or there is no
   * usable base).
   */
  async save(manifest: Manifest): Promise<void> {
    const changed = [...manifest.changed];
    manifest.changed.clear();
    try {
      const outgrown = this.logBytes > Math.max(this.baseBytes, 1 << 20);
      if (this.mustCompact || this.current !== manifest || outgrown) await this.compact(manifest);
      else {
        const lines = changed.map((path) => operationOf(manifest, path));
        lines.push(JSON.stringify({ r: [...manifest.retry].sort() }));
        const text = `${lines.join("\n")}\n`;
        await fs.appendFile(logFileOf(this.file), text);
        this.logBytes += Buffer.byteLength(text);
      }
    } catch (error) {
      // Nothing is lost: the next save writes these pages again, in a new base.
      for (const path of changed) manifest.changed.add(path);
      this.mustCompact = true;
      throw error;
    }
  }

  /** Writes the whole manifest as a new base and starts an empty log. */
  async compact(manifest: Manifest): Promise<void> {
    manifest.changed.clear();
    const generation = this.generation + 1;
    const header = JSON.stringify({ version: MANIFEST_VERSION, buildId: manifest.buildId, generation } satisfies Header);
    await fs.mkdir(nodePath.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.${generation}.tmp`;
    const handle = await fs.open(temporary, "w");
    let bytes = 0;
    try {
      // In chunks: at 100,000 pages one string of it all would take hundreds of MB.
      let chunk: string[] = [header];
      const flush = async () => {
        const text = `${chunk.join("\n")}\n`;
        bytes += Buffer.byteLength(text);
        await handle.write(text);
        chunk = [];
      };
      for (const path of [...manifest.paths()].sort()) {
        chunk.push(operationOf(manifest, path));
        if (chunk.length >= 2_000) await flush();
      }
      chunk.push(JSON.stringify({ r: [...manifest.retry].sort() }));
      await flush();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, this.file);
    await fs.writeFile(logFileOf(this.file), `${header}\n`);
    this.generation = generation;
    this.baseBytes = bytes;
    this.logBytes = 0;
    this.mustCompact = false;
    this.current = manifest;
  }
}

/** The manifest in `file` (and its log), or null. */
export function readManifest(file: string): Promise<Manifest | null> {
  return new ManifestStore(file).read();
}

function operationOf(manifest: Manifest, path: string): string {
  const entry = manifest.get(path);
  return JSON.stringify(entry ? { p: path, h: entry.hash, d: entry.deps } : { p: path, x: 1 });
}

function apply(manifest: Manifest, operation: Operation): void {
  if ("r" in operation) {
    manifest.retry.clear();
    for (const path of operation.r) manifest.retry.add(path);
  } else if ("x" in operation) manifest.delete(operation.p);
  else manifest.set(operation.p, { hash: operation.h, deps: operation.d });
}

function asHeader(value: unknown): Header | null {
  const header = value as Partial<Header> | undefined;
  return typeof header?.version === "number" && typeof header.buildId === "string" && typeof header.generation === "number"
    ? (header as Header)
    : null;
}

/**
 * Hands `each` the JSON value of each line of a file, as it streams in, up
 * to the first line that is not JSON (a torn append) or until `each` returns
 * false; null when the file does not exist.
 */
async function readLines(
  file: string,
  each: (value: unknown) => boolean,
): Promise<{ torn: boolean; stopped: boolean; bytes: number } | null> {
  let bytes = 0;
  let torn = false;
  let stopped = false;
  const input = createReadStream(file, "utf8");
  try {
    const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of reader) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        torn = true;
        break;
      }
      if (!each(value)) {
        stopped = true;
        break;
      }
      bytes += Buffer.byteLength(line) + 1;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  } finally {
    // Leaving the loop early closes the reader, not the file.
    input.destroy();
  }
  return { torn, stopped, bytes };
}
