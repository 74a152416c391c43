/**
 * Zoom and pan of the colouring stage: a CSS transform (translate, then
 * scale from the top left corner) over a stage that fits the viewport at
 * scale 1. Pure, so pinch, wheel and buttons share one rule.
 */
export type View = { scale: number; x: number; y: number };

export const FIT: View = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** One zoom button press, or one wheel notch, multiplies the scale by this. */
export const ZOOM_STEP = 1.5;

/**
 * The view scaled to `scale` (clamped) with the viewport point (px, py)
 * staying where it is on screen: what a pinch's centre or the cursor does.
 */
export function zoomAt(view: View, scale: number, px: number, py: number, size: { width: number; height: number }): View {
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const ratio = next / view.scale;
  return clampView({ scale: next, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }, size);
}

/** Keeps the stage covering the viewport when zoomed in: no panning the drawing out of sight. */
export function clampView(view: View, size: { width: number; height: number }): View {
  const minX = size.width - size.width * view.scale;
  const minY = size.height - size.height * view.scale;
  return { scale: view.scale, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

export function panBy(view: View, dx: number, dy: number, size: { width: number; height: number }): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, size);
}

export function transformOf(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}
