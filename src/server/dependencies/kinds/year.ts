import { yearInBrasilia } from "#src/lib/format.ts";
import type { DependencyKind } from "../kind.ts";

/**
 * `year`: the year in Brasília, which every page's footer prints. The rebuild
 * engine records it for every page it renders.
 */
const key = () => "year";
const group = "year";

export function yearValue(now = new Date()): string {
  return yearInBrasilia(now);
}

export const yearKind = {
  name: "year",
  key,
  group,
  async current(_key, data) {
    return yearValue(data.now);
  },
  affectedGroups() {
    // Whatever changed, the year may have turned (the engine skips it while it is the one last checked).
    return [group];
  },
} satisfies DependencyKind;
