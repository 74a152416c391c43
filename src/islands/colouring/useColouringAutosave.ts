import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { History } from "#src/browser/colouring/document.ts";
import { latestWriter } from "#src/browser/colouring/latest-writer.ts";
import { saveColouring } from "#src/browser/colouring/saved-colourings.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { thumbnailOf } from "./export.ts";

/**
 * Autosave of a colouring: after each change, the history as it is now (a
 * tap then leaving the page must be kept), one write at a time, then the
 * lists' thumbnail ('Continuar pintando', 'Minhas pinturas') written with
 * it. Both wait for the frame that shows the change (a tap paints first,
 * issue 47), and a burst of changes saves once; leaving the page (or the
 * tab) saves at once what is pending (issue 47: a tab closed 0.3 s after
 * the last tap kept a blank thumbnail).
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
  const pending = useRef(false);
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
    if (!canvas.current) return;
    try {
      thumbnail.current = await thumbnailOf(canvas.current, lineArt);
      save();
    } catch (error) {
      console.error("Não foi possível fazer a miniatura da pintura.", error);
    }
  }, [canvas, lineArt, save]);
  /** What a change left to do, done now: the history, then the thumbnail. */
  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    save();
    void refreshThumbnail();
  }, [save, refreshThumbnail]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);
  const changed = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    // After the frame that shows the change: a task queued from its animation frame runs once it is painted.
    requestAnimationFrame(() => setTimeout(flush, 0));
  }, [flush]);
  return { changed };
}
