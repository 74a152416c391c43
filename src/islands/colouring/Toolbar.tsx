import type { Colour } from "#src/browser/colouring/document.ts";
import { BRUSH_SIZES, type ColouringTool } from "#src/browser/colouring/preferences.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import type { IconName } from "#src/lib/icons.ts";
import Icon from "../Icon.tsx";
import Palette from "./Palette.tsx";

/**
 * The colouring screen's controls around the board (ColouringBoard.tsx): the
 * top bar (back to the drawing, the title, print and downloads) and the
 * tools (fill, brush, eraser, undo and redo, clear, zoom, the brush's size
 * and the palette). They hold no state: the board says what is chosen.
 */
export const TOOL_NAMES: Record<ColouringTool, string> = { fill: "Balde de tinta", brush: "Pincel", eraser: "Borracha" };

const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const TOOL_BUTTON = `inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border px-2.5 text-sm font-bold ${FOCUS} disabled:opacity-40`;
/** A label shown beside its icon where there is room (a tablet, a laptop), read by screen readers everywhere. */
const ROOMY_LABEL = "sr-only md:not-sr-only";
const toolClass = (active: boolean) =>
  `${TOOL_BUTTON} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-700"}`;

export function TopBar({
  sheet,
  onPrint,
  onPng,
  onPdf,
  extra,
}: {
  sheet: ColouringSheet;
  onPrint(): void;
  onPng(): void;
  onPdf(): void;
  extra?: React.ReactNode;
}) {
  return (
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
      {extra}
      <button type="button" className={toolClass(false)} onClick={onPrint} title="Imprimir pintura">
        <Icon name="printer" />
        <span className="sr-only">Imprimir pintura</span>
      </button>
      <button type="button" className={toolClass(false)} onClick={onPng} title="Baixar PNG">
        <Icon name="download" />
        <span className="sr-only">Baixar PNG</span>
      </button>
      <button type="button" className={toolClass(false)} onClick={onPdf} title="Baixar PDF">
        <Icon name="file" />
        <span className="sr-only">Baixar PDF</span>
      </button>
    </header>
  );
}

export type ToolsProps = {
  tool: ColouringTool;
  onTool(tool: ColouringTool): void;
  colour: Colour;
  recent: Colour[];
  onColour(colour: Colour): void;
  brushSize: number;
  onBrushSize(size: number): void;
  insideLines: boolean;
  onInsideLines(inside: boolean): void;
  canUndo: boolean;
  canRedo: boolean;
  hasColour: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
  /** Whether the drawing is zoomed in (zooming out and 'Ver o desenho inteiro' have something to do). */
  zoomed: boolean;
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
};

export function Tools(props: ToolsProps) {
  const { tool } = props;
  return (
    <div
      className="flex min-h-0 flex-col gap-2 border-t border-gray-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] landscape:col-start-2 landscape:row-start-2 landscape:overflow-y-auto landscape:border-t-0 landscape:px-3"
      data-colouring-tools
    >
      <p id="colouring-help" className="hidden text-sm text-gray-700 lg:block">
        Toque numa parte do desenho para pintá-la. Sua pintura fica salva neste navegador.
      </p>
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Ferramentas">
        {(["fill", "brush", "eraser"] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={toolClass(tool === name)}
            aria-pressed={tool === name}
            onClick={() => props.onTool(name)}
            title={TOOL_NAMES[name]}
          >
            <Icon name={name === "fill" ? "bucket" : name} />
            <span className={ROOMY_LABEL}>{TOOL_NAMES[name]}</span>
          </button>
        ))}
        <ActionButton
          icon="undo"
          label="Desfazer"
          hint="Desfazer (Ctrl+Z)"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          testId="colouring-undo"
        />
        <ActionButton
          icon="redo"
          label="Refazer"
          hint="Refazer (Ctrl+Shift+Z)"
          onClick={props.onRedo}
          disabled={!props.canRedo}
        />
        <ActionButton icon="trash" label="Limpar tudo" onClick={props.onClear} disabled={!props.hasColour} />
        <ActionButton icon="zoom-in" label="Aproximar" onClick={props.onZoomIn} />
        <ActionButton icon="zoom-out" label="Afastar" onClick={props.onZoomOut} disabled={!props.zoomed} />
        <ActionButton icon="expand" label="Ver o desenho inteiro" onClick={props.onFit} disabled={!props.zoomed} />
      </div>

      {/* Always laid out, hidden while filling: the row keeps its height, so the picture never jumps when the tool changes. */}
      <fieldset
        className={`flex min-w-0 flex-wrap items-center gap-1 ${tool === "fill" ? "invisible" : ""}`}
        disabled={tool === "fill"}
      >
        <legend className="sr-only">Espessura do pincel</legend>
        {BRUSH_SIZES.map((option) => (
          <button
            key={option.size}
            type="button"
            className={toolClass(props.brushSize === option.size)}
            aria-pressed={props.brushSize === option.size}
            onClick={() => props.onBrushSize(option.size)}
          >
            {option.name}
          </button>
        ))}
        <label className="ml-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={props.insideLines}
            onChange={(event) => props.onInsideLines(event.target.checked)}
          />
          Pintar dentro das linhas
        </label>
      </fieldset>

      <Palette colour={tool === "eraser" ? null : props.colour} recent={props.recent} onChoose={props.onColour} />
    </div>
  );
}

type ActionButtonProps = {
  icon: IconName;
  /** Its name, read aloud; `hint`, shown on hover, may add its shortcut. */
  label: string;
  hint?: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
};

/** A toolbar button that acts at once (undo, clear, zoom), shown as its icon. */
function ActionButton({ icon, label, hint = label, onClick, disabled = false, testId }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={toolClass(false)}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={hint}
      data-testid={testId}
    >
      <Icon name={icon} />
    </button>
  );
}
