import { arc, d, type Point } from "./svg.ts";

/**
 * Centre-line skeletons of the capital letters and digits, in a box 100 units
 * tall. Drawn as wide hollow strokes they become bubble letters, and dashed
 * they become tracing guides. Built from lines and arcs rather than a font so
 * the pictures look the same on any server, with or without fonts installed.
 */
export type Glyph = { width: number; strokes: string[] };

const lines = (...points: Point[]) => points.map(([x, y], index) => (index === 0 ? "M" : "L") + d`${x} ${y}`).join(" ");
const ring = (cx: number, cy: number, rx: number, ry: number) => `${arc(cx, cy, rx, ry, -90, 270)} Z`;

const P_BOWL = arc(36, 26, 28, 26, -90, 90);

export const GLYPHS: Record<string, Glyph> = {
  A: { width: 84, strokes: [lines([6, 100], [42, 0], [78, 100]), lines([20, 64], [64, 64])] },
  B: {
    width: 72,
    strokes: [
      lines([8, 48], [8, 0], [36, 0]),
      arc(36, 24, 24, 24, -90, 90),
      lines([36, 48], [8, 48], [8, 100], [38, 100]),
      arc(38, 74, 26, 26, 90, -90),
      lines([38, 48], [30, 48]),
    ],
  },
  C: { width: 82, strokes: [arc(46, 50, 40, 50, -45, -315)] },
  D: { width: 78, strokes: [lines([30, 0], [8, 0], [8, 100], [30, 100]), arc(30, 50, 40, 50, -90, 90)] },
  E: { width: 66, strokes: [lines([62, 0], [8, 0], [8, 100], [62, 100]), lines([8, 50], [50, 50])] },
  F: { width: 64, strokes: [lines([62, 0], [8, 0], [8, 100]), lines([8, 50], [50, 50])] },
  G: { width: 86, strokes: [arc(46, 50, 40, 50, -45, -360) + lines([86, 50], [54, 50]).replace("M", "L")] },
  H: { width: 78, strokes: [lines([8, 0], [8, 100]), lines([70, 0], [70, 100]), lines([8, 50], [70, 50])] },
  I: { width: 56, strokes: [lines([28, 0], [28, 100]), lines([8, 0], [48, 0]), lines([8, 100], [48, 100])] },
  J: { width: 70, strokes: [lines([30, 0], [62, 0]), lines([62, 0], [62, 68]) + arc(36, 68, 26, 32, 0, 160, false)] },
  K: { width: 74, strokes: [lines([8, 0], [8, 100]), lines([68, 0], [8, 58]), lines([30, 38], [70, 100])] },
  L: { width: 62, strokes: [lines([8, 0], [8, 100], [60, 100])] },
  M: { width: 92, strokes: [lines([8, 100], [12, 0], [46, 64], [80, 0], [84, 100])] },
  N: { width: 78, strokes: [lines([8, 100], [8, 0], [70, 100], [70, 0])] },
  O: { width: 88, strokes: [ring(44, 50, 38, 50)] },
  P: { width: 70, strokes: [lines([8, 100], [8, 0], [36, 0]), P_BOWL, lines([36, 52], [8, 52])] },
  Q: { width: 92, strokes: [ring(44, 50, 38, 50), lines([54, 72], [90, 104])] },
  R: { width: 74, strokes: [lines([8, 100], [8, 0], [36, 0]), P_BOWL, lines([36, 52], [8, 52]), lines([36, 52], [70, 100])] },
  S: { width: 76, strokes: [arc(40, 26, 30, 26, -20, -270) + arc(40, 76, 32, 24, -90, 160, false)] },
  T: { width: 80, strokes: [lines([6, 0], [74, 0]), lines([40, 0], [40, 100])] },
  U: {
    width: 80,
    strokes: [lines([8, 0], [8, 60]) + arc(40, 60, 32, 40, 180, 0, false) + lines([72, 60], [72, 0]).replace("M", "L")],
  },
  V: { width: 82, strokes: [lines([6, 0], [41, 100], [76, 0])] },
  W: { width: 100, strokes: [lines([4, 0], [24, 100], [50, 34], [76, 100], [96, 0])] },
  X: { width: 80, strokes: [lines([8, 0], [72, 100]), lines([72, 0], [8, 100])] },
  Y: { width: 80, strokes: [lines([6, 0], [40, 50], [74, 0]), lines([40, 50], [40, 100])] },
  Z: { width: 76, strokes: [lines([8, 0], [68, 0], [8, 100], [70, 100])] },
  "0": { width: 76, strokes: [ring(38, 50, 32, 50)] },
  "1": { width: 64, strokes: [lines([12, 24], [38, 0], [38, 100]), lines([12, 100], [62, 100])] },
  "2": { width: 76, strokes: [arc(38, 30, 30, 30, -160, 40) + lines([61, 49.3], [8, 100], [70, 100]).replace("M", "L")] },
  "3": { width: 74, strokes: [arc(36, 25, 30, 25, -160, 90) + arc(36, 75, 32, 25, -90, 160, false), lines([36, 50], [24, 50])] },
  "4": { width: 80, strokes: [lines([54, 100], [54, 0], [6, 66], [76, 66])] },
  "5": { width: 76, strokes: [lines([66, 0], [16, 0], [12, 46]) + arc(38, 70, 32, 30, -137, 150, false)] },
  "6": { width: 76, strokes: [ring(38, 68, 31, 32), "M62 6 Q14 14 7 68"] },
  "7": { width: 74, strokes: [lines([6, 0], [70, 0], [28, 100])] },
  "8": { width: 76, strokes: [ring(38, 24, 25, 24), ring(38, 74, 31, 26)] },
  "9": { width: 76, strokes: [ring(38, 32, 31, 32), "M69 32 Q68 90 16 100"] },
};

export function glyph(character: string): Glyph {
  const found = GLYPHS[character.toUpperCase()];
  if (!found) throw new Error(`No glyph for ${JSON.stringify(character)}`);
  return found;
}
