import { cloud, star } from "./decorations.ts";
import { eye, smile } from "./features.ts";
import { arc, circle, d, ellipse, type Figure, line, path, polygon, radial, rect, stroke } from "./svg.ts";

/**
 * Cars and other vehicles, side views facing right in a 1000 x 1000 box,
 * wheels resting on y = 960 (the road line of the page).
 */

const GROUND = 960;

export function wheel(cx: number, radius: number): string {
  const cy = GROUND - radius;
  return (
    circle(cx, cy, radius) +
    circle(cx, cy, radius * 0.58) +
    radial(5, cx, cy, () => circle(cx, cy - radius * 0.34, radius * 0.08)) +
    circle(cx, cy, radius * 0.14)
  );
}

/** A wheel arch cut into the body: the part of a circle around the wheel above the body's bottom edge. */
function wheelWell(cx: number, radius: number, bodyBottom: number): string {
  const cy = GROUND - radius;
  const archRadius = radius + 16;
  const half = Math.sqrt(archRadius ** 2 - (bodyBottom - cy) ** 2);
  return path(d`M${cx - half} ${bodyBottom} A${archRadius} ${archRadius} 0 1 1 ${cx + half} ${bodyBottom} Z`);
}

const windowShape = (points: [number, number][]) => polygon(points, { "stroke-linejoin": "round" });

export const familyCar: Figure = () =>
  [
    path(
      "M70 830 L70 700 Q70 650 120 640 L290 615 L390 480 Q410 455 440 455 L690 455 Q725 455 745 480 L845 615 L900 625 Q950 635 950 700 L950 830 Q950 850 930 850 L90 850 Q70 850 70 830 Z",
    ),
    wheelWell(250, 100, 850),
    wheelWell(770, 100, 850),
    windowShape([
      [315, 615],
      [405, 495],
      [580, 495],
      [580, 615],
    ]),
    windowShape([
      [625, 495],
      [710, 495],
      [800, 615],
      [625, 615],
    ]),
    line(600, 470, 600, 845),
    line(395, 620, 395, 845),
    rect(470, 650, 60, 16, 8),
    rect(660, 650, 60, 16, 8),
    ellipse(925, 680, 26, 34),
    rect(62, 665, 30, 50, 10),
    rect(880, 770, 90, 36, 18),
    rect(50, 770, 90, 36, 18),
    path("M800 560 Q830 540 850 570 L835 600 Z"),
    wheel(250, 100),
    wheel(770, 100),
  ].join("");

export const raceCar: Figure = () =>
  [
    path("M90 640 L90 500 L120 500 L120 640 Z"),
    path("M150 630 L150 500 L180 500 L180 630 Z"),
    path("M40 470 L220 470 Q230 500 200 510 L40 510 Z"),
    path(
      "M60 860 L60 700 Q60 620 150 610 L380 590 L450 500 Q470 480 500 480 L640 480 Q670 480 690 510 L740 600 L920 690 Q965 715 960 770 L955 860 Z",
    ),
    wheelWell(230, 115, 860),
    wheelWell(790, 105, 860),
    windowShape([
      [470, 595],
      [515, 515],
      [630, 515],
      [665, 595],
    ]),
    circle(600, 730, 70),
    circle(600, 730, 46),
    path("M740 640 L930 720 L930 745 L740 680 Z"),
    stroke("M120 680 L260 680 M120 710 L220 710"),
    ellipse(935, 780, 18, 26),
    wheel(230, 115),
    wheel(790, 105),
  ].join("");

export const jeep: Figure = () =>
  [
    circle(75, 690, 80),
    circle(75, 690, 45),
    path(
      "M110 840 L110 560 Q110 540 130 540 L300 540 L330 400 Q335 380 360 380 L640 380 Q660 380 665 400 L700 540 L880 550 Q930 555 930 600 L930 840 Z",
    ),
    wheelWell(260, 120, 840),
    wheelWell(770, 120, 840),
    windowShape([
      [345, 535],
      [365, 420],
      [490, 420],
      [490, 535],
    ]),
    windowShape([
      [525, 420],
      [630, 420],
      [655, 535],
      [525, 535],
    ]),
    line(508, 400, 508, 835),
    rect(560, 580, 60, 16, 8),
    rect(890, 590, 40, 60, 10),
    path("M880 690 L960 690 L960 740 L880 740 Z"),
    ...[900, 925].map((x) => line(x, 700, x, 730)),
    rect(100, 520, 230, 22, 10),
    wheel(260, 120),
    wheel(770, 120),
  ].join("");

export const beetleCar: Figure = () =>
  [
    path("M90 850 C70 700 140 600 260 590 C330 440 470 380 600 400 C720 420 790 520 830 610 C930 630 960 720 950 850 Z"),
    wheelWell(260, 100, 850),
    wheelWell(780, 100, 850),
    path("M330 600 C370 500 440 460 520 455 L520 600 Z"),
    path("M560 455 C650 460 720 520 760 600 L560 600 Z"),
    line(540, 600, 540, 845),
    line(330, 605, 330, 845),
    rect(420, 640, 60, 16, 8),
    circle(890, 680, 30),
    circle(890, 680, 14),
    rect(40, 790, 110, 34, 17),
    rect(880, 790, 100, 34, 17),
    wheel(260, 100),
    wheel(780, 100),
  ].join("");

export const pickupTruck: Figure = () =>
  [
    path("M60 850 L60 620 L520 620 L520 850 Z"),
    rect(40, 600, 500, 36, 12),
    ...[150, 250, 350, 450].map((x) => line(x, 640, x, 700)),
    path("M500 850 L500 420 Q500 400 520 400 L720 400 Q745 400 760 425 L840 570 L920 585 Q960 595 960 640 L960 850 Z"),
    wheelWell(250, 110, 850),
    wheelWell(790, 110, 850),
    windowShape([
      [560, 560],
      [560, 440],
      [705, 440],
      [775, 560],
    ]),
    rect(600, 610, 60, 16, 8),
    ellipse(940, 640, 20, 32),
    rect(880, 780, 100, 34, 17),
    wheel(250, 110),
    wheel(790, 110),
  ].join("");

export const convertible: Figure = ({ random }) => {
  const happy = random.chance(0.5);
  return [
    path("M400 600 L430 470 L470 470 L450 600 Z"),
    circle(560, 470, 70),
    path("M480 600 C480 520 640 520 640 600 Z"),
    eye(540, 460, 16),
    eye(585, 460, 16),
    happy ? smile(565, 505, 50) : stroke(arc(565, 490, 18, 12, 20, 160)),
    path("M505 420 C520 370 610 370 625 420 C600 400 540 400 505 420 Z"),
    path("M70 850 L70 680 Q70 630 130 620 L420 600 L700 600 L760 520 L790 520 L770 610 L900 630 Q955 645 955 700 L955 850 Z"),
    wheelWell(240, 105, 850),
    wheelWell(780, 105, 850),
    line(560, 610, 560, 845),
    rect(440, 660, 60, 16, 8),
    ellipse(930, 690, 24, 32),
    rect(60, 680, 26, 44, 10),
    stroke("M120 760 L460 760 M600 760 L900 760"),
    wheel(240, 105),
    wheel(780, 105),
  ].join("");
};

export const bus: Figure = () =>
  [
    path("M40 860 L40 360 Q40 320 80 320 L880 320 Q960 320 960 400 L960 860 Z"),
    wheelWell(220, 95, 860),
    wheelWell(790, 95, 860),
    ...[80, 240, 400, 560].map((x) => rect(x, 380, 130, 150, 14)),
    rect(730, 380, 200, 170, 14),
    rect(740, 590, 110, 250, 8),
    line(795, 590, 795, 840),
    stroke("M40 610 L730 610 M40 650 L730 650"),
    ellipse(940, 760, 16, 28),
    rect(60, 300, 400, 24, 10),
    wheel(220, 95),
    wheel(790, 95),
  ].join("");

export const truck: Figure = () =>
  [
    path("M30 840 L30 330 L640 330 L640 840 Z"),
    ...[80, 230, 380, 530].map((x) => rect(x, 380, 80, 400, 10)),
    path("M650 840 L650 460 Q650 430 680 430 L820 430 Q850 430 870 460 L950 600 Q965 620 965 650 L965 840 Z"),
    windowShape([
      [700, 600],
      [700, 480],
      [810, 480],
      [880, 600],
    ]),
    rect(700, 650, 50, 16, 8),
    rect(930, 760, 60, 40, 12),
    ellipse(950, 690, 14, 26),
    rect(20, 820, 960, 40, 14),
    wheel(170, 100),
    wheel(400, 100),
    wheel(810, 100),
  ].join("");

export const train: Figure = ({ lw }) =>
  [
    cloud(720, 230, 200, lw),
    cloud(840, 340, 150, lw),
    rect(20, 520, 380, 320, 16),
    ...[60, 230].map((x) => rect(x, 570, 130, 110, 12)),
    rect(10, 500, 400, 30, 12),
    line(400, 790, 440, 790),
    path("M430 860 L430 360 Q430 330 460 330 L620 330 Q650 330 650 360 L650 860 Z"),
    rect(410, 310, 260, 36, 12),
    rect(470, 390, 140, 110, 12),
    path("M640 560 L900 560 Q950 560 950 610 L950 860 L640 860 Z"),
    ...[720, 800].map((x) => line(x, 562, x, 858)),
    path("M775 560 L775 475 L750 430 L870 430 L845 475 L845 560 Z"),
    rect(890, 505, 45, 55, 8),
    path("M950 760 L1000 860 L950 860 Z"),
    wheel(115, 80),
    wheel(300, 80),
    wheel(540, 95),
    wheel(810, 95),
    line(540, 865, 810, 865),
  ].join("");

export const airplane: Figure = () =>
  [
    path("M420 470 L260 180 L360 180 L600 470 Z"),
    path("M120 480 L40 290 L120 290 L230 460 Z"),
    path(
      "M80 500 C80 440 160 420 260 420 L820 420 C910 420 970 470 970 520 C970 570 910 600 820 600 L200 600 C120 600 80 560 80 500 Z",
    ),
    path("M870 440 C910 450 940 480 945 510 L860 510 Z"),
    ...[320, 420, 520, 620, 720].map((x) => circle(x, 490, 30)),
    path("M440 560 L260 820 L370 820 L620 560 Z"),
    line(120, 540, 280, 540),
    rect(350, 640, 120, 50, 24),
    line(350, 665, 470, 665),
  ].join("");

export const sailboat: Figure = () =>
  [
    line(500, 140, 500, 720),
    path("M520 170 C700 300 760 500 780 680 L520 680 Z"),
    path("M480 220 C380 330 300 500 280 680 L480 680 Z"),
    path("M500 140 L600 165 L500 190 Z"),
    path("M150 720 L850 720 Q820 850 720 860 L280 860 Q180 850 150 720 Z"),
    ...[330, 500, 670].map((x) => circle(x, 790, 28)),
    stroke("M60 920 Q120 880 180 920 T300 920 T420 920 T540 920 T660 920 T780 920 T900 920"),
    stroke("M100 980 Q160 940 220 980 T340 980 T460 980 T580 980 T700 980 T820 980 T940 980"),
  ].join("");

export const helicopter: Figure = () =>
  [
    rect(120, 230, 760, 30, 15),
    rect(475, 260, 50, 80, 8),
    path("M110 470 L430 500 L430 560 L110 530 Z"),
    path("M60 400 L120 400 L160 520 L90 560 L40 520 Z"),
    circle(80, 470, 40),
    line(40, 470, 120, 470),
    path(
      "M300 520 C300 380 450 330 580 330 C760 330 880 420 880 560 C880 660 800 700 680 700 L440 700 C360 700 300 640 300 520 Z",
    ),
    path("M620 370 C740 380 830 450 840 540 L620 540 Z"),
    circle(470, 520, 50),
    line(420, 700, 400, 800),
    line(760, 700, 780, 800),
    rect(330, 790, 540, 34, 17),
  ].join("");

export const rocket: Figure = ({ random }) =>
  [
    path("M380 720 L260 880 L390 860 Z"),
    path("M620 720 L740 880 L610 860 Z"),
    path("M500 70 C640 180 650 420 620 760 L380 760 C350 420 360 180 500 70 Z"),
    path("M430 760 L570 760 L550 820 L450 820 Z"),
    path("M450 820 Q500 980 550 820 Z"),
    path("M470 820 Q500 920 530 820 Z"),
    path("M420 240 C460 200 540 200 580 240 Z"),
    circle(500, 380, 80),
    circle(500, 380, 55),
    ...[560, 640].map((y) => line(370, y, 630, y)),
    star(500, 700, random.range(60, 80)),
    line(500, 760, 500, 860),
  ].join("");

export const VEHICLES = {
  familyCar,
  raceCar,
  jeep,
  beetleCar,
  pickupTruck,
  convertible,
  bus,
  truck,
  train,
  airplane,
  sailboat,
  helicopter,
  rocket,
} as const;
