import { defineKind, limitArgs } from "./kind.ts";

/**
 * `newest|<limit>`: the home page's 'Novos desenhos' (ids, newest first; the
 * cards are drawing-card dependencies of their own). Any content change may
 * add, remove or reorder one, so it is checked on every change but counters.
 */
export const newestKind = defineKind({
  name: "newest",
  key: (limit: number) => `newest|${limit}`,
  group: "newest",
  argsOf: limitArgs,
  load: (source, limit: number) => source.newestDrawingIds(limit),
  value: (ids: readonly string[]) => ids,
  affectedGroups({ touched }) {
    return touched.content ? ["newest"] : [];
  },
});
