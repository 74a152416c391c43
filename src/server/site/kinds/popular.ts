import { defineKind, limitArgs } from "./kind.ts";

/**
 * `popular|<limit>`: the home page's most downloaded drawings (ids, in
 * order; the cards are drawing-card dependencies of their own). Download
 * counts are not part of any value, but this list's order follows them: it
 * is a key a counter change can move.
 */
export const popularKind = defineKind({
  name: "popular",
  key: (limit: number) => `popular|${limit}`,
  group: "popular",
  argsOf: limitArgs,
  load: (source, limit: number) => source.popularDrawingIds(limit),
  value: (ids: readonly string[]) => ids,
  affectedGroups({ touched }) {
    return touched.popular || touched.content ? ["popular"] : [];
  },
});
