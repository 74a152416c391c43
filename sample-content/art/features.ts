import { arc, circle, d, dot, ellipse, path, stroke } from "./svg.ts";

/** Face parts shared by animals, creatures, puppies and people: big friendly eyes, smiles, blush. */

/** A round eye with a black pupil and a white highlight, looking slightly down. */
export function eye(cx: number, cy: number, radius: number): string {
  return (
    circle(cx, cy, radius) +
    dot(cx, cy + radius * 0.12, radius * 0.62) +
    circle(cx - radius * 0.22, cy - radius * 0.12, radius * 0.2, { fill: "#fff", stroke: "none" })
  );
}

/** A plain shiny black eye (puppies, small animals). */
export function beadEye(cx: number, cy: number, radius: number): string {
  return dot(cx, cy, radius) + circle(cx - radius * 0.3, cy - radius * 0.3, radius * 0.32, { fill: "#fff", stroke: "none" });
}

/** Closed happy eye: an upside-down arc. */
export const happyEye = (cx: number, cy: number, radius: number) =>
  stroke(arc(cx, cy + radius * 0.4, radius, radius * 0.8, 200, 340));

export const smile = (cx: number, cy: number, width: number) =>
  stroke(arc(cx, cy - width * 0.35, width / 2, width * 0.55, 25, 155));

/** An open smiling mouth with a tongue. */
export function openSmile(cx: number, cy: number, width: number): string {
  const w = width / 2;
  return (
    path(
      d`M${cx - w} ${cy} Q${cx} ${cy + w * 0.1} ${cx + w} ${cy} Q${cx + w * 0.9} ${cy + w * 1.2} ${cx} ${cy + w * 1.2} Q${cx - w * 0.9} ${cy + w * 1.2} ${cx - w} ${cy} Z`,
    ) +
    path(
      d`M${cx - w * 0.45} ${cy + w * 0.95} Q${cx} ${cy + w * 0.45} ${cx + w * 0.45} ${cy + w * 0.95} Q${cx} ${cy + w * 1.3} ${cx - w * 0.45} ${cy + w * 0.95} Z`,
    )
  );
}

/** Rosy cheek: a small outlined oval for a touch of pink. */
export const blush = (cx: number, cy: number, size: number) => ellipse(cx, cy, size, size * 0.6);

/** Cat-style mouth: a "w" under the nose. */
export const catMouth = (cx: number, cy: number, size: number) =>
  stroke(
    d`M${cx - size} ${cy} Q${cx - size * 0.5} ${cy + size * 0.8} ${cx} ${cy} Q${cx + size * 0.5} ${cy + size * 0.8} ${cx + size} ${cy}`,
  );
