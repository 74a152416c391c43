import fs from "node:fs";
import nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearProcessSingleton } from "#src/server/process-singleton.ts";
import { updateDrawing } from "#src/server/repositories/index.ts";
import type { Renderer } from "#src/server/site/build.ts";
import { buildSite } from "#src/server/site/engine/build-site.ts";
import { restoreRebuildCache, saveRebuildCache } from "../../netlify/plugins/rebuild-cache/cache.js";
import { onPostBuild, onPreBuild } from "../../netlify/plugins/rebuild-cache/index.js";
import { serverBundle } from "../support/bundle.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import {
  type Fixture,
  loadBundleRenderer,
  readTree,
  removeTempDirs,
  seedFixture,
  tempDir,
  useProcessDatabase,
} from "./support.ts";

/**
 * The Netlify flow, machine by machine: each build starts in an empty
 * checkout; the plugin restores the cache directory from Netlify's build
 * cache (here a directory standing in for it), `astro build` has emptied
 * dist/, and `build-site.ts --incremental` (buildSite) renders what changed.
 */
function fakeNetlifyCache(store: string) {
  const saved: string[] = [];
  return {
    saved,
    cache: {
      async restore(path: string) {
        const from = nodePath.join(store, path.replaceAll("/", "__"));
        if (!fs.existsSync(from)) return false;
        fs.cpSync(from, path, { recursive: true });
        return true;
      },
      async save(path: string, options?: { move?: boolean }) {
        const to = nodePath.join(store, path.replaceAll("/", "__"));
        fs.rmSync(to, { recursive: true, force: true });
        fs.cpSync(path, to, { recursive: true });
        if (options?.move) fs.rmSync(path, { recursive: true, force: true });
        saved.push(path);
        return true;
      },
    },
  };
}

describe("Netlify builds from the build cache", () => {
  let database: TestDatabase;
  let fixture: Fixture;
  let render: Renderer;
  let serverDir: string;
  let root: string;
  const cwd = process.cwd();

  beforeAll(async () => {
    const dist = await serverBundle();
    serverDir = nodePath.join(dist, "server");
    database = await createTestDatabase("pglite");
    useProcessDatabase(database.handle);
    fixture = await seedFixture(database.handle.db);
    render = await loadBundleRenderer(dist);
    root = tempDir("netlify");
  }, 300_000);

  afterAll(async () => {
    removeTempDirs();
    process.chdir(cwd);
    clearProcessSingleton("database");
    await database?.dispose();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  /** One Netlify build in a fresh checkout directory: plugin restore, build, plugin save. */
  async function netlifyBuild(name: string, utils: ReturnType<typeof fakeNetlifyCache>, bundle = serverDir) {
    const checkout = nodePath.join(root, name);
    fs.mkdirSync(checkout, { recursive: true });
    process.chdir(checkout);
    const log: string[] = [];
    try {
      const restored = await restoreRebuildCache(utils, undefined, (line) => log.push(line));
      const { report, cacheNote } = await buildSite({
        db: database.handle.db,
        render,
        outDir: nodePath.join(checkout, "dist"),
        serverDir: bundle,
        siteUrl: "http://localhost:4321",
        incremental: { cacheDir: ".netlify/rebuild-cache" },
        log: () => {},
      });
      const saved = await saveRebuildCache(utils, undefined, (line) => log.push(line));
      return { report, cacheNote, restored, saved, log, outDir: nodePath.join(checkout, "dist") };
    } finally {
      process.chdir(cwd);
    }
  }

  it("the first build renders everything; the next renders only what changed and equals a full build", async () => {
    const utils = fakeNetlifyCache(nodePath.join(root, "netlify-cache"));
    const first = await netlifyBuild("build-1", utils);
    expect(first.restored).toBe(false);
    expect(first.report.kind).toBe("full");
    expect(first.cacheNote).toBe("Rebuild cache: no usable manifest; every page is rendered.");
    expect(first.report.failed).toEqual([]);
    expect(first.saved).toBe(true);

    await updateDrawing(database.handle.db, fixture.drawings.a15 as string, { title: "Tartaruga" });

    const second = await netlifyBuild("build-2", utils);
    expect(second.restored).toBe(true);
    expect(second.log[0]).toMatch(/restored the previous build's pages/);
    expect(second.report.kind).toBe("reconcile");
    expect(second.cacheNote).toMatch(/^Rebuild cache: \d+ pages of the same code restored;/);
    expect(second.report.rendered).toEqual([
      "/categorias/animais",
      "/categorias/animais/mais-baixados",
      "/desenhos/animais/tartaruga",
      "/sitemap.xml",
    ]);
    expect(second.report.removed).toEqual(["/desenhos/animais/a15"]);

    // Nothing changed since: nothing is rendered.
    const third = await netlifyBuild("build-3", utils);
    expect(third.report.kind).toBe("reconcile");
    expect(third.report.rendered).toEqual([]);

    const full = await netlifyBuild("full", fakeNetlifyCache(nodePath.join(root, "empty-cache")));
    expect(full.report.kind).toBe("full");
    const expected = readTree(full.outDir);
    for (const build of [second, third]) {
      const actual = readTree(build.outDir);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      expect([...expected.keys()].filter((file) => !actual.get(file)?.equals(expected.get(file) as Buffer))).toEqual([]);
    }
  });

  it("a build of other code ignores the cached pages and renders everything", async () => {
    const utils = fakeNetlifyCache(nodePath.join(root, "netlify-cache-2"));
    await netlifyBuild("code-1", utils);
    const otherBundle = nodePath.join(root, "other-bundle");
    fs.cpSync(serverDir, otherBundle, { recursive: true });
    fs.appendFileSync(nodePath.join(otherBundle, "render-entry.mjs"), "\n// changed\n");
    const next = await netlifyBuild("code-2", utils, otherBundle);
    expect(next.restored).toBe(true);
    expect(next.report.kind).toBe("full");
    // The log names what differs, so an unexpected full build can be explained.
    expect(next.cacheNote).toBe(
      "Rebuild cache: the cached pages were made by other code (1 server file differs: render-entry.mjs); every page is rendered.",
    );
    const otherSite = await netlifyBuild("code-3", utils, otherBundle);
    expect(otherSite.report.kind).toBe("reconcile");
  });

  it("the plugin's hooks restore before and save after the build, and keep nothing without a manifest", async () => {
    const store = nodePath.join(root, "hooks-store");
    const utils = fakeNetlifyCache(store);
    const checkout = nodePath.join(root, "hooks");
    fs.mkdirSync(nodePath.join(checkout, ".netlify/rebuild-cache/pages"), { recursive: true });
    process.chdir(checkout);
    try {
      await onPostBuild({ utils });
      expect(utils.saved).toEqual([]);
      fs.writeFileSync(".netlify/rebuild-cache/rebuild-manifest.jsonl", "{}");
      await onPostBuild({ utils });
      expect(utils.saved).toEqual([".netlify/rebuild-cache"]);
      expect(fs.existsSync(".netlify/rebuild-cache")).toBe(false);
      await onPreBuild({ utils });
      expect(fs.existsSync(".netlify/rebuild-cache/rebuild-manifest.jsonl")).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });
});
