/**
 * The picture a collection shows (its card on /colecoes, its page's
 * `og:image`, its shortcut above the search results): the image of the
 * drawing the administrator chose as its cover, as that drawing is now,
 * while it is one of the collection's shown drawings; else the first shown
 * drawing's image. `shownDrawings` are the collection's drawings the site
 * shows, in its order. Judged on every render, so no way a drawing changes
 * (a new image, deactivated, deleted, taken out of the collection) leaves an
 * unpublished image's address on a public page or a 404 on a card.
 */
export function collectionCover(
  collection: { coverDrawingId: string | null },
  shownDrawings: readonly { id: string; imageUrl: string | null }[],
): string | null {
  const chosen = shownDrawings.find((drawing) => drawing.id === collection.coverDrawingId);
  return chosen?.imageUrl ?? shownDrawings.find((drawing) => drawing.imageUrl)?.imageUrl ?? null;
}
