import { startTransition, useCallback, useLayoutEffect, useRef, useState } from "react";
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
import { colourName, withRecent } from "#src/browser/colouring/palette.ts";
import type { ColouringTool } from "#src/browser/colouring/preferences.ts";
import { ColourRaster, type Rect, WHITE } from "#src/browser/colouring/raster.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { composeColouring, downloadPdf, downloadPng, printColouring } from "./export.ts";
import { TOOL_NAMES, Tools, TopBar } from "./Toolbar.tsx";
import { useBoardGestures } from "./useBoardGestures.ts";
import { useColouringAutosave } from "./useColouringAutosave.ts";
import { useColouringPreferences } from "./useColouringPreferences.ts";
import { useStage, useUndoShortcuts } from "./useStage.ts";
import { FIT, transformOf, ZOOM_STEP } from "./view.ts";

/**
 * The colouring screen proper ('Pintar online', issue 25): the colour layer
 * (a canvas at the region map's size) under the line art (the drawing's
 * image, multiplied), with undo and redo, zoom and pan, autosave, print and
 * downloads. Its pointer rules are useBoardGestures.ts's, its controls
 * Toolbar.tsx's; the board holds the state and paints.
 */
type Props = {
  sheet: ColouringSheet;
  map: StoredRegionMap;
  lineArt: HTMLImageElement;
  initial: History;
  /** The saved colouring's thumbnail, kept until a change makes a new one. */
  initialThumbnail?: Blob | null;
  /** More in the top bar, told the history when asked (the admin's 'Salvar como referência'). */
  topBarExtra?: (history: () => History) => React.ReactNode;
};

export default function ColouringBoard({ sheet, map, lineArt, initial, initialThumbnail = null, topBarExtra }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const raster = useRef<ColourRaster | null>(null);
  const image = useRef<ImageData | null>(null);
  const [history, setHistory] = useState<History>(initial);
  const historyRef = useRef(history);
  historyRef.current = history;
  const { tool, setTool, colour, setColour, recent, setRecent, brushSize, setBrushSize, insideLines, setInsideLines } =
    useColouringPreferences();
  // The stage: its size, fitted to the space it has, and the view's zoom and pan (useStage.ts).
  const { view, setView, viewRef, size, sizeRef, zoomBy } = useStage({ map, box: boxRef, viewport: viewportRef });
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

  // Autosave: every change, written as it happens, and the lists' thumbnail a moment later (useColouringAutosave.ts).
  const autosave = useColouringAutosave({ sheet, lineArt, canvas: canvasRef, history: historyRef, initialThumbnail });

  const commit = useCallback(
    (next: History, redraw: "replay" | Rect | null) => {
      historyRef.current = next;
      // The pixels in this event; the controls that follow the history after the frame that shows them (issue 47).
      if (redraw === "replay") paint(raster.current?.replay(next.done) ?? null);
      else paint(redraw);
      startTransition(() => setHistory(next));
      autosave.changed();
    },
    [paint, autosave],
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

  useUndoShortcuts(doUndo, doRedo);

  const mapPoint = (clientX: number, clientY: number) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: -1, y: -1 };
    return { x: ((clientX - rect.left) / rect.width) * map.width, y: ((clientY - rect.top) / rect.height) * map.height };
  };

  const paintColour = tool === "eraser" ? WHITE : colour;
  const rememberColour = (used: Colour) => used !== WHITE && startTransition(() => setRecent((list) => withRecent(list, used)));

  const gestures = useBoardGestures({
    tool,
    toMap: mapPoint,
    view: () => viewRef.current,
    stageSize: () => sizeRef.current,
    setView,
    pressFill: (point) => raster.current?.prepareFill(raster.current.regionAt(point.x, point.y), paintColour),
    fill(point) {
      const layer = raster.current;
      if (!layer) return;
      const region = layer.regionAt(point.x, point.y);
      if (region === 0) return;
      commit(perform(historyRef.current, { kind: "fill", region, colour: paintColour }), layer.fill(region, paintColour));
      rememberColour(paintColour);
    },
    dropFill: () => raster.current?.dropPrepared(),
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

  const chooseColour = (chosen: Colour) => {
    setColour(chosen);
    if (tool === "eraser") setTool("fill");
    setAnnouncement(`Cor selecionada: ${colourName(chosen)}`);
  };
  const chooseTool = (chosen: ColouringTool) => {
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
        extra={topBarExtra?.(() => historyRef.current)}
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
