import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type Colour,
  type Command,
  canRedo,
  canUndo,
  type History,
  hasColour,
  MAX_STROKE_POINTS,
  perform,
  redo,
  type StrokeCommand,
  undo,
} from "#src/lib/colouring/document.ts";
import { latestWriter } from "#src/lib/colouring/latest-writer.ts";
import { colourName, withRecent } from "#src/lib/colouring/palette.ts";
import { ColourRaster, type Rect, WHITE } from "#src/lib/colouring/raster.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { saveColouring } from "#src/lib/colouring/saved-colourings.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import Icon from "../Icon.tsx";
import { composeColouring, downloadPdf, downloadPng, printColouring } from "./export.ts";
import Palette from "./Palette.tsx";
import { clampView, FIT, panBy, transformOf, type View, ZOOM_STEP, zoomAt } from "./view.ts";

/**
 * The colouring screen proper ('Pintar online', issue 25): the colour layer
 * (a canvas at the region map's size) under the line art (the drawing's
 * image, multiplied), tools, palette, undo and redo, zoom and pan, autosave,
 * print and downloads.
 *
 * Pointer rules, the ones colouring apps settled on:
 * - one finger (or the mouse) fills on tap, or paints with the brush; with the
 *   fill tool, a drag pans instead;
 * - a second finger turns the gesture into a pinch (zoom and pan) and takes
 *   back the stroke the first finger had begun: no stray mark, ever;
 * - after a pinch, nothing paints until every finger is lifted.
 */
type Tool = "fill" | "brush" | "eraser";
type Props = { sheet: ColouringSheet; map: StoredRegionMap; lineArt: HTMLImageElement; initial: History };

const BRUSH_SIZES = [
  { name: "Fino", size: 6 },
  { name: "Médio", size: 14 },
  { name: "Grosso", size: 30 },
] as const;
/** Movement (CSS px) under which a press still counts as a tap. */
const TAP_SLOP = 10;
const TOOL_NAMES: Record<Tool, string> = { fill: "Balde de tinta", brush: "Pincel", eraser: "Borracha" };

const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const TOOL_BUTTON = `inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border px-2.5 text-sm font-bold ${FOCUS} disabled:opacity-40`;
const toolClass = (active: boolean) =>
  `${TOOL_BUTTON} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-700"}`;

type Gesture =
  | { mode: "idle" }
  | { mode: "tap"; id: number; x: number; y: number; view: View }
  | { mode: "pan"; id: number; x: number; y: number; view: View }
  | { mode: "paint"; id: number; stroke: StrokeCommand }
  | { mode: "pinch"; distance: number; cx: number; cy: number; view: View }
  | { mode: "ignore" };

export default function ColouringBoard({ sheet, map, lineArt, initial }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const raster = useRef<ColourRaster | null>(null);
  const image = useRef<ImageData | null>(null);
  const [history, setHistory] = useState<History>(initial);
  const historyRef = useRef(history);
  historyRef.current = history;
  const [tool, setTool] = useState<Tool>("fill");
  const [colour, setColour] = useState<Colour>(0xe53935);
  const [recent, setRecent] = useState<Colour[]>([]);
  const [brushSize, setBrushSize] = useState<number>(BRUSH_SIZES[1].size);
  const [insideLines, setInsideLines] = useState(true);
  const [view, setView] = useState<View>(FIT);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [size, setSize] = useState({ width: 0, height: 0 });
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const [announcement, setAnnouncement] = useState("");
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>({ mode: "idle" });

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

  const commit = useCallback(
    (next: History, redraw: "replay" | Rect | null) => {
      setHistory(next);
      historyRef.current = next;
      const { id, title, href, cardUrl } = sheet;
      saver.current.write({ id, title, href, cardUrl, history: next, updatedAt: Date.now() });
      if (redraw === "replay") paint(raster.current?.replay(next.done) ?? null);
      else paint(redraw);
    },
    [paint, sheet],
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

  const fillAt = (clientX: number, clientY: number) => {
    const layer = raster.current;
    if (!layer) return;
    const point = mapPoint(clientX, clientY);
    const region = layer.regionAt(point.x, point.y);
    if (region === 0) return;
    commit(perform(historyRef.current, { kind: "fill", region, colour: paintColour }), layer.fill(region, paintColour));
    rememberColour(paintColour);
  };

  const cancelStroke = () => {
    // The first finger's stroke goes: the page is drawn again from the commands, which never held it.
    paint(raster.current?.replay(historyRef.current.done) ?? null);
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      if (gesture.current.mode === "paint") cancelStroke();
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const rect = event.currentTarget.getBoundingClientRect();
      gesture.current = {
        mode: "pinch",
        distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        cx: (a.x + b.x) / 2 - rect.left,
        cy: (a.y + b.y) / 2 - rect.top,
        view: viewRef.current,
      };
      return;
    }
    if (pointers.current.size > 2 || gesture.current.mode !== "idle") return;
    if (tool === "fill") {
      gesture.current = { mode: "tap", id: event.pointerId, x: event.clientX, y: event.clientY, view: viewRef.current };
      return;
    }
    const layer = raster.current;
    if (!layer) return;
    const point = mapPoint(event.clientX, event.clientY);
    const stroke: StrokeCommand = {
      kind: "stroke",
      colour: paintColour,
      size: Math.max(1, Math.round(brushSize)),
      region: insideLines ? layer.regionAt(point.x, point.y) : 0,
      points: [Math.round(point.x), Math.round(point.y)],
    };
    gesture.current = { mode: "paint", id: event.pointerId, stroke };
    paint(layer.stroke(stroke));
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current.mode === "pinch" && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const rect = event.currentTarget.getBoundingClientRect();
      const cx = (a.x + b.x) / 2 - rect.left;
      const cy = (a.y + b.y) / 2 - rect.top;
      const zoomed = zoomAt(
        current.view,
        current.view.scale * (Math.hypot(a.x - b.x, a.y - b.y) / current.distance),
        current.cx,
        current.cy,
        sizeRef.current,
      );
      setView(panBy(zoomed, cx - current.cx, cy - current.cy, sizeRef.current));
    } else if ((current.mode === "tap" || current.mode === "pan") && current.id === event.pointerId) {
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (current.mode === "tap" && Math.hypot(dx, dy) < TAP_SLOP) return;
      gesture.current = { ...current, mode: "pan" };
      setView(panBy(current.view, dx, dy, sizeRef.current));
    } else if (current.mode === "paint" && current.id === event.pointerId) {
      const { points } = current.stroke;
      const point = mapPoint(event.clientX, event.clientY);
      const x = Math.round(point.x);
      const y = Math.round(point.y);
      if (points.length >= 2 * MAX_STROKE_POINTS || (x === points[points.length - 2] && y === points[points.length - 1])) return;
      points.push(x, y);
      paint(raster.current?.stroke(current.stroke, points.length / 2 - 1) ?? null);
    }
  };

  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current.mode === "tap" && current.id === event.pointerId && event.type === "pointerup") {
      fillAt(current.x, current.y);
    } else if (current.mode === "paint" && current.id === event.pointerId) {
      if (event.type === "pointerup") {
        commit(perform(historyRef.current, { ...current.stroke, points: [...current.stroke.points] }), null);
        rememberColour(current.stroke.colour);
      } else cancelStroke();
    }
    gesture.current =
      pointers.current.size === 0
        ? { mode: "idle" }
        : current.mode === "pinch" || current.mode === "ignore"
          ? { mode: "ignore" }
          : current;
  };

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
    // A phone: the drawing, then the tools and colours in a bar held at the bottom of the screen (each a row that
    // scrolls sideways), so colours are a thumb away while the drawing is in view. A desktop: the tools beside it.
    <div
      className="flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-6"
      data-colouring-board
    >
      <div ref={boxRef} className="h-[52svh] min-h-72 w-full sm:h-[70svh] lg:row-span-2 lg:h-[78svh]">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drawing surface takes taps and strokes; every action also has a button */}
        <div
          ref={viewportRef}
          className="relative mx-auto touch-none select-none overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
          style={{ width: size.width, height: size.height, cursor: tool === "fill" ? "pointer" : "crosshair" }}
          data-testid="colouring-viewport"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
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

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 lg:col-start-2 lg:row-start-1 border-t border-gray-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:mx-0 lg:gap-3 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
        <div
          className="-mx-1 -my-2 flex items-center gap-2 overflow-x-auto px-1 py-2 lg:flex-wrap lg:overflow-visible"
          role="toolbar"
          aria-label="Ferramentas"
        >
          {(["fill", "brush", "eraser"] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={toolClass(tool === name)}
              aria-pressed={tool === name}
              onClick={() => chooseTool(name)}
            >
              <Icon name={name === "fill" ? "bucket" : name} />
              <span>{TOOL_NAMES[name]}</span>
            </button>
          ))}
          <button
            type="button"
            className={toolClass(false)}
            onClick={doUndo}
            disabled={!canUndo(history)}
            aria-label="Desfazer"
            title="Desfazer (Ctrl+Z)"
          >
            <Icon name="undo" />
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={doRedo}
            disabled={!canRedo(history)}
            aria-label="Refazer"
            title="Refazer (Ctrl+Shift+Z)"
          >
            <Icon name="redo" />
          </button>
          <button type="button" className={toolClass(false)} onClick={() => zoomBy(ZOOM_STEP)} aria-label="Aproximar">
            <Icon name="zoom-in" />
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label="Afastar"
            disabled={view.scale <= 1}
          >
            <Icon name="zoom-out" />
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={() => setView(FIT)}
            aria-label="Ver o desenho inteiro"
            disabled={view.scale <= 1}
          >
            <Icon name="expand" />
          </button>
          <button type="button" className={toolClass(false)} onClick={clearAll} disabled={!hasColour(history)}>
            <Icon name="trash" />
            <span>Limpar tudo</span>
          </button>
        </div>

        {tool !== "fill" && (
          <fieldset className="-mx-1 -my-2 flex min-w-0 items-center gap-2 overflow-x-auto px-1 py-2 lg:flex-wrap lg:overflow-visible">
            <legend className="sr-only">Espessura do pincel</legend>
            {BRUSH_SIZES.map((option) => (
              <button
                key={option.size}
                type="button"
                className={toolClass(brushSize === option.size)}
                aria-pressed={brushSize === option.size}
                onClick={() => setBrushSize(option.size)}
              >
                {option.name}
              </button>
            ))}
            <label className="ml-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={insideLines}
                onChange={(event) => setInsideLines(event.target.checked)}
              />
              Pintar dentro das linhas
            </label>
          </fieldset>
        )}

        <Palette colour={tool === "eraser" ? null : colour} recent={recent} onChoose={chooseColour} />
      </div>

      <div className="flex flex-wrap gap-2 lg:col-start-2 lg:row-start-2">
        <button type="button" className={toolClass(false)} onClick={() => void printColouring(sheet, picture)}>
          <Icon name="printer" />
          <span>Imprimir pintura</span>
        </button>
        <button type="button" className={toolClass(false)} onClick={() => void downloadPng(sheet, picture)}>
          <Icon name="download" />
          <span>Baixar PNG</span>
        </button>
        <button type="button" className={toolClass(false)} onClick={() => void downloadPdf(sheet, picture)}>
          <Icon name="file" />
          <span>Baixar PDF</span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="colouring-announcement">
        {announcement}
      </p>
    </div>
  );
}
