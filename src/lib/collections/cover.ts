/**
 * The picture a collection shows (its card on /colecoes, its page's
 * `og:image`): the cover the administrator chose while it is the image of
 * one of the collection's drawings still shown, else the first shown
 * drawing's image. Judged on every render from the drawings as they are
 * then, so no way a drawing changes (deactivated, deleted, a new image,
 * taken out of the collection) leaves an unpublished image's address on a
 * public page or a 404 on a card.
 */
export function collectionCover(
  collection: { imageUrl: string | null },
  shownDrawings: readonly { imageUrl: string | null }[],
): string | null {
  const chosen = collection.imageUrl;
  if (chosen && shownDrawings.some((drawing) => drawing.imageUrl === chosen)) return chosen;
  return shownDrawings.find((drawing) => drawing.imageUrl)?.imageUrl ?? null;
}
