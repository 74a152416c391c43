import { type Colour, isColour } from "./document.ts";
import { PALETTE, RECENT_COLOURS } from "./palette.ts";

/**
 * What a child chose on the colouring screen (issue 34): the tool, the
 * colour, the recent colours, the brush's size and 'Pintar dentro das
 * linhas'. Kept in this browser's localStorage across drawings and reloads,
 * read back through `parsePreferences`, which keeps what is sound in a
 * stored value and falls back to the defaults for the rest: a stored value
 * is input like any other.
 */
export const COLOURING_TOOLS = ["fill", "brush", "eraser"] as const;
export type ColouringTool = (typeof COLOURING_TOOLS)[number];
export const BRUSH_SIZES = [
  { name: "Fino", size: 6 },
  { name: "Médio", size: 14 },
  { name: "Grosso", size: 30 },
] as const;

export type ColouringPreferences = {
  tool: ColouringTool;
  colour: Colour;
  recent: Colour[];
  brushSize: number;
  insideLines: boolean;
};

export const PREFERENCES_KEY = "rabisco-colouring-preferences";

export const DEFAULT_PREFERENCES: ColouringPreferences = {
  tool: "fill",
  colour: (PALETTE[0] as (typeof PALETTE)[number]).colour,
  recent: [],
  brushSize: BRUSH_SIZES[1].size,
  insideLines: true,
};

export function parsePreferences(stored: string | null): ColouringPreferences {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    return DEFAULT_PREFERENCES;
  }
  if (typeof value !== "object" || value === null) return DEFAULT_PREFERENCES;
  const record = value as Record<string, unknown>;
  const recent = Array.isArray(record.recent) ? [...new Set(record.recent.filter(isColour))].slice(0, RECENT_COLOURS) : [];
  return {
    tool: COLOURING_TOOLS.find((tool) => tool === record.tool) ?? DEFAULT_PREFERENCES.tool,
    colour: isColour(record.colour) ? record.colour : DEFAULT_PREFERENCES.colour,
    recent,
    brushSize: BRUSH_SIZES.find((option) => option.size === record.brushSize)?.size ?? DEFAULT_PREFERENCES.brushSize,
    insideLines: typeof record.insideLines === "boolean" ? record.insideLines : DEFAULT_PREFERENCES.insideLines,
  };
}

/** The preferences stored in this browser; the defaults where storage is off or holds nothing sound. */
export function readPreferences(storage: Pick<Storage, "getItem"> | null): ColouringPreferences {
  try {
    return parsePreferences(storage?.getItem(PREFERENCES_KEY) ?? null);
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function writePreferences(storage: Pick<Storage, "setItem"> | null, preferences: ColouringPreferences): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or off (a private window): the choice lasts this visit only.
  }
}
