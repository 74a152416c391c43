/**
 * A colouring in progress, as commands (issue 25): what the child did, in
 * order, never pixels. The screen's pixels are these commands replayed on the
 * drawing's region map (./raster.ts); undo moves a command to the redo list,
 * and autosave stores the two lists (a few KB) in IndexedDB.
 */

/** A colour as 0xRRGGBB. */
export type Colour = number;

/** Tap to fill: every pixel of a region, lines included, takes the colour. */
export type FillCommand = { kind: "fill"; region: number; colour: Colour };
/**
 * A brush stroke: discs of `size` px (map pixels) along the points (x, y
 * pairs, whole map pixels). `region` > 0 keeps it inside that region
 * ('pintar dentro das linhas'); 0 paints anywhere.
 */
export type StrokeCommand = { kind: "stroke"; colour: Colour; size: number; region: number; points: number[] };
/** 'Limpar tudo': back to a white page. */
export type ClearCommand = { kind: "clear" };
export type Command = FillCommand | StrokeCommand | ClearCommand;

export type History = { done: Command[]; undone: Command[] };

export const EMPTY_HISTORY: History = { done: [], undone: [] };
/** The issue asks for at least 50 steps of undo; each step costs a few bytes, so keep many more. */
export const MAX_UNDO = 500;
/** A stroke's points beyond this are dropped (a finger held down for minutes): it bounds a command's size. */
export const MAX_STROKE_POINTS = 4_000;

export function perform(history: History, command: Command): History {
  return { done: [...history.done, command], undone: [] };
}

/** The last `MAX_UNDO` commands can be undone. */
export function canUndo(history: History): boolean {
  return history.done.length > 0 && history.undone.length < MAX_UNDO;
}

export function canRedo(history: History): boolean {
  return history.undone.length > 0;
}

export function undo(history: History): History {
  if (!canUndo(history)) return history;
  const last = history.done[history.done.length - 1] as Command;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

export function redo(history: History): History {
  if (!canRedo(history)) return history;
  const next = history.undone[history.undone.length - 1] as Command;
  return { done: [...history.done, next], undone: history.undone.slice(0, -1) };
}

/** Whether the page shows anything: there is a command after the last 'Limpar tudo'. */
export function hasColour(history: History): boolean {
  const last = history.done[history.done.length - 1];
  return last !== undefined && last.kind !== "clear";
}

/**
 * What a saved colouring read back from the browser holds, checked command by
 * command: anything malformed (another version's data, a hand-edited store)
 * is dropped rather than trusted, so a bad record never breaks the screen.
 */
export function sanitiseHistory(value: unknown, regions: number): History {
  const record = (value ?? {}) as { done?: unknown; undone?: unknown };
  const list = (items: unknown) =>
    (Array.isArray(items) ? items : []).flatMap((item) => {
      const command = sanitiseCommand(item, regions);
      return command ? [command] : [];
    });
  return { done: list(record.done), undone: list(record.undone).slice(-MAX_UNDO) };
}

/** A colour as the colouring stores it: 0xRRGGBB. */
export const isColour = (value: unknown): value is Colour =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffff;
const isRegion = (value: unknown, regions: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= regions;

function sanitiseCommand(value: unknown, regions: number): Command | null {
  if (typeof value !== "object" || value === null) return null;
  const command = value as Record<string, unknown>;
  if (command.kind === "clear") return { kind: "clear" };
  if (command.kind === "fill") {
    if (!isColour(command.colour) || !isRegion(command.region, regions) || command.region === 0) return null;
    return { kind: "fill", region: command.region, colour: command.colour };
  }
  if (command.kind === "stroke") {
    const { colour, size, region, points } = command;
    if (!isColour(colour) || !isRegion(region, regions) || !Array.isArray(points)) return null;
    if (typeof size !== "number" || !(size >= 1 && size <= 200)) return null;
    if (points.length % 2 !== 0 || points.length === 0 || points.length > 2 * MAX_STROKE_POINTS) return null;
    if (!points.every((point) => Number.isInteger(point) && point >= -10_000 && point <= 10_000)) return null;
    return { kind: "stroke", colour, size, region, points: points as number[] };
  }
  return null;
}
