import { fingerprint, groupOf, parseKey } from "../dependencies.ts";

/**
 * Cache tags from dependency keys. A CDN that purges by tag (Netlify's
 * `Netlify-Cache-Tag`, Cloudflare's `Cache-Tag`) holds each page under the
 * keys its render recorded, so a content change purges exactly the pages
 * whose keys moved (docs/decisions/0021-cdn-cache-tags-instead-of-deploys.md).
 *
 * Netlify takes at most 500 tags per response and 1,024 characters per tag.
 * A key that is not a plain tag (commas, quotes, spaces: `articles|{...}`)
 * or is too long becomes `h:` and a hash of it. A page that recorded more
 * keys than the limit is tagged coarser, level by level, until it fits:
 *
 *   1. each key (`drawing-card:<id>`, `category-page:<c>|2`);
 *   2. its group, as `g:<group>` (`g:category-page:<c>`), for the kinds
 *      with the most keys first;
 *   3. its kind, as `k:<kind>` (`k:drawing-card`).
 *
 * Whoever purges a moved key purges the tag each page carries it under
 * (`tagCarrying`), which the page's record tells.
 */
export const MAX_TAGS_PER_RESPONSE = 500;
export const MAX_TAG_LENGTH = 1_024;

/** Every response that is not a page of the site (404, 410, redirects): any change of the page set purges it. */
export const PAGE_SET_TAG = "page-set";

const PLAIN_TAG = /^[A-Za-z0-9:_|.-]+$/;

/** The tag of one key, group or kind name. */
export function tagOf(name: string): string {
  return PLAIN_TAG.test(name) && name.length <= MAX_TAG_LENGTH ? name : `h:${fingerprint(name)}`;
}

const groupTag = (key: string) => tagOf(`g:${groupOf(key)}`);
const kindTag = (key: string) => tagOf(`k:${parseKey(key).kind}`);

/** The tags of a response whose render recorded `keys`, at most `limit` of them (see above). */
export function cacheTagsOf(keys: Iterable<string>, extra: readonly string[] = [], limit = MAX_TAGS_PER_RESPONSE): string[] {
  const unique = [...new Set(keys)];
  const room = limit - extra.length;
  const fine = new Set(unique.map(tagOf));
  if (fine.size <= room) return [...fine, ...extra];
  // Coarser, kind by kind: the kinds with the most keys give up their keys for their groups first.
  const byKind = new Map<string, string[]>();
  for (const key of unique) {
    const kind = parseKey(key).kind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), key]);
  }
  const kinds = [...byKind.entries()].sort((a, b) => b[1].length - a[1].length);
  const level = new Map<string, 0 | 1 | 2>(kinds.map(([kind]) => [kind, 0]));
  // Once it fits, each kind takes back the finest level that still fits, the kinds with fewest keys first.
  const relaxed = () => {
    for (const [kind] of [...kinds].reverse()) {
      for (let finer = (level.get(kind) ?? 0) - 1; finer >= 0; finer--) {
        const before = level.get(kind);
        level.set(kind, finer as 0 | 1);
        if (tags().size > room) {
          level.set(kind, before as 0 | 1 | 2);
          break;
        }
      }
    }
    return tags();
  };
  const tags = () => {
    const result = new Set<string>();
    for (const [kind, kindKeys] of kinds) {
      const at = level.get(kind);
      for (const key of kindKeys) result.add(at === 0 ? tagOf(key) : at === 1 ? groupTag(key) : kindTag(key));
    }
    return result;
  };
  for (const target of [1, 2] as const) {
    for (const [kind] of kinds) {
      level.set(kind, target);
      if (tags().size <= room) return [...relaxed(), ...extra];
    }
  }
  // Unreachable unless there are more kinds than room: every kind tag, cut to the limit.
  return [...tags(), ...extra].slice(0, limit);
}

/**
 * The tag under which a response tagged `tags` (cacheTagsOf) carries `key`:
 * its own, its group's or its kind's; undefined when it carries none.
 */
export function tagCarrying(key: string, tags: ReadonlySet<string>): string | undefined {
  return [tagOf(key), groupTag(key), kindTag(key)].find((tag) => tags.has(tag));
}
