import type { Random } from "./random.ts";

/**
 * SVG string builders for colouring pages. Every shape is white-filled with a
 * black round-joined outline by default, so a shape drawn later hides what it
 * overlaps: pictures are composed back to front, like paper cut-outs.
 */

export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

/** One decimal is plenty at print size and keeps the SVG small. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

/** Path data with rounded numbers: d`M${x} ${y} L${x2} ${y2}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, part, index) => out + part + (index < values.length ? num(values[index] as number) : ""), "");
}

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
}

const element = (name: string, attrs: Attrs) => `<${name}${attributes(attrs)}/>`;

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => element("circle", { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  element("ellipse", { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, rx = 0, attrs: Attrs = {}) =>
  element("rect", { x, y, width, height, rx: rx || undefined, ...attrs });
export const path = (data: string, attrs: Attrs = {}) => element("path", { d: data, ...attrs });
export const polygon = (points: readonly Point[], attrs: Attrs = {}) =>
  element("polygon", { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), ...attrs });
export const polyline = (points: readonly Point[], attrs: Attrs = {}) =>
  element("polyline", { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill: "none", ...attrs });
export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}) =>
  element("line", { x1, y1, x2, y2, ...attrs });
export const g = (children: string | readonly string[], attrs: Attrs = {}) =>
  `<g${attributes(attrs)}>${typeof children === "string" ? children : children.join("")}</g>`;

/** An open stroke (smile, whisker): outline only. */
export const stroke = (data: string, attrs: Attrs = {}) => path(data, { fill: "none", ...attrs });
/** A solid black dot (pupil, nose tip): small enough not to steal colouring space. */
export const dot = (cx: number, cy: number, r: number) => circle(cx, cy, r, { fill: "#000", stroke: "none" });

export const rotate = (degrees: number, cx: number, cy: number) => `rotate(${num(degrees)} ${num(cx)} ${num(cy)})`;
/** Mirror a drawing around the vertical line x = axis (left/right symmetric animals). */
export const mirrored = (children: string, axis: number) =>
  g(children, { transform: `translate(${num(2 * axis)} 0) scale(-1 1)` });
/** The same drawing on both sides of x = axis. */
export const symmetric = (children: string, axis: number) => children + mirrored(children, axis);

/** Copies of a drawing rotated around a centre: petals, rays, spokes. */
export function radial(count: number, cx: number, cy: number, draw: (index: number) => string, offsetDegrees = 0): string {
  return Array.from({ length: count }, (_, index) =>
    g(draw(index), { transform: rotate(offsetDegrees + (index * 360) / count, cx, cy) }),
  ).join("");
}

/**
 * A thick hollow stroke (bubble letters): the path drawn wide in black, then
 * narrower in white, leaving an outline of `lineWidth` on both sides. All the
 * black passes go first so crossing strokes merge into one shape.
 */
export function bubble(paths: readonly string[], width: number, lineWidth: number, attrs: Attrs = {}): string {
  const common = { fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round", ...attrs };
  const outer = paths.map((data) => path(data, { ...common, stroke: "#000", "stroke-width": width }));
  const inner = paths.map((data) => path(data, { ...common, stroke: "#fff", "stroke-width": width - 2 * lineWidth }));
  return g([...outer, ...inner]);
}

/**
 * Shapes merged into one outlined silhouette (a cloud from circles, a body
 * from a head and a trunk): outlines drawn twice as thick, then the fills
 * again on top, which hides the inner half of every outline and all the
 * lines inside the union. The shapes must not set their own stroke width.
 */
export function union(shapes: string, lineWidth: number): string {
  return g(shapes, { "stroke-width": 2 * lineWidth }) + g(shapes, { stroke: "none" });
}

/** Elliptical arc path from angle a0 to a1 (degrees, 0 = right, 90 = down, direction by sign). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, move = true): string {
  const at = (angle: number): Point => [cx + rx * Math.cos((angle * Math.PI) / 180), cy + ry * Math.sin((angle * Math.PI) / 180)];
  const pieces: string[] = [];
  const [x0, y0] = at(a0);
  if (move) pieces.push(d`M${x0} ${y0}`);
  // Split into steps under 180 degrees so the arc flags are never ambiguous.
  const steps = Math.ceil(Math.abs(a1 - a0) / 170);
  for (let step = 1; step <= steps; step++) {
    const [x, y] = at(a0 + ((a1 - a0) * step) / steps);
    pieces.push(d`A${rx} ${ry} 0 0 ${a1 > a0 ? 1 : 0} ${x} ${y}`);
  }
  return pieces.join(" ");
}

/** A closed smooth blob through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const count = points.length;
  const at = (index: number) => points[((index % count) + count) % count] as Point;
  let data = d`M${at(0)[0]} ${at(0)[1]}`;
  for (let index = 0; index < count; index++) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    data += d` C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return `${data} Z`;
}

/** Regular star or polygon points around a centre (pointing up). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, rotation = -90): Point[] {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((rotation + (index * 180) / points) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });
}

export function regularPolygon(cx: number, cy: number, radius: number, sides: number, rotation = -90): Point[] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = ((rotation + (index * 360) / sides) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });
}

/** Heart centred on (cx, cy), `size` wide. */
export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return d`M${cx} ${cy + s * 0.9} C${cx - s * 1.3} ${cy + s * 0.05} ${cx - s * 0.95} ${cy - s * 1.05} ${cx} ${cy - s * 0.45} C${cx + s * 0.95} ${cy - s * 1.05} ${cx + s * 1.3} ${cy + s * 0.05} ${cx} ${cy + s * 0.9} Z`;
}

// ---------------------------------------------------------------------------
// Pages and figures
// ---------------------------------------------------------------------------

export type Orientation = "portrait" | "landscape";
export const PAGE_SIZE: Record<Orientation, { width: number; height: number }> = {
  portrait: { width: 1654, height: 2339 },
  landscape: { width: 2339, height: 1654 },
};
/** Outline thickness in page pixels: bold enough for crayons, thin enough for detail. */
export const LINE_WIDTH = 9;

/**
 * A figure is drawn in its own 1000 x 1000 box and scaled onto the page.
 * `lw` is the outline width in the figure's units, for the few shapes that
 * need it explicitly (bubble strokes, thinner detail lines).
 */
export type FigureContext = { random: Random; lw: number };
export type Figure = (context: FigureContext) => string;
export type Box = { x: number; y: number; width: number; height: number };

export function place(figure: Figure, box: Box, random: Random, lineWidth = LINE_WIDTH): string {
  const scale = Math.min(box.width, box.height) / 1000;
  const x = box.x + (box.width - 1000 * scale) / 2;
  const y = box.y + (box.height - 1000 * scale) / 2;
  const lw = lineWidth / scale;
  return g(figure({ random, lw }), {
    transform: `translate(${num(x)} ${num(y)}) scale(${scale.toFixed(4)})`,
    "stroke-width": num(lw),
  });
}

/** The whole page: white paper, default outline style, then the content. */
export function page(size: Orientation | { width: number; height: number }, content: string): string {
  const { width, height } = typeof size === "string" ? PAGE_SIZE[size] : size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    g(content, {
      fill: "#fff",
      stroke: "#000",
      "stroke-width": LINE_WIDTH,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }) +
    "</svg>"
  );
}
