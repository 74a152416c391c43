import { pickFeaturedCategories } from "#src/lib/featured-categories.ts";
import { type SearchSuggestions, SUGGESTED_CATEGORIES, SUGGESTED_DRAWINGS } from "#src/lib/search-suggestions.ts";
import { cardUrlFor, categoryPath, drawingPathOf } from "#src/lib/urls.ts";
import { listCategories } from "../repositories/categories.ts";
import { popularDrawings } from "../repositories/drawings.ts";
import type { Executor } from "../repositories/executor.ts";

/**
 * What a search that found nothing suggests instead: the popular categories
 * (the menu's, those with drawings) and the most downloaded drawings, the
 * same as the home page shows.
 */
export async function loadSearchSuggestions(db: Executor): Promise<SearchSuggestions> {
  const [categories, drawings] = await Promise.all([listCategories(db), popularDrawings(db, SUGGESTED_DRAWINGS)]);
  return {
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
