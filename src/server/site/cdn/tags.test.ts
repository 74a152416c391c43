import { describe, expect, it } from "vitest";
import { cacheTagsOf, MAX_TAG_LENGTH, MAX_TAGS_PER_RESPONSE, tagCarrying, tagOf } from "./tags.ts";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("cache tags from dependency keys", () => {
  it("uses a plain key as its own tag, and hashes one Netlify could not take", () => {
    expect(tagOf(`drawing:${uuid(1)}`)).toBe(`drawing:${uuid(1)}`);
    expect(tagOf("category-page:abc|2")).toBe("category-page:abc|2");
    const articles = 'articles|{"status":"published","sortBy":"published_at"}';
    expect(tagOf(articles)).toMatch(/^h:[A-Za-z0-9_-]{16}$/);
    expect(tagOf(articles)).toBe(tagOf(articles));
    expect(tagOf("x".repeat(MAX_TAG_LENGTH + 1))).toMatch(/^h:/);
    expect(tagOf("with,comma")).not.toContain(",");
  });

  it("keeps every key of a page under the limit, and the extra tags", () => {
    const keys = ["year", `drawing:${uuid(1)}`, `related:${uuid(2)}`];
    expect(cacheTagsOf(keys, ["page-set"])).toEqual([...keys, "page-set"]);
  });

  it("groups a page's keys, the kinds with most keys first, when they are more than the limit", () => {
    const cards = Array.from({ length: 600 }, (_, n) => `drawing-card:${uuid(n)}`);
    const pages = Array.from({ length: 30 }, (_, n) => `category-page:${uuid(9)}|${n + 1}`);
    const keys = ["year", ...pages, ...cards];
    const tags = cacheTagsOf(keys);
    expect(tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_RESPONSE);
    // The 600 cards (one group each) cannot fit as groups either: their kind stands for them; the rest stay fine.
    expect(tags).toContain("k:drawing-card");
    expect(tags).toContain(`category-page:${uuid(9)}|7`);
    // Every key is still reachable through the tag the page carries it under.
    const carried = new Set(tags);
    for (const key of keys) expect(tagCarrying(key, carried), key).toBeDefined();
    expect(tagCarrying(`drawing-card:${uuid(3)}`, carried)).toBe("k:drawing-card");
  });

  it("prefers groups to kinds when groups fit", () => {
    const keys = Array.from({ length: 40 }, (_, group) =>
      Array.from({ length: 20 }, (_, page) => `category-page:${uuid(group)}|${page + 1}`),
    ).flat();
    const tags = cacheTagsOf(keys);
    expect(tags).toHaveLength(40);
    expect(tags).toContain(`g:category-page:${uuid(0)}`);
    expect(tagCarrying(`category-page:${uuid(5)}|3`, new Set(tags))).toBe(`g:category-page:${uuid(5)}`);
  });

  it("never makes a tag over Netlify's 1,024 characters", () => {
    const long = `drawing:${"a".repeat(2_000)}`;
    for (const tag of cacheTagsOf([long, ...Array.from({ length: 600 }, (_, n) => `${long}${n}`)]))
      expect(tag.length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
  });
});
