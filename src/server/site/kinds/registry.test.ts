import { describe, expect, it } from "vitest";
import { groupOf, parseKey } from "../dependencies.ts";
import { groups, KINDS, keys, kindNamed } from "./registry.ts";

const ID = "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f";

describe("dependency kinds", () => {
  it("keep the key strings manifests on disk already hold", () => {
    expect([
      keys.drawing(ID),
      keys.drawingCard(ID),
      keys.related(ID),
      keys.categoryPage(ID, 2),
      keys.categoryDownloads(ID, 2),
      keys.categoryLevel(ID, "dificil", 2),
      keys.categoryLevelDownloads(ID, "medio", 3),
      keys.popular(8),
      keys.newest(4),
      keys.featured(8),
      keys.categoriesList(),
      keys.article(ID),
      keys.articles({ status: "published" }),
      keys.sitePages(),
      keys.year(),
      keys.collection(ID),
      keys.collectionsList(),
      keys.season(),
      keys.season(ID),
      keys.ageBand("facil", 2),
    ]).toEqual([
      `drawing:${ID}`,
      `drawing-card:${ID}`,
      `related:${ID}`,
      `category-page:${ID}|2`,
      `category-downloads:${ID}|2`,
      `category-level:${ID}|dificil|2`,
      `category-level-downloads:${ID}|medio|3`,
      "popular|8",
      "newest|4",
      "featured|8",
      "categories-list",
      `article:${ID}`,
      'articles|{"status":"published"}',
      "site-pages",
      "year",
      `collection:${ID}`,
      "collections-list",
      "season",
      `season|${ID}`,
      "age-band:facil|2",
    ]);
  });

  it("find each key's kind by its name, and its group is the key up to the bar", () => {
    const samples = [
      [keys.drawing(ID), groups.drawing(ID)],
      [keys.drawingCard(ID), groups.drawingCard(ID)],
      [keys.related(ID), groups.related(ID)],
      [keys.categoryPage(ID, 1), groups.categoryPage(ID)],
      [keys.categoryDownloads(ID, 1), groups.categoryDownloads(ID)],
      [keys.categoryLevel(ID, "facil", 1), groups.categoryLevel(ID)],
      [keys.categoryLevelDownloads(ID, "facil", 1), groups.categoryLevelDownloads(ID)],
      [keys.popular(8), groups.popular],
      [keys.newest(4), groups.newest],
      [keys.featured(8), groups.featured],
      [keys.categoriesList(), groups.categoriesList],
      [keys.article(ID), groups.article(ID)],
      [keys.articles({}), groups.articles],
      [keys.sitePages(), groups.sitePages],
      [keys.year(), groups.year],
      [keys.collection(ID), groups.collection(ID)],
      [keys.collectionsList(), groups.collectionsList],
      [keys.season(ID), groups.season],
      [keys.ageBand("medio", 1), groups.ageBand("medio")],
    ] as const;
    expect(samples.map(([key]) => kindNamed(parseKey(key).kind))).toEqual(KINDS);
    for (const [key, group] of samples) expect(groupOf(key)).toBe(group);
  });

  it("have one name each, and none for keys of no kind", () => {
    expect(new Set(KINDS.map((kind) => kind.name)).size).toBe(KINDS.length);
    expect(kindNamed("mystery")).toBeUndefined();
  });
});
