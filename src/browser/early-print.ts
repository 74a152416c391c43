/**
 * A print click made before the actions were hydrated, held by the page's
 * early listener (src/components/EarlyPrint.astro) as a mark on <html>, and
 * whether the actions are live (so that listener stops holding clicks).
 */
export const EARLY_PRINT_ATTRIBUTE = "data-early-print";
export const ACTIONS_READY_ATTRIBUTE = "data-drawing-actions-ready";

export function markDrawingActionsReady(): void {
  document.documentElement.setAttribute(ACTIONS_READY_ATTRIBUTE, "");
}

/** Whether a print was asked for before hydration; the mark is taken, so it prints once. */
export function takeEarlyPrint(): boolean {
  const root = document.documentElement;
  if (!root.hasAttribute(EARLY_PRINT_ATTRIBUTE)) return false;
  root.removeAttribute(EARLY_PRINT_ATTRIBUTE);
  return true;
}
