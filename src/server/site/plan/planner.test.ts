import { describe, expect, it } from "vitest";
import { Manifest } from "#src/server/site/plan/manifest.ts";
import {
  checksSitemapNow,
  contentChanged,
  keysToEvaluate,
  mustCheckYear,
  type PageSetChange,
  pageListNeeded,
  pageSetChange,
  planRun,
} from "#src/server/site/plan/planner.ts";

/**
 * A small site: two drawings of one category (each page shows the head of
 * the category's list), the category page listing both cards, the home page
 * with the popular list, and the sitemap. Every page records the year.
 */
function sampleManifest(): Manifest {
  const manifest = new Manifest("test");
  const page = (path: string, deps: Record<string, string>) => manifest.set(path, { hash: `html-of-${path}`, deps });
  page("/desenhos/c/a", { year: "y1", "drawing:a": "a1", "related:c": "h1", "drawing-card:b": "cb1" });
  page("/desenhos/c/b", { year: "y1", "drawing:b": "b1", "related:c": "h1", "drawing-card:a": "ca1" });
  page("/desenhos/c", { year: "y1", "category-page:c|1": "c1", "drawing-card:a": "ca1", "drawing-card:b": "cb1" });
  page("/", { year: "y1", "popular|8": "p1", "drawing-card:a": "ca1" });
  page("/sitemap.xml", { "site-pages": "s1" });
  return manifest;
}

const allPages = () => new Set(sampleManifest().paths());

/** The current fingerprint of every key the manifest recorded, as it recorded them, with `changes` applied. */
function fingerprintsOf(manifest: Manifest, changes: Record<string, string> = {}): Map<string, string> {
  const fingerprints = new Map<string, string>();
  for (const path of manifest.paths())
    for (const [key, value] of Object.entries(manifest.get(path)?.deps ?? {})) fingerprints.set(key, value);
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
  /** The site's pages now; null when the run does not check the page set. */
  current?: ReadonlySet<string> | null;
  changes?: Record<string, string>;
  retry?: ReadonlySet<string>;
}) {
  const pageSet: PageSetChange | null = current ? pageSetChange(manifest, current) : null;
  const candidates = keysToEvaluate({ manifest, checked, removed: pageSet?.removed });
  const fingerprints = fingerprintsOf(manifest, changes);
  return { candidates, ...planRun({ manifest, candidates, fingerprints, pageSet, retry }) };
}

describe("Manifest", () => {
  it("indexes pages by key, groups by key, and forgets a page's keys when it is replaced or deleted", () => {
    const manifest = sampleManifest();
    expect([...manifest.pagesWithKey("drawing-card:a")].sort()).toEqual(["/", "/desenhos/c", "/desenhos/c/b"]);
    expect([...manifest.keysInGroup("category-page:c")]).toEqual(["category-page:c|1"]);
    expect(manifest.fingerprintOf("/", "popular|8")).toBe("p1");
    manifest.set("/", { hash: "h", deps: { year: "y1" } });
    expect([...manifest.pagesWithKey("drawing-card:a")].sort()).toEqual(["/desenhos/c", "/desenhos/c/b"]);
    expect([...manifest.keysInGroup("popular")]).toEqual([]);
    expect([...manifest.groups()]).not.toContain("popular");
    manifest.delete("/desenhos/c/b");
    expect(manifest.pagesWithKey("drawing:b").size).toBe(0);
    expect(manifest.get("/desenhos/c/a")).toEqual({
      hash: "html-of-/desenhos/c/a",
      deps: { year: "y1", "drawing:a": "a1", "related:c": "h1", "drawing-card:b": "cb1" },
    });
  });

  it("knows the drawings of a category and the category of a drawing from the pages' keys", () => {
    const manifest = sampleManifest();
    expect(manifest.drawingsOfCategory("c").sort()).toEqual(["a", "b"]);
    expect(manifest.categoriesOfDrawing("a")).toEqual(["c"]);
    expect(manifest.categoriesOfDrawing("z")).toEqual([]);
  });

  it("lists every page but the drawing pages, and the pages of the drawings asked for", () => {
    expect([...sampleManifest().pagesAmong(["b"])].sort()).toEqual(["/", "/desenhos/c", "/desenhos/c/b", "/sitemap.xml"]);
  });
});

describe("keysToEvaluate", () => {
  it("lists only the keys of the checked groups, each once", () => {
    const keys = keysToEvaluate({ manifest: sampleManifest(), checked: ["drawing-card:a", "year"] });
    expect([...keys].sort()).toEqual(["drawing-card:a", "year"]);
  });

  it("does not evaluate the keys only pages no longer on the site recorded", () => {
    const removed = new Set(["/desenhos/c/a"]);
    const keys = keysToEvaluate({ manifest: sampleManifest(), checked: ["drawing:a", "drawing-card:a"], removed });
    expect(keys).toEqual(new Set(["drawing-card:a"]));
  });

  it("finds nothing for a group no page recorded", () => {
    expect(keysToEvaluate({ manifest: sampleManifest(), checked: ["article:x"] }).size).toBe(0);
  });
});

describe("pageSetChange", () => {
  it("compares the pages now with the manifest's, or with the part of it the run looks at", () => {
    const manifest = sampleManifest();
    const now = new Set(["/", "/desenhos/c", "/desenhos/c/b2", "/sitemap.xml"]);
    expect(pageSetChange(manifest, now)).toEqual({
      added: new Set(["/desenhos/c/b2"]),
      removed: new Set(["/desenhos/c/a", "/desenhos/c/b"]),
    });
    // The run looked at drawing b only: a's page is not among the pages compared.
    expect(pageSetChange(manifest, now, manifest.pagesAmong(["b"]))).toEqual({
      added: new Set(["/desenhos/c/b2"]),
      removed: new Set(["/desenhos/c/b"]),
    });
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
    expect(result.render).toEqual(["/", "/desenhos/c", "/desenhos/c/b"]);
    expect(result.remove).toEqual([]);
  });

  it("leaves alone a page whose differing keys belong to groups not checked", () => {
    // The drawing's own data changed, but only its card was checked: its own page is not compared.
    const result = plan({ checked: ["drawing-card:a"], changes: { "drawing:a": "a2" } });
    expect(result.candidates.has("drawing:a")).toBe(false);
    expect(result.render).toEqual([]);
  });

  it("renders every drawing page of a category when the head of its list changes", () => {
    expect(plan({ checked: ["related:c"], changes: { "related:c": "h2" } }).render).toEqual(["/desenhos/c/a", "/desenhos/c/b"]);
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
    const result = plan({ checked: ["drawing:b", "site-pages"], current, changes: { "drawing:b": "b2" } });
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

  it("adds and removes nothing when the page set was not checked", () => {
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
    const candidates = keysToEvaluate({ manifest, checked: ["popular"] });
    expect(planRun({ manifest, candidates, fingerprints: new Map(), pageSet: null, retry: new Set() }).render).toEqual(["/"]);
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

  it("reads every page's address for a reconcile, the sitemap's check or retried pages; the touched ones for content changes", () => {
    const none = { sitePagesChecked: false, retrying: false, content: false };
    expect(pageListNeeded("changes", none)).toBe("none");
    expect(pageListNeeded("changes", { ...none, content: true })).toBe("touched");
    expect(pageListNeeded("changes", { ...none, content: true, sitePagesChecked: true })).toBe("all");
    expect(pageListNeeded("retry", { ...none, retrying: true })).toBe("all");
    expect(pageListNeeded("reconcile", none)).toBe("all");
  });

  it("checks the sitemap after the content changes of a burst, unless it has waited too long behind them", () => {
    expect(checksSitemapNow({ content: false, owedForMs: 0 })).toBe(true);
    expect(checksSitemapNow({ content: true, owedForMs: 100 })).toBe(false);
    expect(checksSitemapNow({ content: true, owedForMs: 2_000 })).toBe(true);
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
