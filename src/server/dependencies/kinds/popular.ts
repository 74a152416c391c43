import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { popularDrawings } from "#src/server/repositories/drawings.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/**
 * `popular|<limit>`: the home page's most downloaded drawings (ids, in
 * order). Download counts are not part of any value, but this list's order
 * follows them: it is the one key a counter change can move.
 */
const key = (limit: number) => `popular|${limit}`;
const group = "popular";

/** Records the popular list the home page shows (its cards are drawing-card dependencies of their own). */
export function recordPopular(popular: readonly DrawingWithCategory[], limit: number): void {
  if (!isCollecting()) return;
  recordDependency(
    key(limit),
    popular.map((drawing) => drawing.id),
  );
}

export const popularKind = {
  name: "popular",
  key,
  group,
  async current({ detail }, data) {
    return (await popularDrawings(data.db, Number(detail))).map((drawing) => drawing.id);
  },
  affectedGroups({ touched }) {
    return touched.popular || touched.content ? [group] : [];
  },
} satisfies DependencyKind;
