import type { PageSource } from "../source.ts";
import { type ChangeScope, defineKind, limitArgs } from "./kind.ts";

/**
 * A home page list of drawings, `<name>|<limit>`: the first `limit` ids in its
 * order (the cards are drawing-card dependencies of their own), checked when
 * `moves` says a batch of changes may have moved it.
 */
function homeListKind<const Name extends string>(
  name: Name,
  load: (source: PageSource, limit: number) => Promise<readonly string[]>,
  moves: (touched: ChangeScope["touched"]) => boolean,
) {
  return defineKind({
    name,
    key: (limit: number) => `${name}|${limit}`,
    group: name,
    argsOf: limitArgs,
    load,
    value: (ids: readonly string[]) => ids,
    affectedGroups: ({ touched }) => (moves(touched) ? [name] : []),
  });
}

/** `newest|<limit>`: 'Novos desenhos'. Any content change may add, remove or reorder one; counters never do. */
export const newestKind = homeListKind(
  "newest",
  (source, limit) => source.newestDrawingIds(limit),
  (touched) => touched.content,
);

/**
 * `popular|<limit>`: the most downloaded drawings. Download counts are part of
 * no value, but this list's order follows them: a counter change can move it.
 */
export const popularKind = homeListKind(
  "popular",
  (source, limit) => source.popularDrawingIds(limit),
  (touched) => touched.popular || touched.content,
);
