import { describe, expect, it } from "vitest";
import { groupOf } from "#src/server/site/dependencies.ts";
import { Manifest } from "#src/server/site/engine/manifest.ts";
import {
  contentChanged,
  distinctKeys,
  keysToEvaluate,
  mustCheckYear,
  needsPageList,
  planRun,
} from "#src/server/site/engine/planner.ts";

/**
 * A small site: two drawings of one category (each page shows the other as
 * related), the category page listing both cards, the home page with the
 * popular list, and the sitemap. Every page records the year.
 */
function sampleManifest(): Manifest {
  const manifest = new Manifest("test");
  const page = (path: string, deps: Record<string, string>) => manifest.set(path, { hash: `html-of-${path}`, deps });
  page("/desenhos/c/a", { year: "y1", "drawing:a": "a1", "related:c|b": "b1" });
  page("/desenhos/c/b", { year: "y1", "drawing:b": "b1", "related:c|a": "a1" });
  page("/desenhos/c", { year: "y1", "category-page:c|1": "c1", "drawing-card:a": "ca1", "drawing-card:b": "cb1" });
  page("/", { year: "y1", "popular|8": "p1", "drawing-card:a": "ca1" });
  page("/sitemap.xml", { "site-pages": "s1" });
  return manifest;
}

const allPages = () => new Set(sampleManifest().pages.keys());

/** The current fingerprint of every key the manifest recorded, as it recorded them, with `changes` applied. */
function fingerprintsOf(manifest: Manifest, changes: Record<string, string> = {}): Map<string, string> {
  const fingerprints = new Map<string, string>();
  for (const entry of manifest.pages.values())
    for (const [key, value] of Object.entries(entry.deps)) fingerprints.set(key, value);
  for (const [key, value] of Object.entries(changes)) fingerprints.set(key, value);
  return fingerprints;
}

/** The whole planning step, as the engine chains it. */
function plan({
  manifest = sampleManifest(),
  checked,
  current = allPages() as ReadonlySet<string> | null,
  changes = {},
  retry = new Set<string>(),
}: {
  manifest?: Manifest;
  checked: string[];
  current?: ReadonlySet<string> | null;
  changes?: Record<string, string>;
  retry?: ReadonlySet<string>;
}) {
  const candidates = keysToEvaluate({ manifest, checked, current, groupOf });
  const fingerprints = fingerprintsOf(manifest, changes);
  return { candidates, ...planRun({ manifest, candidates, fingerprints, current, retry }) };
}

describe("keysToEvaluate", () => {
  it("lists, page by page, only the keys of the checked groups", () => {
    const candidates = keysToEvaluate({
      manifest: sampleManifest(),
      checked: ["drawing-card:a", "year"],
      current: null,
      groupOf,
    });
    expect(Object.fromEntries(candidates)).toEqual({
      "/desenhos/c/a": ["year"],
      "/desenhos/c/b": ["year"],
      "/desenhos/c": ["drawing-card:a", "year"],
      "/": ["drawing-card:a", "year"],
    });
    expect([...distinctKeys(candidates)].sort()).toEqual(["drawing-card:a", "year"]);
  });

  it("does not evaluate the keys of pages no longer on the site", () => {
    const current = new Set(["/desenhos/c/b", "/desenhos/c", "/", "/sitemap.xml"]);
    const candidates = keysToEvaluate({ manifest: sampleManifest(), checked: ["drawing:a", "drawing-card:a"], current, groupOf });
    expect([...candidates.keys()].sort()).toEqual(["/", "/desenhos/c"]);
    expect(distinctKeys(candidates)).toEqual(new Set(["drawing-card:a"]));
  });

  it("finds nothing for a group no page recorded", () => {
    expect(keysToEvaluate({ manifest: sampleManifest(), checked: ["article:x"], current: null, groupOf }).size).toBe(0);
  });
});

describe("planRun", () => {
  it("renders and removes nothing when every fingerprint is unchanged", () => {
    expect(plan({ checked: ["drawing:a", "drawing-card:a", "related:c", "year", "site-pages"] })).toMatchObject({
      render: [],
      remove: [],
    });
  });

  it("renders exactly the pages that recorded a key whose fingerprint differs", () => {
    const result = plan({ checked: ["drawing:a", "drawing-card:a", "related:c"], changes: { "drawing-card:a": "ca2" } });
    expect(result.render).toEqual(["/", "/desenhos/c"]);
    expect(result.remove).toEqual([]);
  });

  it("leaves alone a page whose differing keys belong to groups not checked", () => {
    // The drawing's own data changed, but only its card was checked: the drawing page recorded no card key.
    const result = plan({ checked: ["drawing-card:a"], changes: { "drawing:a": "a2" } });
    expect(result.candidates.has("/desenhos/c/a")).toBe(false);
    expect(result.render).toEqual([]);
  });

  it("adds pages that appeared", () => {
    const current = new Set([...allPages(), "/desenhos/c/novo"]);
    expect(plan({ checked: ["site-pages"], current, changes: { "site-pages": "s2" } })).toMatchObject({
      render: ["/desenhos/c/novo", "/sitemap.xml"],
      remove: [],
    });
  });

  it("removes pages that are gone, without rendering them", () => {
    const current = new Set([...allPages()].filter((path) => path !== "/desenhos/c/b"));
    const result = plan({ checked: ["drawing:b", "related:c", "site-pages"], current, changes: { "drawing:b": "b2" } });
    expect(result.render).toEqual([]);
    expect(result.remove).toEqual(["/desenhos/c/b"]);
  });

  it("renders retried pages still on the site and removes those gone", () => {
    const manifest = sampleManifest();
    // A page that failed its first render: in the retry list, never recorded.
    manifest.retry.add("/desenhos/c/nunca");
    manifest.retry.add("/desenhos/c/a");
    const current = new Set([...allPages()].filter((path) => path !== "/desenhos/c/a"));
    current.add("/desenhos/c/nunca");
    const result = plan({ manifest, checked: [], current, retry: new Set(manifest.retry) });
    expect(result.render).toEqual(["/desenhos/c/nunca"]);
    expect(result.remove).toEqual(["/desenhos/c/a"]);

    const stillThere = plan({ checked: [], retry: new Set(["/desenhos/c/b"]) });
    expect(stillThere.render).toEqual(["/desenhos/c/b"]);
  });

  it("adds and removes nothing when the page set was not checked (current is null)", () => {
    const manifest = sampleManifest();
    manifest.retry.add("/desenhos/c/gone");
    const result = plan({ manifest, checked: ["popular"], current: null, changes: { "popular|8": "p2" } });
    expect(result.render).toEqual(["/"]);
    expect(result.remove).toEqual([]);
    // A retried page is rendered on trust: nothing says it left the site.
    expect(plan({ manifest, checked: [], current: null, retry: new Set(["/desenhos/c/gone"]) }).render).toEqual([
      "/desenhos/c/gone",
    ]);
  });

  it("treats a key missing from the fingerprints as differing", () => {
    const manifest = sampleManifest();
    const candidates = keysToEvaluate({ manifest, checked: ["popular"], current: null, groupOf });
    expect(planRun({ manifest, candidates, fingerprints: new Map(), current: null, retry: new Set() }).render).toEqual(["/"]);
  });
});

describe("run decisions", () => {
  it("checks the year once per year, except in a reconcile which checks everything", () => {
    expect(mustCheckYear("changes", "2026", "2026")).toBe(false);
    expect(mustCheckYear("retry", "2026", "2026")).toBe(false);
    expect(mustCheckYear("changes", "2026", "2027")).toBe(true);
    expect(mustCheckYear("changes", null, "2026")).toBe(true);
    expect(mustCheckYear("reconcile", "2026", "2026")).toBe(true);
  });

  it("reads the page list for a reconcile, a content change (site pages checked) or retried pages", () => {
    expect(needsPageList("changes", { sitePagesChecked: false, retrying: false })).toBe(false);
    expect(needsPageList("changes", { sitePagesChecked: true, retrying: false })).toBe(true);
    expect(needsPageList("retry", { sitePagesChecked: false, retrying: true })).toBe(true);
    expect(needsPageList("reconcile", { sitePagesChecked: false, retrying: false })).toBe(true);
  });

  it("counts only a run of counter changes, without retried pages, as no content change", () => {
    expect(contentChanged("changes", { touchedContent: false, retrying: false })).toBe(false);
    expect(contentChanged("changes", { touchedContent: true, retrying: false })).toBe(true);
    expect(contentChanged("changes", { touchedContent: false, retrying: true })).toBe(true);
    expect(contentChanged("retry", { touchedContent: false, retrying: false })).toBe(true);
    expect(contentChanged("reconcile", { touchedContent: false, retrying: false })).toBe(true);
    expect(contentChanged("full", { touchedContent: false, retrying: false })).toBe(true);
  });
});
