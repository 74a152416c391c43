import { bySeason, type Season, seasonValue } from "#src/lib/collections/season.ts";
import type { Collection } from "#src/lib/domain.ts";
import { defineKind } from "./kind.ts";

/**
 * `season` and `season|<collectionId>`: the calendar as pages show it
 * (issue 36). `season` is every collection's place in the year (open
 * windows, next dates: the order of the collections' page and the home
 * page's lead); `season|<id>` is one collection's (its page's 'Próxima
 * data'). Both are read from the clock of the run (PageSource#now), so a
 * window that opens at Brasília's midnight changes them with no change in
 * the database: the rebuild engine's calendar timer runs a check then
 * (engine.ts), which re-renders the pages whose season moved and no other.
 */
export type Seasons = { collections: Collection[]; seasons: { collection: Collection; season: Season }[] };

const key = (id?: string) => (id === undefined ? "season" : `season|${id}`);

export const seasonKind = defineKind({
  name: "season",
  key,
  group: "season",
  argsOf: ({ detail }): [] | [string] => (detail === undefined ? [] : [detail]),
  async load(source, id?: string): Promise<Seasons> {
    const collections = [...(await source.collections()).values()];
    const chosen = id === undefined ? collections : collections.filter((collection) => collection.id === id);
    return { collections, seasons: bySeason(chosen, source.now) };
  },
  // With each collection's name and address: what the home page's lead shows of it.
  value: ({ seasons }: Seasons) =>
    seasons.map(({ collection, season }) => [collection.id, collection.name, collection.slug, ...seasonValue(season)]),
  affectedGroups({ touched }) {
    return touched.collections.size > 0 || touched.calendar ? ["season"] : [];
  },
});
