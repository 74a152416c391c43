import { yearInBrasilia } from "#src/lib/format.ts";
import { defineKind, singleKey } from "./kind.ts";

/** The year in Brasília at `now`. */
export function yearValue(now: Date): string {
  return yearInBrasilia(now);
}

/**
 * `year`: the year in Brasília, which every page's footer prints. The rebuild
 * engine reads it for every page it renders, from the clock of its run.
 */
export const yearKind = defineKind({
  ...singleKey("year"),
  load: async (source) => yearValue(source.now),
  value: (year: string) => year,
  affectedGroups() {
    // Whatever changed, the year may have turned (the engine skips it while it is the one last checked).
    return ["year"];
  },
});
