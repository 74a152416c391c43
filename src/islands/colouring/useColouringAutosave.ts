import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { History } from "#src/browser/colouring/document.ts";
import { latestWriter } from "#src/browser/colouring/latest-writer.ts";
import { saveColouring } from "#src/browser/colouring/saved-colourings.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { thumbnailOf } from "./export.ts";

/** Quiet time after a change before the thumbnail is made again. */
const THUMBNAIL_DELAY_MS = 700;

/**
 * Autosave of a colouring: `changed()` writes the history as it is now (a
 * tap then leaving the page must be kept), one write at a time, and makes
 * the lists' thumbnail ('Continuar pintando', 'Minhas pinturas') a moment
 * after the last change (not on every tap: it draws the full line art), or
 * at once when the page or the tab is left.
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
  const thumbnailTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
    if (thumbnailTimer.current !== null) clearTimeout(thumbnailTimer.current);
    thumbnailTimer.current = null;
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
      if (document.visibilityState === "hidden" && thumbnailTimer.current !== null) void refreshThumbnail();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      if (thumbnailTimer.current !== null) clearTimeout(thumbnailTimer.current);
    };
  }, [refreshThumbnail]);
  const changed = useCallback(() => {
    save();
    if (thumbnailTimer.current !== null) clearTimeout(thumbnailTimer.current);
    thumbnailTimer.current = setTimeout(() => void refreshThumbnail(), THUMBNAIL_DELAY_MS);
  }, [save, refreshThumbnail]);
  return { changed };
}
