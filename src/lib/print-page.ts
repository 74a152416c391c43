/**
 * The printed page every PDF of the site is made for: an upright A4 sheet,
 * in PDF points (1/72 inch). The drawing's own PDF (src/server/images/pdf.ts),
 * the coloured drawing's (src/browser/colouring/pdf.ts) and the cadernos
 * (src/browser/caderno/layout.ts) lay themselves out on it.
 */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** Millimetres in points. */
export const mm = (millimetres: number) => (millimetres / 25.4) * 72;

/** 12 mm: inside the unprintable border of common inkjet and laser printers. */
export const SAFE_MARGIN_POINTS = mm(12);

/** The strip above the bottom margin that holds the site's footer: no drawing runs into it. */
export const FOOTER_POINTS = 14;

/**
 * The page a drawing's own PDF has, turned the way the drawing is, and the
 * printable box inside it the drawing fits in (src/server/images/pdf.ts
 * makes it; the activity sheets take that box in as it is).
 */
export function drawingPageLayout(portrait: boolean): { page: [number, number]; box: { width: number; height: number } } {
  const [width, height] = portrait ? [A4_POINTS.width, A4_POINTS.height] : [A4_POINTS.height, A4_POINTS.width];
  return {
    page: [width, height],
    box: { width: width - 2 * SAFE_MARGIN_POINTS, height: height - 2 * SAFE_MARGIN_POINTS - FOOTER_POINTS },
  };
}
