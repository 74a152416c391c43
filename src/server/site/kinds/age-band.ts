import type { BandFilter } from "#src/lib/age-bands.ts";
import { DIFFICULTY_TIERS, type DifficultyTier, isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { pageCount, pageOffset } from "#src/lib/pagination.ts";
import { AGE_PAGE_SIZE, MAX_AGE_PAGES } from "#src/lib/site.ts";
import type { PageSource } from "../source.ts";
import { defineKind, positiveInteger } from "./kind.ts";

/**
 * One page of an age band (`/idade/{band}`, issue 44): the band's newest
 * drawings, MAX_AGE_PAGES pages of them at most (past those, its categories
 * and collections narrow it, and the search's level filter lists them all),
 * its count, and the categories and collections that have drawings of the
 * band, with their counts: the filters that combine the band with a theme
 * (`/categorias/{slug}/nivel/{tier}`) or a date (`/colecoes/{slug}/nivel/{tier}`).
 */
export type AgeBandData = {
  tier: DifficultyTier;
  total: number;
  pageCount: number;
  ids: readonly string[];
  categories: BandFilter[];
  collections: BandFilter[];
};

export async function loadAgeBandPage(source: PageSource, tier: DifficultyTier, page: number): Promise<AgeBandData | null> {
  const [categories, collections, newest] = await Promise.all([
    source.categories(),
    source.collections(),
    source.tierDrawingIds(tier, AGE_PAGE_SIZE * MAX_AGE_PAGES),
  ]);
  const byName = (a: BandFilter, b: BandFilter) => a.name.localeCompare(b.name, "pt-BR");
  const categoryFilters = [...categories.values()]
    .filter((category) => category.tierCounts[tier] > 0)
    .map((category) => ({ name: category.name, slug: category.slug, count: category.tierCounts[tier] }))
    .sort(byName);
  const total = categoryFilters.reduce((sum, category) => sum + category.count, 0);
  const pages = Math.max(1, pageCount(newest.length, AGE_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const collectionFilters = (
    await Promise.all(
      [...collections.values()].map(async (collection) => {
        const drawings = await Promise.all(collection.drawingIds.map((id) => source.drawing(id)));
        const count = drawings.filter((drawing) => drawing?.category && drawing.difficulty === tier).length;
        return { name: collection.name, slug: collection.slug, count };
      }),
    )
  )
    .filter((collection) => collection.count > 0)
    .sort(byName);
  const start = pageOffset(page, AGE_PAGE_SIZE);
  return {
    tier,
    total,
    pageCount: pages,
    ids: newest.slice(start, start + AGE_PAGE_SIZE),
    categories: categoryFilters,
    collections: collectionFilters,
  };
}

const group = (tier: DifficultyTier) => `age-band:${tier}`;

/**
 * `age-band:<tier>|<page>`: one page of an age band. Checked when any
 * category's list moves (a drawing joins or leaves a tier, appears,
 * disappears: ../plan/invalidation.ts) or a collection changes; the
 * page renders again only if what it shows moved.
 */
export const ageBandKind = defineKind({
  name: "age-band",
  key: (tier: DifficultyTier, page: number) => `age-band:${tier}|${page}`,
  group,
  argsOf: ({ arg, detail }): [DifficultyTier, number] | null => {
    const page = positiveInteger(detail);
    return isDifficultyTier(arg) && page !== null ? [arg, page] : null;
  },
  load: loadAgeBandPage,
  value: (data: AgeBandData | null) => data,
  async affectedGroups(changes) {
    const moved = (await changes.categoryLists()).size > 0 || changes.touched.collections.size > 0;
    return moved ? DIFFICULTY_TIERS.map(group) : [];
  },
});
