import { bySeason, longDate } from "#src/lib/collections/season.ts";
import {
  type SearchSuggestions,
  SUGGESTED_CATEGORIES,
  SUGGESTED_COLLECTIONS,
  SUGGESTED_DRAWINGS,
} from "#src/lib/search-suggestions.ts";
import { cardUrlFor, categoryPath, collectionPath, drawingPathOf } from "#src/lib/urls.ts";
import { listCategories } from "#src/server/repositories/categories.ts";
import { listCollections } from "#src/server/repositories/collections.ts";
import { popularDrawings } from "#src/server/repositories/drawings.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { pickFeaturedCategories } from "#src/server/search/featured-categories.ts";

/**
 * What a search that found nothing suggests instead: the collections in
 * season (issue 44), the popular categories (the menu's, those with
 * drawings) and the most downloaded drawings, as the home page shows them.
 */
export async function loadSearchSuggestions(db: Executor, now = new Date()): Promise<SearchSuggestions> {
  const [categories, drawings, collections] = await Promise.all([
    listCategories(db),
    popularDrawings(db, SUGGESTED_DRAWINGS),
    listCollections(db),
  ]);
  // The collections in season: those whose window is open, else the next date; none without a date.
  const seasons = bySeason(collections, now).filter(({ season }) => season.nextDate !== null);
  const open = seasons.filter(({ season }) => season.open);
  return {
    collections: (open.length > 0 ? open : seasons).slice(0, SUGGESTED_COLLECTIONS).map(({ collection, season }) => ({
      name: collection.name,
      href: collectionPath(collection.slug),
      when: `${season.open ? "Chegando" : "Próxima data"}: ${season.nextDate ? longDate(season.nextDate) : ""}`,
    })),
    categories: pickFeaturedCategories(categories, SUGGESTED_CATEGORIES).map((category) => ({
      name: category.name,
      href: categoryPath(category.slug),
      drawingsCount: category.drawingsCount,
    })),
    drawings: drawings.flatMap((drawing) => {
      const href = drawingPathOf(drawing);
      return href
        ? [
            {
              title: drawing.title,
              href,
              imageUrl: cardUrlFor(drawing.imageUrl),
              category: drawing.category?.name ?? null,
              difficulty: drawing.difficulty,
            },
          ]
        : [];
    }),
  };
}
