import { frame } from "./decorations.ts";
import type { Random } from "./random.ts";
import { circle, d, ellipse, g, PAGE_SIZE, page, path, polygon, radial, rotate, starPoints, stroke } from "./svg.ts";

/**
 * Mandalas: rings of repeated shapes around a centre, each ring picked by
 * the seed (petals, leaves, beads, scallops, spikes). Rings are drawn from
 * the outside in, so each inner ring sits on top of the one around it.
 */

const { width: W, height: H } = PAGE_SIZE.portrait;
const CX = W / 2;
const CY = H / 2;

type Ring = { inner: number; outer: number; count: number };
type RingStyle = (ring: Ring, random: Random) => string;

/** One shape pointing up from the centre, repeated around it. */
const around = (ring: Ring, shape: (width: number) => string, spacing = 1) => {
  const mid = (ring.inner + ring.outer) / 2;
  const width = ((Math.PI * mid) / ring.count) * spacing;
  return radial(ring.count, CX, CY, () => shape(width));
};

/** Rounded petal, narrow at its base, widest two thirds out, pointed tip. */
const teardrop = (inner: number, outer: number, width: number) => {
  const span = outer - inner;
  return d`M${CX} ${CY - inner} C${CX + width * 0.9} ${CY - inner - span * 0.1} ${CX + width * 1.05} ${CY - inner - span * 0.8} ${CX} ${CY - outer} C${CX - width * 1.05} ${CY - inner - span * 0.8} ${CX - width * 0.9} ${CY - inner - span * 0.1} ${CX} ${CY - inner} Z`;
};

const leaf = (inner: number, outer: number, width: number) => {
  const mid = (inner + outer) / 2;
  return d`M${CX} ${CY - inner} Q${CX + width * 1.3} ${CY - mid} ${CX} ${CY - outer} Q${CX - width * 1.3} ${CY - mid} ${CX} ${CY - inner} Z`;
};

const STYLES = {
  petals: (ring, random) => {
    const detail = random.chance(0.6);
    return around(
      ring,
      (width) => {
        const outline = path(teardrop(ring.inner, ring.outer, width));
        const inside = detail
          ? path(
              teardrop(
                ring.inner + (ring.outer - ring.inner) * 0.25,
                ring.outer - (ring.outer - ring.inner) * 0.22,
                width * 0.45,
              ),
            )
          : "";
        return outline + inside;
      },
      1.05,
    );
  },
  leaves: (ring, random) => {
    const vein = random.chance(0.5);
    return around(
      ring,
      (width) =>
        path(leaf(ring.inner, ring.outer, width)) +
        (vein ? stroke(d`M${CX} ${CY - ring.inner - 12} L${CX} ${CY - ring.outer + 18}`) : ""),
      0.95,
    );
  },
  beads: (ring) => {
    const mid = (ring.inner + ring.outer) / 2;
    const radius = Math.min((ring.outer - ring.inner) / 2, ((Math.PI * mid) / ring.count) * 0.92);
    return radial(ring.count, CX, CY, () => circle(CX, CY - mid, radius) + circle(CX, CY - mid, radius * 0.45));
  },
  scallops: (ring) => {
    const step = (2 * Math.PI) / ring.count;
    const at = (radius: number, angle: number) => d`${CX + radius * Math.sin(angle)} ${CY - radius * Math.cos(angle)}`;
    // A quadratic arch peaks halfway to its control point, so aim the control beyond the ring.
    const arches = (top: number) => {
      const control = 2 * top - ring.inner * Math.cos(step / 2);
      const bumps = Array.from(
        { length: ring.count },
        (_, index) => `Q${at(control, (index + 0.5) * step)} ${at(ring.inner, (index + 1) * step)}`,
      );
      return path(`M${at(ring.inner, 0)} ${bumps.join(" ")} Z`);
    };
    return arches(ring.outer) + arches(ring.inner + (ring.outer - ring.inner) * 0.55);
  },
  spikes: (ring, random) => {
    const double = random.chance(0.5);
    return around(ring, (width) => {
      const outer = polygon([
        [CX - width, CY - ring.inner],
        [CX, CY - ring.outer],
        [CX + width, CY - ring.inner],
      ]);
      const inner = double
        ? polygon([
            [CX - width * 0.45, CY - ring.inner],
            [CX, CY - ring.inner - (ring.outer - ring.inner) * 0.55],
            [CX + width * 0.45, CY - ring.inner],
          ])
        : "";
      return outer + inner;
    });
  },
  hearts: (ring) =>
    around(ring, (width) => {
      const size = Math.min(width * 1.6, ring.outer - ring.inner);
      const cy = CY - (ring.inner + ring.outer) / 2;
      return path(
        d`M${CX} ${cy - size * 0.5} C${CX - size * 0.05} ${cy - size * 0.1} ${CX - size * 0.7} ${cy - size * 0.3} ${CX - size * 0.45} ${cy + size * 0.25} C${CX - size * 0.3} ${cy + size * 0.55} ${CX} ${cy + size * 0.45} ${CX} ${cy + size * 0.35} C${CX} ${cy + size * 0.45} ${CX + size * 0.3} ${cy + size * 0.55} ${CX + size * 0.45} ${cy + size * 0.25} C${CX + size * 0.7} ${cy - size * 0.3} ${CX + size * 0.05} ${cy - size * 0.1} ${CX} ${cy - size * 0.5} Z`,
      );
    }),
} satisfies Record<string, RingStyle>;

export type MandalaFeature = keyof typeof STYLES;
const STYLE_NAMES = Object.keys(STYLES) as MandalaFeature[];
const COUNTS = [8, 10, 12, 16];

/** The centre: a flower or star inside a circle. */
function centre(radius: number, random: Random): string {
  const points = random.pick([5, 6, 8]);
  const flowerCentre = random.chance(0.5)
    ? radial(points, CX, CY, () => path(leaf(radius * 0.25, radius * 0.92, (Math.PI * radius * 0.5) / points)))
    : polygon(starPoints(CX, CY, radius * 0.9, radius * 0.45, points));
  return circle(CX, CY, radius) + flowerCentre + circle(CX, CY, radius * 0.25);
}

/** A small rosette for each empty corner of the page. */
function cornerRosette(x: number, y: number, petals: number): string {
  return radial(petals, x, y, () => ellipse(x, y - 80, 34, 62)) + circle(x, y, 42) + circle(x, y, 16);
}

/** `feature` forces one ring style (hearts, spikes...) so a title can promise it. */
export function mandalaPage(random: Random, feature?: MandalaFeature): string {
  const outerRadius = 740;
  const rings: { ring: Ring; style: MandalaFeature }[] = [];
  let inner = random.range(110, 140);
  const centreRadius = inner;
  let previousStyle: MandalaFeature | undefined;
  while (inner < outerRadius - 60) {
    const thickness = Math.min(random.range(95, 150), outerRadius - inner);
    const picked = random.pick(STYLE_NAMES.filter((name) => name !== previousStyle));
    const style = feature && rings.length % 2 === 1 ? feature : picked;
    const count = random.pick(COUNTS) * (inner > 400 ? 2 : 1);
    rings.push({ ring: { inner, outer: inner + thickness, count }, style });
    previousStyle = style;
    inner += thickness;
  }
  const drawn = rings
    .reverse()
    .map(({ ring, style }) => STYLES[style](ring, random) + circle(CX, CY, ring.inner))
    .join("");
  const turn = random.range(0, 360 / 16);
  const petals = random.pick([6, 8]);
  const corners = [
    [230, 250],
    [W - 230, 250],
    [230, H - 250],
    [W - 230, H - 250],
  ].map(([x, y]) => cornerRosette(x ?? 0, y ?? 0, petals));
  return page(
    "portrait",
    frame(W, H) + corners.join("") + g(drawn + centre(centreRadius, random), { transform: rotate(turn, CX, CY) }),
  );
}
