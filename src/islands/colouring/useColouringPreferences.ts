import { useEffect, useState } from "react";
import type { Colour } from "#src/browser/colouring/document.ts";
import { type ColouringTool, readPreferences, writePreferences } from "#src/browser/colouring/preferences.ts";

/**
 * The child's last choices on the colouring screen (tool, colour, recent
 * colours, brush size, 'Pintar dentro das linhas'), read from this browser
 * once and written back on every change. The island renders in the browser
 * only (client:load after a static shell), so reading at the first render is safe.
 */
export function useColouringPreferences() {
  const [preferences] = useState(() => readPreferences(storageOrNull()));
  const [tool, setTool] = useState<ColouringTool>(preferences.tool);
  const [colour, setColour] = useState<Colour>(preferences.colour);
  const [recent, setRecent] = useState<Colour[]>(preferences.recent);
  const [brushSize, setBrushSize] = useState<number>(preferences.brushSize);
  const [insideLines, setInsideLines] = useState(preferences.insideLines);
  useEffect(() => {
    writePreferences(storageOrNull(), { tool, colour, recent, brushSize, insideLines });
  }, [tool, colour, recent, brushSize, insideLines]);
  return { tool, setTool, colour, setColour, recent, setRecent, brushSize, setBrushSize, insideLines, setInsideLines };
}

/** This browser's localStorage, or null where reading it throws (storage off). */
function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
