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
import { BRUSH_SIZES, type ColouringTool, readPreferences, writePreferences } from "#src/lib/colouring/preferences.ts";
import { ColourRaster, type Rect, WHITE } from "#src/lib/colouring/raster.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { saveColouring } from "#src/lib/colouring/saved-colourings.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import Icon from "../Icon.tsx";
import { composeColouring, downloadPdf, downloadPng, printColouring, thumbnailOf } from "./export.ts";
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
/** Movement (CSS px) under which a press still counts as a tap. */
const TAP_SLOP = 10;
const TOOL_NAMES: Record<Tool, string> = { fill: "Balde de tinta", brush: "Pincel", eraser: "Borracha" };

const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const TOOL_BUTTON = `inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border px-2.5 text-sm font-bold ${FOCUS} disabled:opacity-40`;
/** A label shown beside its icon where there is room (a tablet, a laptop), read by screen readers everywhere. */
const ROOMY_LABEL = "sr-only md:not-sr-only";
const toolClass = (active: boolean) =>
  `${TOOL_BUTTON} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-700"}`;

type Gesture =
  | { mode: "idle" }
  | { mode: "tap"; id: number; x: number; y: number; view: View }
  | { mode: "pan"; id: number; x: number; y: number; view: View }
  | { mode: "paint"; id: number; stroke: StrokeCommand }
  | { mode: "pinch"; distance: number; cx: number; cy: number; view: View }
  | { mode: "ignore" };

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

  const toolButtons = (["fill", "brush", "eraser"] as const).map((name) => (
    <button
      key={name}
      type="button"
      className={toolClass(tool === name)}
      aria-pressed={tool === name}
      onClick={() => chooseTool(name)}
      title={TOOL_NAMES[name]}
    >
      <Icon name={name === "fill" ? "bucket" : name} />
      <span className={ROOMY_LABEL}>{TOOL_NAMES[name]}</span>
    </button>
  ));

  return (
    // The focused colouring mode (issue 34): the board fills the screen, the site's header folded away (Colouring.tsx).
    // Portrait (a phone, a tablet upright): a bar on top, the drawing, then the tools and every colour, wrapped in rows
    // rather than scrolled sideways. Landscape (a phone turned, a tablet, a laptop): the drawing on the left, the bar,
    // tools and colours in a column on the right. The stage takes what is left, so the whole drawing is always in view.
    <div
      className="grid h-full grid-rows-[auto_minmax(0,1fr)_auto] landscape:grid-cols-[minmax(0,1fr)_minmax(18rem,28rem)] landscape:grid-rows-[auto_minmax(0,1fr)]"
      data-colouring-board
    >
      <header className="flex min-w-0 items-center gap-2 border-b border-gray-200 px-2 py-1.5 landscape:col-start-2 landscape:row-start-1 landscape:border-b-0 landscape:px-3 landscape:pt-3">
        <a
          href={sheet.href}
          className={`${toolClass(false)} border-transparent`}
          aria-label="Voltar ao desenho"
          title="Voltar ao desenho"
        >
          <Icon name="arrow-left" />
        </a>
        <h2 className="min-w-0 flex-1 truncate text-base font-extrabold sm:text-lg">{sheet.title}</h2>
        <button
          type="button"
          className={toolClass(false)}
          onClick={() => void printColouring(sheet, picture)}
          title="Imprimir pintura"
        >
          <Icon name="printer" />
          <span className="sr-only">Imprimir pintura</span>
        </button>
        <button type="button" className={toolClass(false)} onClick={() => void downloadPng(sheet, picture)} title="Baixar PNG">
          <Icon name="download" />
          <span className="sr-only">Baixar PNG</span>
        </button>
        <button type="button" className={toolClass(false)} onClick={() => void downloadPdf(sheet, picture)} title="Baixar PDF">
          <Icon name="file" />
          <span className="sr-only">Baixar PDF</span>
        </button>
      </header>

      <div className="min-h-0 min-w-0 p-2 landscape:col-start-1 landscape:row-span-2 landscape:row-start-1 landscape:p-3">
        {/* The space the stage may take: measured without the padding around it. */}
        <div ref={boxRef} className="h-full w-full">
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

      <div
        className="flex min-h-0 flex-col gap-2 border-t border-gray-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] landscape:col-start-2 landscape:row-start-2 landscape:overflow-y-auto landscape:border-t-0 landscape:px-3"
        data-colouring-tools
      >
        <p id="colouring-help" className="hidden text-sm text-gray-700 lg:block">
          Toque numa parte do desenho para pintá-la. Sua pintura fica salva neste navegador.
        </p>
        <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Ferramentas">
          {toolButtons}
          <button
            type="button"
            className={toolClass(false)}
            onClick={doUndo}
            disabled={!canUndo(history)}
            aria-label="Desfazer"
            title="Desfazer (Ctrl+Z)"
            data-testid="colouring-undo"
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
          <button
            type="button"
            className={toolClass(false)}
            onClick={clearAll}
            disabled={!hasColour(history)}
            title="Limpar tudo"
          >
            <Icon name="trash" />
            <span className="sr-only">Limpar tudo</span>
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={() => zoomBy(ZOOM_STEP)}
            aria-label="Aproximar"
            title="Aproximar"
          >
            <Icon name="zoom-in" />
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label="Afastar"
            title="Afastar"
            disabled={view.scale <= 1}
          >
            <Icon name="zoom-out" />
          </button>
          <button
            type="button"
            className={toolClass(false)}
            onClick={() => setView(FIT)}
            aria-label="Ver o desenho inteiro"
            title="Ver o desenho inteiro"
            disabled={view.scale <= 1}
          >
            <Icon name="expand" />
          </button>
        </div>

        {tool !== "fill" && (
          <fieldset className="flex min-w-0 flex-wrap items-center gap-1">
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
