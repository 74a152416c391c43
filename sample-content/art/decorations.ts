import type { Random } from "./random.ts";
import {
  type Attrs,
  arc,
  type Box,
  circle,
  d,
  ellipse,
  g,
  heartPath,
  line,
  path,
  polygon,
  radial,
  rect,
  rotate,
  starPoints,
  stroke,
  union,
} from "./svg.ts";

/**
 * Small scenery shared by many pages (stars, hearts, clouds, sun, grass,
 * flowers, counting objects). Each takes a centre and a size in the units of
 * whatever it is drawn into.
 */

export const star = (cx: number, cy: number, size: number, spin = 0) =>
  polygon(starPoints(cx, cy, size / 2, size / 4.6, 5, -90 + spin));

export const heart = (cx: number, cy: number, size: number) => path(heartPath(cx, cy, size));

/** The outline of an egg standing at (cx, cy), `rx` wide and `ry` tall from its middle (its wider end down). */
export function eggOutline(cx: number, cy: number, rx: number, ry: number): string {
  const top = cy - ry;
  return d`M${cx} ${top} C${cx + rx * 1.35} ${top} ${cx + rx} ${cy + ry} ${cx} ${cy + ry} C${cx - rx} ${cy + ry} ${cx - rx * 1.35} ${top} ${cx} ${top} Z`;
}

export const eggShape = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  path(eggOutline(cx, cy, rx, ry), attrs);

export function cloud(cx: number, cy: number, width: number, lineWidth: number): string {
  const u = width / 10;
  return union(
    circle(cx - 2.9 * u, cy + 0.5 * u, 1.9 * u) +
      circle(cx - 0.6 * u, cy - 0.6 * u, 2.7 * u) +
      circle(cx + 2.3 * u, cy + 0.1 * u, 2.1 * u) +
      rect(cx - 4.6 * u, cy + 0.4 * u, 9.2 * u, 2 * u, u),
    lineWidth,
  );
}

export function sun(cx: number, cy: number, radius: number, face = true): string {
  const rays = radial(12, cx, cy, () =>
    path(
      d`M${cx - radius * 0.16} ${cy - radius * 1.2} L${cx} ${cy - radius * 1.6} L${cx + radius * 0.16} ${cy - radius * 1.2} Z`,
    ),
  );
  const smile = face
    ? [
        circle(cx - radius * 0.32, cy - radius * 0.15, radius * 0.09, { fill: "#000", stroke: "none" }),
        circle(cx + radius * 0.32, cy - radius * 0.15, radius * 0.09, { fill: "#000", stroke: "none" }),
        stroke(arc(cx, cy + radius * 0.05, radius * 0.42, radius * 0.35, 25, 155)),
      ].join("")
    : "";
  return rays + circle(cx, cy, radius) + smile;
}

/** A wavy ground line with grass tufts, from x0 to x1 at height y. */
export function grass(x0: number, x1: number, y: number, random: Random, tuft = 40): string {
  const tufts: string[] = [];
  for (let x = x0 + tuft; x < x1 - tuft; x += tuft * random.range(2.2, 4)) {
    const h = tuft * random.range(0.8, 1.3);
    tufts.push(stroke(d`M${x - h * 0.4} ${y} Q${x - h * 0.3} ${y - h * 0.6} ${x - h * 0.6} ${y - h}`));
    tufts.push(stroke(d`M${x} ${y} L${x} ${y - h * 1.1}`));
    tufts.push(stroke(d`M${x + h * 0.4} ${y} Q${x + h * 0.3} ${y - h * 0.6} ${x + h * 0.6} ${y - h}`));
  }
  return stroke(d`M${x0} ${y} L${x1} ${y}`) + tufts.join("");
}

/** A small five-petal flower on a stem, its base at (cx, baseY). */
export function flower(cx: number, baseY: number, size: number): string {
  const top = baseY - size;
  const petal = size * 0.22;
  return (
    stroke(d`M${cx} ${baseY} Q${cx + size * 0.1} ${baseY - size * 0.5} ${cx} ${top}`) +
    ellipse(cx - size * 0.16, baseY - size * 0.35, size * 0.14, size * 0.06, {
      transform: rotate(-30, cx - size * 0.16, baseY - size * 0.35),
    }) +
    radial(5, cx, top, () => circle(cx, top - petal, petal)) +
    circle(cx, top, petal * 0.8)
  );
}

export function apple(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    stroke(d`M${cx} ${cy - s * 0.6} Q${cx + s * 0.05} ${cy - s * 0.95} ${cx + s * 0.2} ${cy - s * 1.05}`) +
    path(
      d`M${cx} ${cy - s * 0.55} C${cx - s * 0.6} ${cy - s * 0.95} ${cx - s * 1.2} ${cy - s * 0.3} ${cx - s * 0.8} ${cy + s * 0.5} C${cx - s * 0.55} ${cy + s} ${cx - s * 0.2} ${cy + s} ${cx} ${cy + s * 0.85} C${cx + s * 0.2} ${cy + s} ${cx + s * 0.55} ${cy + s} ${cx + s * 0.8} ${cy + s * 0.5} C${cx + s * 1.2} ${cy - s * 0.3} ${cx + s * 0.6} ${cy - s * 0.95} ${cx} ${cy - s * 0.55} Z`,
    ) +
    ellipse(cx + s * 0.38, cy - s * 0.82, s * 0.3, s * 0.14, { transform: rotate(-25, cx + s * 0.38, cy - s * 0.82) })
  );
}

export function balloon(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    stroke(d`M${cx} ${cy + s * 0.75} q${-s * 0.2} ${s * 0.3} 0 ${s * 0.6} t0 ${s * 0.5}`) +
    path(d`M${cx - s * 0.12} ${cy + s * 0.85} L${cx} ${cy + s * 0.7} L${cx + s * 0.12} ${cy + s * 0.85} Z`) +
    ellipse(cx, cy, s * 0.6, s * 0.75) +
    stroke(arc(cx, cy, s * 0.42, s * 0.56, 200, 240))
  );
}

export function littleFish(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    polygon([
      [cx + s * 0.45, cy],
      [cx + s * 0.95, cy - s * 0.4],
      [cx + s * 0.95, cy + s * 0.4],
    ]) +
    ellipse(cx - s * 0.1, cy, s * 0.65, s * 0.42) +
    circle(cx - s * 0.4, cy - s * 0.08, s * 0.09, { fill: "#000", stroke: "none" }) +
    stroke(arc(cx - s * 0.05, cy, s * 0.2, s * 0.3, -70, 70))
  );
}

/** Page border with rounded corners, inset from the page edge. */
export const frame = (width: number, height: number, inset = 60, radius = 70) =>
  rect(inset, inset, width - 2 * inset, height - 2 * inset, radius, { fill: "none" });

/** Scatter small decorations in a box, skipping spots that `blocked` rejects. */
export function scatter(
  box: Box,
  count: number,
  random: Random,
  draw: (x: number, y: number, size: number, index: number) => string,
  blocked: (x: number, y: number, size: number) => boolean = () => false,
  size: [number, number] = [60, 110],
): string {
  const placed: { x: number; y: number; size: number }[] = [];
  for (let attempt = 0; attempt < count * 40 && placed.length < count; attempt++) {
    const s = random.range(size[0], size[1]);
    const x = random.range(box.x + s / 2, box.x + box.width - s / 2);
    const y = random.range(box.y + s / 2, box.y + box.height - s / 2);
    if (blocked(x, y, s)) continue;
    if (placed.some((other) => Math.hypot(other.x - x, other.y - y) < (other.size + s) * 0.75)) continue;
    placed.push({ x, y, size: s });
  }
  return placed.map((spot, index) => draw(spot.x, spot.y, spot.size, index)).join("");
}

/** One of the small filler shapes, chosen by index. */
export function trinket(x: number, y: number, size: number, kind: number, random: Random): string {
  switch (kind % 4) {
    case 0:
      return star(x, y, size, random.range(-15, 15));
    case 1:
      return heart(x, y, size * 0.9);
    case 2:
      return circle(x, y, size * 0.3) + circle(x, y, size * 0.12);
    default:
      return g([line(x - size * 0.35, y, x + size * 0.35, y), line(x, y - size * 0.35, x, y + size * 0.35)]);
  }
}
