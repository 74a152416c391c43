import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { History } from "#src/browser/colouring/document.ts";
import { latestWriter } from "#src/browser/colouring/latest-writer.ts";
import { saveColouring } from "#src/browser/colouring/saved-colourings.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { thumbnailOf } from "./export.ts";

/**
 * Autosave of a colouring: `changed()` writes the history as it is now (a
 * tap then leaving the page must be kept), one write at a time, and the
 * lists' thumbnail ('Continuar pintando', 'Minhas pinturas') with it: made
 * right after the frame that shows the change (never before it, so a tap
 * paints first), and written over the history's write. A burst of changes
 * makes one thumbnail; leaving the page (or the tab) makes a pending one at
 * once (issue 47: a tab closed 0.3 s after the last tap kept a blank one).
 */
export function useColouringAutosave({
  sheet,
  lineArt,
  canvas,
  history,
  initialThumbnail,
}: {
  sheet: ColouringSheet;
  lineArt: HTMLImageElement;
  canvas: RefObject<HTMLCanvasElement | null>;
  /** The history as it is now (a ref: read at each write). */
  history: RefObject<History>;
  initialThumbnail: Blob | null;
}): { changed: () => void } {
  const saver = useRef(latestWriter(saveColouring, (error) => console.error("Não foi possível salvar a pintura.", error)));
  const thumbnail = useRef<Blob | null>(initialThumbnail);
  const thumbnailPending = useRef<number | null>(null);
  const save = useCallback(() => {
    const { id, title, href, cardUrl } = sheet;
    saver.current.write({
      id,
      title,
      href,
      cardUrl,
      thumbnail: thumbnail.current,
      history: history.current,
      updatedAt: Date.now(),
    });
  }, [sheet, history]);
  const refreshThumbnail = useCallback(async () => {
    if (thumbnailPending.current !== null) cancelAnimationFrame(thumbnailPending.current);
    thumbnailPending.current = null;
    if (!canvas.current) return;
    try {
      thumbnail.current = await thumbnailOf(canvas.current, lineArt);
      save();
    } catch (error) {
      console.error("Não foi possível fazer a miniatura da pintura.", error);
    }
  }, [canvas, lineArt, save]);
  // Leaving the page (or the tab) makes the pending thumbnail at once.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden" && thumbnailPending.current !== null) void refreshThumbnail();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      if (thumbnailPending.current !== null) cancelAnimationFrame(thumbnailPending.current);
    };
  }, [refreshThumbnail]);
  const changed = useCallback(() => {
    save();
    // The frame painting the change comes first; the thumbnail is drawn in the one after it.
    thumbnailPending.current ??= requestAnimationFrame(() => {
      thumbnailPending.current = requestAnimationFrame(() => void refreshThumbnail());
    });
  }, [save, refreshThumbnail]);
  return { changed };
}
