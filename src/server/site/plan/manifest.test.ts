import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { logFileOf, ManifestStore, readManifest } from "../engine/manifest-store.ts";
import { Manifest } from "./manifest.ts";

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "manifest-"));
  file = nodePath.join(dir, "rebuild-manifest.jsonl");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (n: number) => ({ hash: `html-${n}`, deps: { year: "y", [`drawing:${n}`]: `d${n}`, "related:c": "h" } });

function manifestOf(pages: number): Manifest {
  const manifest = new Manifest("build-1");
  for (let n = 0; n < pages; n++) manifest.set(`/desenhos/c/${n}`, entry(n));
  return manifest;
}

/** Everything a manifest says, for comparisons. */
function contentOf(manifest: Manifest | null) {
  if (!manifest) return null;
  const pages = Object.fromEntries([...manifest.paths()].sort().map((path) => [path, manifest.get(path)]));
  return { buildId: manifest.buildId, pages, retry: [...manifest.retry].sort() };
}

describe("ManifestStore", () => {
  it("reads back what it saved: pages, their keys, the pages to retry", async () => {
    const manifest = manifestOf(3);
    manifest.retry.add("/desenhos/c/9");
    await new ManifestStore(file).save(manifest);
    expect(contentOf(await readManifest(file))).toEqual(contentOf(manifest));
  });

  it("appends only the pages a run changed, leaving the base as it was", async () => {
    const manifest = manifestOf(200);
    const store = new ManifestStore(file);
    await store.save(manifest);
    const base = fs.readFileSync(file, "utf8");
    manifest.set("/desenhos/c/5", { hash: "html-new", deps: { year: "y", "drawing:5": "d5-new" } });
    manifest.delete("/desenhos/c/6");
    manifest.set("/desenhos/c/novo", entry(999));
    await store.save(manifest);
    expect(fs.readFileSync(file, "utf8")).toBe(base);
    const log = fs.readFileSync(logFileOf(file), "utf8").trim().split("\n");
    // The header, three pages, the retry list.
    expect(log).toHaveLength(5);
    const read = await readManifest(file);
    expect(contentOf(read)).toEqual(contentOf(manifest));
    expect(read?.has("/desenhos/c/6")).toBe(false);
    expect([...(read?.pagesWithKey("drawing:5") ?? [])]).toEqual(["/desenhos/c/5"]);
  });

  it("stops at a torn last line (a crash mid-append), and writes a new base before appending again", async () => {
    const manifest = manifestOf(3);
    const store = new ManifestStore(file);
    await store.save(manifest);
    const saved = contentOf(manifest);
    fs.appendFileSync(logFileOf(file), '{"p":"/desenhos/c/1","h":"html-torn","d":{"yea');

    const reopened = new ManifestStore(file);
    const read = (await reopened.read()) as Manifest;
    expect(contentOf(read)).toEqual(saved);
    read.set("/desenhos/c/2", { hash: "html-after", deps: { year: "y" } });
    await reopened.save(read);
    expect(fs.readFileSync(logFileOf(file), "utf8")).not.toContain("html-torn");
    expect((await readManifest(file))?.get("/desenhos/c/2")?.hash).toBe("html-after");
  });

  it("ignores a log left by an older base (a crash between a compaction's two steps)", async () => {
    const manifest = manifestOf(3);
    const store = new ManifestStore(file);
    await store.save(manifest);
    manifest.set("/desenhos/c/0", { hash: "html-logged", deps: {} });
    await store.save(manifest);
    const staleLog = fs.readFileSync(logFileOf(file), "utf8");
    // A compaction writes the whole manifest into a new base, then empties the log: the crash came in between.
    await store.compact(manifest);
    fs.writeFileSync(logFileOf(file), staleLog.replace("html-logged", "html-stale"));
    expect((await readManifest(file))?.get("/desenhos/c/0")?.hash).toBe("html-logged");
  });

  it("writes a new base once the log has outgrown it", async () => {
    const manifest = manifestOf(2);
    const store = new ManifestStore(file);
    await store.save(manifest);
    const big = {
      hash: "h",
      deps: Object.fromEntries(Array.from({ length: 2_000 }, (_, n) => [`drawing-card:${n}`, "x".repeat(16)])),
    };
    const oneRun = JSON.stringify(big).length + 200;
    let compactions = 0;
    for (let run = 0; run < 40; run++) {
      const base = fs.statSync(file).mtimeMs;
      manifest.set(`/pagina/${run}`, big);
      await store.save(manifest);
      if (fs.statSync(file).mtimeMs !== base) compactions++;
      // Reading costs at most twice the base (or a MB), plus one run.
      expect(fs.statSync(logFileOf(file)).size).toBeLessThanOrEqual(Math.max(fs.statSync(file).size, 1 << 20) + oneRun);
    }
    expect(compactions).toBeGreaterThan(0);
    expect(contentOf(await readManifest(file))).toEqual(contentOf(manifest));
  });

  it("writes a manifest it did not read whole (a full build's), whatever the log held", async () => {
    const store = new ManifestStore(file);
    await store.save(manifestOf(5));
    const fresh = manifestOf(2);
    await store.save(fresh);
    expect(contentOf(await readManifest(file))).toEqual(contentOf(fresh));
  });

  it("knows no manifest in a missing file or one of another format", async () => {
    expect(await readManifest(file)).toBeNull();
    fs.writeFileSync(file, JSON.stringify({ version: 1, buildId: "old", pages: {}, retry: [] }));
    expect(await readManifest(file)).toBeNull();
  });
});
