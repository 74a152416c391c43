import { z } from "zod";
import { MAX_FAVOURITES, usableIds } from "#src/lib/favourites.ts";
import { articlePath, cardUrlFor, drawingPath, pdfUrlFor } from "#src/lib/urls.ts";
import type { Executor } from "#src/server/repositories/executor.ts";
import { publicDrawingCards, publishedArticleCards } from "#src/server/repositories/favourites.ts";

/**
 * A list as the browser kept it: entries that are not ids are dropped and
 * the newest MAX_FAVOURITES kept (usableIds), so an old or hand-edited list
 * still shows the rest instead of failing the page for good. The route's
 * 16 KB body limit bounds it first.
 */
function savedList() {
  return z
    .array(z.unknown())
    .max(MAX_FAVOURITES * 10)
    .default([])
    .transform(usableIds);
}

/**
 * The 'Meus favoritos' page's data: the cards of the drawings and articles a
 * visitor saved in their browser (src/browser/favourites.ts). Only what the site
 * shows publicly comes back: active drawings in a category, published
 * articles. An id the site no longer shows is simply absent, and the page
 * says how many went away.
 */
export const favouritesRequest = z.strictObject({
  drawings: savedList(),
  articles: savedList(),
});
export type FavouritesRequest = z.infer<typeof favouritesRequest>;

/** One saved item, as its card shows it. */
export type FavouriteCard = { id: string; title: string; href: string; imageUrl: string | null; subtitle: string | null };
/** A drawing's card also names its A4 PDF, for the favourites' caderno (issue 36). */
export type FavouriteDrawingCard = FavouriteCard & { pdfUrl: string | null };
export type Favourites = { drawings: FavouriteDrawingCard[]; articles: FavouriteCard[] };

/** The cards, in the order the ids were given. */
export async function loadFavourites(db: Executor, wanted: FavouritesRequest): Promise<Favourites> {
  const [drawings, articles] = await Promise.all([
    publicDrawingCards(db, wanted.drawings),
    publishedArticleCards(db, wanted.articles),
  ]);
  const inOrder = <T extends { id: string }, C>(ids: string[], rows: T[], card: (row: T) => C) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [card(row)] : [];
    });
  };
  return {
    drawings: inOrder(wanted.drawings, drawings, (row) => ({
      id: row.id,
      title: row.title,
      href: drawingPath(row.categorySlug, row.slug),
      imageUrl: cardUrlFor(row.imageUrl),
      subtitle: row.categoryName,
      pdfUrl: pdfUrlFor(row.imageUrl),
    })),
    articles: inOrder(wanted.articles, articles, (row) => ({
      id: row.id,
      title: row.title,
      href: articlePath(row.slug),
      imageUrl: cardUrlFor(row.featuredImageUrl),
      subtitle: row.excerpt,
    })),
  };
}
