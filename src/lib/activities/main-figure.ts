import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { backgroundRegions } from "./background.ts";

/**
 * A drawing's main figure (issue 48): what 'Ligue os pontos' traces, and
 * whether a drawing has one at all. The figure is what is not the page
 * around it (./background.ts); its largest connected part is the main
 * figure, its outline closed by construction (a gap in the drawing's outline
 * lets the page in, and the figure comes apart or shrinks). A drawing whose
 * largest part is small, or only one of many alike, has none.
 *
 * Shared: the browser plans its sheets from it (src/browser/activities/
 * dot-to-dot.ts), and the server's analysis records whether a drawing has
 * one (src/server/colouring/region-file.ts), so a page without one does not
 * offer the sheet.
 */
export type DotRefusal = { reason: string };

export function isDotRefusal<T extends object>(plan: T | DotRefusal): plan is DotRefusal {
  return "reason" in plan;
}

/** The main figure must cover at least this share of the page… */
const MIN_FIGURE_SHARE = 0.04;
/** …and at least this share of everything that is not the page around it. */
const MIN_SHARE_OF_FIGURES = 0.35;

/** The main figure's mask (1 inside), or why there is none. */
export function mainFigure(map: StoredRegionMap): { mask: Uint8Array; figures: Uint8Array } | DotRefusal {
  const { width, height, labels } = map;
  const isFigure = new Uint8Array(map.regions + 1).fill(1);
  for (const region of backgroundRegions(map)) isFigure[region] = 0;
  const figures = new Uint8Array(width * height);
  for (let index = 0; index < figures.length; index++) figures[index] = isFigure[labels[index] as number] as number;
  const { parts, sizes } = maskParts(figures, width, height);
  let main = 0;
  let total = 0;
  for (let part = 1; part < sizes.length; part++) {
    total += sizes[part] as number;
    if ((sizes[part] as number) > (sizes[main] ?? 0)) main = part;
  }
  const size = sizes[main] ?? 0;
  if (main === 0 || size < MIN_FIGURE_SHARE * width * height) return { reason: "sem uma figura grande com contorno fechado" };
  if (size < MIN_SHARE_OF_FIGURES * total) return { reason: "a figura principal não se destaca das outras" };
  const mask = new Uint8Array(width * height);
  for (let index = 0; index < mask.length; index++) mask[index] = parts[index] === main ? 1 : 0;
  return { mask, figures };
}

/** A mask's connected parts (4-neighbours): each pixel's part (0 outside), and each part's size (index = part). */
export function maskParts(mask: Uint8Array, width: number, height: number): { parts: Int32Array; sizes: number[] } {
  const parts = new Int32Array(width * height);
  const sizes = [0];
  // Every pixel is pushed at most once: the stack never holds more than the raster.
  const stack = new Int32Array(width * height);
  for (let seed = 0; seed < mask.length; seed++) {
    if (mask[seed] === 0 || parts[seed] !== 0) continue;
    const part = sizes.length;
    let size = 0;
    let top = 0;
    parts[seed] = part;
    stack[top++] = seed;
    while (top > 0) {
      const at = stack[--top] as number;
      size++;
      const x = at % width;
      if (x > 0 && mask[at - 1] !== 0 && parts[at - 1] === 0) {
        parts[at - 1] = part;
        stack[top++] = at - 1;
      }
      if (x + 1 < width && mask[at + 1] !== 0 && parts[at + 1] === 0) {
        parts[at + 1] = part;
        stack[top++] = at + 1;
      }
      if (at >= width && mask[at - width] !== 0 && parts[at - width] === 0) {
        parts[at - width] = part;
        stack[top++] = at - width;
      }
      if (at + width < mask.length && mask[at + width] !== 0 && parts[at + width] === 0) {
        parts[at + width] = part;
        stack[top++] = at + width;
      }
    }
    sizes.push(size);
  }
  return { parts, sizes };
}
