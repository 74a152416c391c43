import { colouringPath } from "#src/lib/urls.ts";
import type { SavedColouring } from "./saved-colourings.ts";

/**
 * The card of a colouring in progress, as 'Continuar pintando' (home page)
 * and 'Minhas pinturas' show it: the child's colouring as a thumbnail (the
 * blank line art for records saved before thumbnails existed), the title,
 * and a link back to its colouring screen. Plain DOM, so the pages that list
 * them ship no React. A thumbnail that is not an image Blob is not shown.
 */
const CARD =
  "group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm hover:border-brand-500 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The address of the picture a card shows: an object URL of the thumbnail, else the drawing's card image. */
function pictureOf(record: Pick<SavedColouring, "thumbnail" | "cardUrl">): string | null {
  const { thumbnail } = record;
  if (thumbnail instanceof Blob && thumbnail.type.startsWith("image/") && thumbnail.size > 0)
    return URL.createObjectURL(thumbnail);
  return record.cardUrl;
}

export function colouringCard(record: SavedColouring, extra?: (item: HTMLLIElement) => void): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "flex flex-col gap-2";
  const link = document.createElement("a");
  link.href = colouringPath(record.id);
  link.className = CARD;
  const picture = pictureOf(record);
  if (picture) {
    const box = document.createElement("div");
    box.className = "aspect-[707/1000] bg-white p-2";
    const image = document.createElement("img");
    image.src = picture;
    image.alt = "";
    image.width = 480;
    image.height = 679;
    image.loading = "lazy";
    image.className = "h-full w-full object-contain";
    image.dataset.colouringThumbnail = picture.startsWith("blob:") ? "colouring" : "line-art";
    box.append(image);
    link.append(box);
  }
  const text = document.createElement("div");
  text.className = "flex flex-1 flex-col gap-1 border-t border-gray-100 p-3";
  const title = document.createElement("h3");
  title.className = "font-bold leading-snug text-ink group-hover:text-brand-700";
  title.textContent = record.title;
  const hint = document.createElement("p");
  hint.className = "text-sm font-semibold text-brand-700";
  hint.textContent = "Continuar de onde parou";
  text.append(title, hint);
  link.append(text);
  item.append(link);
  extra?.(item);
  return item;
}
