import { type Dispatch, type RefObject, type SetStateAction, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { clampView, FIT, type View, ZOOM_STEP, zoomAt } from "./view.ts";

type Size = { width: number; height: number };

/**
 * The stage of the colouring board: it fits the space `box` gives, in the
 * drawing's proportions, measured before the first paint (so it never shows
 * at another size first, a layout shift) and again whenever that space
 * changes; the wheel over `viewport` zooms around the cursor, with a
 * listener of its own, because React's is passive and cannot stop the page
 * scrolling.
 */
export function useStage({
  map,
  box,
  viewport,
}: {
  map: Pick<StoredRegionMap, "width" | "height">;
  box: RefObject<HTMLDivElement | null>;
  viewport: RefObject<HTMLDivElement | null>;
}): {
  view: View;
  setView: Dispatch<SetStateAction<View>>;
  viewRef: RefObject<View>;
  size: Size;
  sizeRef: RefObject<Size>;
  /** Zooms by `factor` around the stage's centre (the zoom buttons). */
  zoomBy: (factor: number) => void;
} {
  const [view, setView] = useState<View>(FIT);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const sizeRef = useRef(size);
  sizeRef.current = size;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fitStage = () => {
      const scale = Math.min(element.clientWidth / map.width, element.clientHeight / map.height);
      const fitted = { width: Math.floor(map.width * scale), height: Math.floor(map.height * scale) };
      setSize(fitted);
      setView((current) => clampView(current, fitted));
    };
    fitStage();
    const observer = new ResizeObserver(fitStage);
    observer.observe(element);
    return () => observer.disconnect();
  }, [map, box]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      setView((current) =>
        zoomAt(current, current.scale * factor, event.clientX - rect.left, event.clientY - rect.top, sizeRef.current),
      );
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [viewport]);

  const zoomBy = (factor: number) =>
    setView((current) =>
      zoomAt(current, current.scale * factor, sizeRef.current.width / 2, sizeRef.current.height / 2, sizeRef.current),
    );
  return { view, setView, viewRef, size, sizeRef, zoomBy };
}

/** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), as everywhere else. */
export function useUndoShortcuts(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);
}
