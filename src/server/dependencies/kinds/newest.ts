import type { DrawingWithCategory } from "#src/lib/domain.ts";
import { newestDrawings } from "#src/server/repositories/drawings.ts";
import type { DependencyKind } from "../kind.ts";
import { isCollecting, recordDependency } from "../recording.ts";

/**
 * `newest|<limit>`: the home page's 'Novos desenhos' (ids, newest first).
 * Any content change may add, remove or reorder one, so it is checked on
 * every change but counters.
 */
const key = (limit: number) => `newest|${limit}`;
const group = "newest";

/** Records the newest list the home page shows (its cards are drawing-card dependencies of their own). */
export function recordNewest(newest: readonly DrawingWithCategory[], limit: number): void {
  if (!isCollecting()) return;
  recordDependency(
    key(limit),
    newest.map((drawing) => drawing.id),
  );
}

export const newestKind = {
  name: "newest",
  key,
  group,
  async current({ detail }, data) {
    return (await newestDrawings(data.db, Number(detail))).map((drawing) => drawing.id);
  },
  affectedGroups({ touched }) {
    return touched.content ? [group] : [];
  },
} satisfies DependencyKind;
