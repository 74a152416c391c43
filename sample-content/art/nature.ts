import { apple, cloud } from "./decorations.ts";
import { blush, eye, smile } from "./features.ts";
import { arc, circle, d, ellipse, type Figure, g, path, radial, rect, rotate, stroke, symmetric } from "./svg.ts";

/** Nature pages: flowers, trees, mushrooms, a rainbow, a cactus. */

const leafAt = (x: number, y: number, angle: number, size = 110) =>
  g(
    path(
      d`M${x} ${y} C${x + size * 0.4} ${y - size * 0.5} ${x + size} ${y - size * 0.4} ${x + size * 1.2} ${y} C${x + size} ${y + size * 0.4} ${x + size * 0.4} ${y + size * 0.5} ${x} ${y} Z`,
    ),
    {
      transform: rotate(angle, x, y),
    },
  );

export const sunflower: Figure = () =>
  [
    path("M485 960 C480 800 490 600 490 430 L515 430 C515 600 510 800 515 960 Z"),
    leafAt(505, 720, -30, 190),
    leafAt(495, 820, 200, 190),
    radial(16, 500, 300, () => path("M470 170 C470 80 530 80 530 170 Z"), 11),
    radial(16, 500, 300, () => path("M475 160 C475 70 525 70 525 160 Z")),
    circle(500, 300, 150),
    eye(450, 280, 30),
    eye(550, 280, 30),
    smile(500, 340, 80),
    blush(420, 335, 20),
    blush(580, 335, 20),
  ].join("");

export const appleTree: Figure = ({ lw }) =>
  [
    path("M430 960 C450 850 450 700 440 560 L560 560 C550 700 550 850 570 960 Z"),
    stroke("M460 620 L400 560 M540 640 L610 570"),
    cloud(500, 390, 900, lw),
    ...[
      [300, 330],
      [470, 230],
      [650, 330],
      [380, 480],
      [600, 490],
      [250, 520],
      [760, 510],
    ].map(([x = 0, y = 0]) => apple(x, y, 80)),
    ellipse(500, 770, 40, 55),
    stroke("M300 960 Q500 930 700 960"),
  ].join("");

export const mushrooms: Figure = () => {
  const mushroom = (cx: number, base: number, size: number) =>
    path(
      d`M${cx - size * 0.35} ${base} C${cx - size * 0.3} ${base - size * 0.5} ${cx - size * 0.3} ${base - size * 0.6} ${cx - size * 0.25} ${base - size * 0.75} L${cx + size * 0.25} ${base - size * 0.75} C${cx + size * 0.3} ${base - size * 0.6} ${cx + size * 0.3} ${base - size * 0.5} ${cx + size * 0.35} ${base} Z`,
    ) +
    path(
      d`M${cx - size} ${base - size * 0.7} C${cx - size} ${base - size * 1.8} ${cx + size} ${base - size * 1.8} ${cx + size} ${base - size * 0.7} Q${cx} ${base - size * 0.5} ${cx - size} ${base - size * 0.7} Z`,
    ) +
    circle(cx - size * 0.45, base - size * 1.1, size * 0.16) +
    circle(cx + size * 0.1, base - size * 1.35, size * 0.2) +
    circle(cx + size * 0.55, base - size * 1.0, size * 0.13);
  return [
    mushroom(700, 950, 190),
    mushroom(380, 960, 300),
    rect(350, 850, 60, 90, 26),
    eye(340, 760, 22),
    eye(420, 760, 22),
    smile(380, 800, 40),
    stroke("M120 960 Q140 900 160 960 M820 960 Q840 910 860 960"),
  ].join("");
};

export const rainbow: Figure = ({ lw }) =>
  [
    ...[430, 360, 290, 220].map((radius) =>
      path(
        `${arc(500, 700, radius, radius, 180, 360)} L${500 + radius - 70} 700 ${arc(500, 700, radius - 70, radius - 70, 360, 180, false)} Z`,
      ),
    ),
    cloud(180, 690, 330, lw),
    cloud(820, 690, 330, lw),
    symmetric(
      path("M140 780 C130 830 160 850 175 830 C185 815 170 800 140 780 Z") +
        path("M230 800 C220 850 250 870 265 850 C275 835 260 820 230 800 Z"),
      500,
    ),
  ].join("");

export const cactus: Figure = () =>
  [
    path("M420 900 C415 700 420 400 430 300 C440 200 560 200 570 300 C580 400 585 700 580 900 Z"),
    path("M430 600 L340 600 C290 600 270 560 270 500 L270 400 C270 360 330 360 330 400 L330 540 L430 540 Z"),
    path("M570 520 L660 520 C700 520 720 480 720 440 L720 360 C720 320 660 320 660 360 L660 460 L570 460 Z"),
    stroke("M470 320 L470 860 M530 320 L530 860"),
    circle(500, 205, 40),
    radial(6, 500, 205, () => ellipse(500, 150, 20, 30)),
    circle(500, 205, 26),
    path("M340 880 L660 880 L620 980 L380 980 Z"),
    rect(320, 860, 360, 50, 12),
    eye(470, 420, 20),
    eye(530, 420, 20),
    smile(500, 460, 36),
  ].join("");

export const tulips: Figure = () =>
  [
    ...[
      [330, 420],
      [500, 330],
      [670, 420],
    ].map(
      ([x = 0, y = 0]) =>
        stroke(d`M${x} ${y + 60} Q${x + 10} ${y + 250} ${500} 720`) +
        path(
          d`M${x - 70} ${y - 40} L${x - 35} ${y} L${x} ${y - 60} L${x + 35} ${y} L${x + 70} ${y - 40} C${x + 75} ${y + 50} ${x + 40} ${y + 80} ${x} ${y + 80} C${x - 40} ${y + 80} ${x - 75} ${y + 50} ${x - 70} ${y - 40} Z`,
        ),
    ),
    leafAt(450, 650, -130, 160),
    leafAt(550, 650, -50, 160),
    path("M300 700 L700 700 L640 960 L360 960 Z"),
    rect(280, 680, 440, 70, 16),
    symmetric(circle(430, 850, 26), 500),
  ].join("");

export const NATURE = { sunflower, appleTree, mushrooms, rainbow, cactus, tulips } as const;
