import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type Colour,
  type Command,
  canRedo,
  canUndo,
  type History,
  hasColour,
  perform,
  redo,
  type StrokeCommand,
  undo,
} from "#src/browser/colouring/document.ts";
import { latestWriter } from "#src/browser/colouring/latest-writer.ts";
import { colourName, withRecent } from "#src/browser/colouring/palette.ts";
import { type ColouringTool, readPreferences, writePreferences } from "#src/browser/colouring/preferences.ts";
import { ColourRaster, type Rect, WHITE } from "#src/browser/colouring/raster.ts";
import { saveColouring } from "#src/browser/colouring/saved-colourings.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { composeColouring, downloadPdf, downloadPng, printColouring, thumbnailOf } from "./export.ts";
import { TOOL_NAMES, Tools, TopBar } from "./Toolbar.tsx";
import { useBoardGestures } from "./useBoardGestures.ts";
import { clampView, FIT, transformOf, type View, ZOOM_STEP, zoomAt } from "./view.ts";

/**
 * The colouring screen proper ('Pintar online', issue 25): the colour layer
 * (a canvas at the region map's size) under the line art (the drawing's
 * image, multiplied), with undo and redo, zoom and pan, autosave, print and
 * downloads. Its pointer rules are useBoardGestures.ts's, its controls
 * Toolbar.tsx's; the board holds the state and paints.
 */
type Tool = ColouringTool;
type Props = {
  sheet: ColouringSheet;
  map: StoredRegionMap;
  lineArt: HTMLImageElement;
  initial: History;
  /** The saved colouring's thumbnail, kept until a change makes a new one. */
  initialThumbnail?: Blob | null;
};

/** Quiet time after a change before the thumbnail is made again. */
const THUMBNAIL_DELAY_MS = 700;

export default function ColouringBoard({ sheet, map, lineArt, initial, initialThumbnail = null }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const raster = useRef<ColourRaster | null>(null);
  const image = useRef<ImageData | null>(null);
  const [history, setHistory] = useState<History>(initial);
  const historyRef = useRef(history);
  historyRef.current = history;
  // The child's last choices, from this browser (the island renders in the browser only: client:load after a static shell).
  const [preferences] = useState(() => readPreferences(storageOrNull()));
  const [tool, setTool] = useState<Tool>(preferences.tool);
  const [colour, setColour] = useState<Colour>(preferences.colour);
  const [recent, setRecent] = useState<Colour[]>(preferences.recent);
  const [brushSize, setBrushSize] = useState<number>(preferences.brushSize);
  const [insideLines, setInsideLines] = useState(preferences.insideLines);
  useEffect(() => {
    writePreferences(storageOrNull(), { tool, colour, recent, brushSize, insideLines });
  }, [tool, colour, recent, brushSize, insideLines]);
  const [view, setView] = useState<View>(FIT);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [size, setSize] = useState({ width: 0, height: 0 });
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const [announcement, setAnnouncement] = useState("");

  const paint = useCallback((rect: Rect | null) => {
    const context = canvasRef.current?.getContext("2d");
    if (!rect || !context || !image.current) return;
    context.putImageData(image.current, 0, 0, rect.x, rect.y, rect.width, rect.height);
  }, []);

  // The raster and its first picture: the saved colouring replayed.
  useLayoutEffect(() => {
    const layer = new ColourRaster(map);
    raster.current = layer;
    image.current = new ImageData(layer.rgba, layer.width, layer.height);
    paint(layer.replay(historyRef.current.done));
  }, [map, paint]);

  // The stage fits the space it is given, in the drawing's proportions: measured before the first paint, so
  // the stage never shows at another size first (a layout shift), then again whenever that space changes.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fitStage = () => {
      const scale = Math.min(box.clientWidth / map.width, box.clientHeight / map.height);
      const fitted = { width: Math.floor(map.width * scale), height: Math.floor(map.height * scale) };
      setSize(fitted);
      setView((current) => clampView(current, fitted));
    };
    fitStage();
    const observer = new ResizeObserver(fitStage);
    observer.observe(box);
    return () => observer.disconnect();
  }, [map]);

  // Autosave: every change, written as it happens (a tap then leaving the page must be kept), one write at a time.
  const saver = useRef(latestWriter(saveColouring, (error) => console.error("Não foi possível salvar a pintura.", error)));

  // The lists' thumbnail of the colouring ('Continuar pintando', 'Minhas pinturas'): remade a moment after the
  // last change (not on every tap: it draws the full line art), and saved with the record.
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
      history: historyRef.current,
      updatedAt: Date.now(),
    });
  }, [sheet]);
  const refreshThumbnail = useCallback(async () => {
    if (thumbnailTimer.current !== null) clearTimeout(thumbnailTimer.current);
    thumbnailTimer.current = null;
    if (!canvasRef.current) return;
    try {
      thumbnail.current = await thumbnailOf(canvasRef.current, lineArt);
      save();
    } catch (error) {
      console.error("Não foi possível fazer a miniatura da pintura.", error);
    }
  }, [lineArt, save]);
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

  const commit = useCallback(
    (next: History, redraw: "replay" | Rect | null) => {
      setHistory(next);
      historyRef.current = next;
      save();
      if (redraw === "replay") paint(raster.current?.replay(next.done) ?? null);
      else paint(redraw);
      if (thumbnailTimer.current !== null) clearTimeout(thumbnailTimer.current);
      thumbnailTimer.current = setTimeout(() => void refreshThumbnail(), THUMBNAIL_DELAY_MS);
    },
    [paint, save, refreshThumbnail],
  );

  const doUndo = useCallback(() => {
    if (canUndo(historyRef.current)) commit(undo(historyRef.current), "replay");
  }, [commit]);
  const doRedo = useCallback(() => {
    const current = historyRef.current;
    if (!canRedo(current) || !raster.current) return;
    const next = redo(current);
    commit(next, raster.current.apply(next.done[next.done.length - 1] as Command));
  }, [commit]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), as everywhere else.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) doUndo();
      else if ((key === "z" && event.shiftKey) || key === "y") doRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [doUndo, doRedo]);

  // The wheel zooms around the cursor; a listener of its own, because React's is passive and cannot stop the page scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      setView((current) =>
        zoomAt(current, current.scale * factor, event.clientX - rect.left, event.clientY - rect.top, sizeRef.current),
      );
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, []);

  const mapPoint = (clientX: number, clientY: number) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: -1, y: -1 };
    return { x: ((clientX - rect.left) / rect.width) * map.width, y: ((clientY - rect.top) / rect.height) * map.height };
  };

  const paintColour = tool === "eraser" ? WHITE : colour;
  const rememberColour = (used: Colour) => {
    if (used !== WHITE) setRecent((list) => withRecent(list, used));
  };

  const gestures = useBoardGestures({
    tool,
    toMap: mapPoint,
    view: () => viewRef.current,
    stageSize: () => sizeRef.current,
    setView,
    fill(clientX, clientY) {
      const layer = raster.current;
      if (!layer) return;
      const point = mapPoint(clientX, clientY);
      const region = layer.regionAt(point.x, point.y);
      if (region === 0) return;
      commit(perform(historyRef.current, { kind: "fill", region, colour: paintColour }), layer.fill(region, paintColour));
      rememberColour(paintColour);
    },
    startStroke(point) {
      const layer = raster.current;
      if (!layer) return null;
      const stroke: StrokeCommand = {
        kind: "stroke",
        colour: paintColour,
        size: Math.max(1, Math.round(brushSize)),
        region: insideLines ? layer.regionAt(point.x, point.y) : 0,
        points: [Math.round(point.x), Math.round(point.y)],
      };
      paint(layer.stroke(stroke));
      return stroke;
    },
    extendStroke(stroke) {
      paint(raster.current?.stroke(stroke, stroke.points.length / 2 - 1) ?? null);
    },
    finishStroke(stroke) {
      commit(perform(historyRef.current, stroke), null);
      rememberColour(stroke.colour);
    },
    cancelStroke() {
      // The stroke goes: the page is drawn again from the commands, which never held it.
      paint(raster.current?.replay(historyRef.current.done) ?? null);
    },
  });

  const zoomBy = (factor: number) =>
    setView((current) =>
      zoomAt(current, current.scale * factor, sizeRef.current.width / 2, sizeRef.current.height / 2, sizeRef.current),
    );

  const chooseColour = (chosen: Colour) => {
    setColour(chosen);
    if (tool === "eraser") setTool("fill");
    setAnnouncement(`Cor selecionada: ${colourName(chosen)}`);
  };
  const chooseTool = (chosen: Tool) => {
    setTool(chosen);
    setAnnouncement(`Ferramenta: ${TOOL_NAMES[chosen]}`);
  };
  const clearAll = () => {
    if (!hasColour(historyRef.current) || !raster.current) return;
    if (!window.confirm("Apagar toda a pintura? Você ainda pode desfazer.")) return;
    commit(perform(historyRef.current, { kind: "clear" }), raster.current.clear());
  };
  const picture = () => {
    if (!canvasRef.current) throw new Error("no canvas");
    return composeColouring(canvasRef.current, lineArt);
  };

  return (
    // The focused colouring mode (issue 34): the board fills the screen, the site's header folded away (Colouring.tsx).
    // Portrait (a phone, a tablet upright): a bar on top, the drawing, then the tools and every colour, wrapped in rows
    // rather than scrolled sideways. Landscape (a phone turned, a tablet, a laptop): the drawing on the left, the bar,
    // tools and colours in a column on the right. The stage takes what is left, so the whole drawing is always in view.
    <div
      className="grid h-full grid-rows-[auto_minmax(0,1fr)_auto] landscape:grid-cols-[minmax(0,1fr)_minmax(18rem,28rem)] landscape:grid-rows-[auto_minmax(0,1fr)]"
      data-colouring-board
    >
      <TopBar
        sheet={sheet}
        onPrint={() => void printColouring(sheet, picture)}
        onPng={() => void downloadPng(sheet, picture)}
        onPdf={() => void downloadPdf(sheet, picture)}
      />

      <div className="min-h-0 min-w-0 p-2 landscape:col-start-1 landscape:row-span-2 landscape:row-start-1 landscape:p-3">
        {/* The space the stage may take: measured without the padding around it. */}
        <div ref={boxRef} className="h-full w-full">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drawing surface takes taps and strokes; every action also has a button */}
          <div
            ref={viewportRef}
            className="relative mx-auto touch-none select-none overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
            style={{ width: size.width, height: size.height, cursor: tool === "fill" ? "pointer" : "crosshair" }}
            data-testid="colouring-viewport"
            onPointerDown={gestures.onPointerDown}
            onPointerMove={gestures.onPointerMove}
            onPointerUp={gestures.onPointerEnd}
            onPointerCancel={gestures.onPointerEnd}
            onContextMenu={(event) => event.preventDefault()}
          >
            <div className="absolute inset-0 origin-top-left" style={{ transform: transformOf(view) }}>
              <canvas
                ref={canvasRef}
                width={map.width}
                height={map.height}
                className="absolute inset-0 h-full w-full"
                role="img"
                aria-label={`Área de pintura: ${sheet.title}`}
                aria-describedby="colouring-help"
                data-testid="colouring-canvas"
              />
              <img
                src={lineArt.src}
                crossOrigin="anonymous"
                alt=""
                draggable={false}
                className="pointer-events-none absolute inset-0 h-full w-full mix-blend-multiply"
              />
            </div>
          </div>
        </div>
      </div>

      <Tools
        tool={tool}
        onTool={chooseTool}
        colour={colour}
        recent={recent}
        onColour={chooseColour}
        brushSize={brushSize}
        onBrushSize={setBrushSize}
        insideLines={insideLines}
        onInsideLines={setInsideLines}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        hasColour={hasColour(history)}
        onUndo={doUndo}
        onRedo={doRedo}
        onClear={clearAll}
        zoomed={view.scale > 1}
        onZoomIn={() => zoomBy(ZOOM_STEP)}
        onZoomOut={() => zoomBy(1 / ZOOM_STEP)}
        onFit={() => setView(FIT)}
      />
      <p className="sr-only" aria-live="polite" data-testid="colouring-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** This browser's localStorage, or null where reading it throws (storage off). */
function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
