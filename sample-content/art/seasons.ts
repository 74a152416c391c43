import { apple, eggShape, flower, heart, star } from "./decorations.ts";
import { blush, eye, happyEye, smile } from "./features.ts";
import { circle, d, ellipse, type Figure, line, path, polygon, radial, rect, rotate, starPoints, stroke } from "./svg.ts";

/**
 * The dates of the school calendar (issue 36): Páscoa, Dia das Mães, Festa
 * Junina, Folclore, Dia das Crianças and Natal, drawn like the rest of the
 * sample art (outlines on white, large areas, a friendly face where it fits).
 * Each figure fills a 1000-unit square.
 */

/** An egg standing at (cx, cy), with stripes and dots to colour. */
function egg(cx: number, cy: number, rx: number, ry: number, band: number): string {
  const zigzag = Array.from({ length: 7 }, (_, index) => {
    const x = cx - rx * 0.82 + (index * rx * 1.64) / 6;
    return `${index === 0 ? "M" : "L"}${x} ${cy + band + (index % 2 === 0 ? -28 : 28)}`;
  }).join(" ");
  return (
    eggShape(cx, cy, rx, ry) +
    stroke(zigzag) +
    stroke(d`M${cx - rx * 0.78} ${cy - band} Q${cx} ${cy - band + 40} ${cx + rx * 0.78} ${cy - band}`) +
    circle(cx - rx * 0.35, cy - band - ry * 0.35, 18) +
    circle(cx + rx * 0.3, cy - band - ry * 0.3, 14)
  );
}

export const easterEggs: Figure = () =>
  [
    // The basket's handle, behind the eggs.
    stroke("M220 560 C220 160 780 160 780 560", { "stroke-width": 40 }),
    stroke("M220 560 C220 160 780 160 780 560", { stroke: "#fff", "stroke-width": 22 }),
    egg(340, 470, 120, 160, 30),
    egg(660, 470, 120, 160, -10),
    egg(500, 430, 135, 180, 10),
    path("M140 560 L860 560 L780 900 C700 950 300 950 220 900 Z"),
    ...[620, 700, 780, 860].map((y) => stroke(d`M${160 + (y - 560) * 0.18} ${y} L${840 - (y - 560) * 0.18} ${y}`)),
    ...[300, 400, 500, 600, 700].map((x) => stroke(d`M${x} 560 L${x + (x - 500) * -0.05} 930`)),
    rect(120, 520, 760, 70, 30),
    flower(150, 980, 140),
    flower(860, 980, 120),
  ].join("");

export const bunnyWithBasket: Figure = () =>
  [
    // Ears, head, body.
    ellipse(420, 170, 55, 150, { transform: rotate(-12, 420, 170) }),
    ellipse(420, 180, 25, 110, { transform: rotate(-12, 420, 180) }),
    ellipse(580, 170, 55, 150, { transform: rotate(12, 580, 170) }),
    ellipse(580, 180, 25, 110, { transform: rotate(12, 580, 180) }),
    ellipse(500, 720, 230, 220),
    ellipse(500, 780, 130, 130),
    circle(500, 400, 170),
    eye(440, 380, 28),
    eye(560, 380, 28),
    path("M480 440 L520 440 L500 465 Z"),
    stroke("M500 465 Q470 500 445 480 M500 465 Q530 500 555 480"),
    blush(400, 450, 30),
    blush(600, 450, 30),
    stroke("M380 455 L300 440 M380 470 L300 480 M620 455 L700 440 M620 470 L700 480"),
    // Feet, and the little basket with one egg.
    ellipse(370, 940, 90, 45),
    ellipse(630, 940, 90, 45),
    stroke("M640 720 C640 580 840 580 840 720", { "stroke-width": 22 }),
    egg(740, 690, 55, 75, 10),
    path("M620 720 L860 720 L830 860 L650 860 Z"),
    stroke("M632 770 L848 770 M642 815 L838 815"),
  ].join("");

export const motherHeart: Figure = () =>
  [
    heart(500, 470, 760),
    heart(500, 470, 470),
    ...[
      [250, 260],
      [750, 260],
      [500, 820],
    ].map(([x = 0, y = 0]) => radial(6, x, y, () => ellipse(x, y - 55, 36, 55)) + circle(x, y, 34)),
    path("M330 870 C380 820 440 830 470 880 C430 900 370 905 330 870 Z"),
    path("M670 870 C620 820 560 830 530 880 C570 900 630 905 670 870 Z"),
    happyEye(440, 440, 28),
    happyEye(560, 440, 28),
    smile(500, 500, 80),
    blush(400, 500, 26),
    blush(600, 500, 26),
  ].join("");

export const bonfire: Figure = () =>
  [
    // Logs crossed under the flames, and stones around.
    rect(220, 780, 560, 80, 40, { transform: rotate(-12, 500, 820) }),
    rect(220, 780, 560, 80, 40, { transform: rotate(12, 500, 820) }),
    circle(258, 818, 28),
    circle(742, 818, 28),
    path(
      "M500 160 C560 300 700 340 690 560 C685 700 600 790 500 790 C400 790 315 700 310 560 C300 400 420 380 430 260 C470 330 480 250 500 160 Z",
    ),
    path(
      "M500 380 C540 470 610 500 600 620 C595 710 550 760 500 760 C450 760 405 710 400 620 C395 540 450 520 460 450 C480 490 490 440 500 380 Z",
    ),
    path("M500 560 C525 610 555 630 550 680 C548 720 525 740 500 740 C475 740 452 720 450 680 C448 640 480 630 500 560 Z"),
    ...[180, 340, 660, 820].map((x, index) => ellipse(x, 930, 70 - index * 4, 40)),
    stroke("M230 300 L260 250 M780 260 L740 210 M190 470 L140 450 M820 440 L870 420"),
  ].join("");

export const festaJuninaFlags: Figure = () => {
  const flags = (y: number, from: number, to: number, count: number) => {
    const step = (to - from) / count;
    return (
      stroke(d`M${from} ${y} Q${(from + to) / 2} ${y + 60} ${to} ${y}`) +
      Array.from({ length: count }, (_, index) => {
        const x = from + step * (index + 0.5);
        const sag = y + 60 * (1 - ((x - (from + to) / 2) / ((to - from) / 2)) ** 2);
        return path(d`M${x - 32} ${sag} L${x + 32} ${sag} L${x + 32} ${sag + 90} L${x} ${sag + 60} L${x - 32} ${sag + 90} Z`);
      }).join("")
    );
  };
  return [
    flags(80, 40, 960, 9),
    flags(250, 40, 960, 8),
    // The little straw hut with its counter, and a balloon-free sky.
    path("M250 560 L500 380 L750 560 Z"),
    ...[420, 460, 500, 540].map((y) => stroke(d`M${500 - (y - 380) * 1.35} ${y} L${500 + (y - 380) * 1.35} ${y}`)),
    rect(290, 560, 420, 330),
    rect(260, 700, 480, 60, 10),
    rect(420, 600, 160, 90, 10),
    ellipse(360, 690, 40, 20),
    ellipse(640, 690, 40, 20),
    circle(360, 670, 22),
    circle(640, 672, 20),
    stroke("M120 960 Q150 900 180 960 M820 960 Q850 900 880 960"),
  ].join("");
};

export const saci: Figure = () =>
  [
    // The red cap (to colour), the face, the pipe, one leg hopping.
    path("M360 220 C380 60 620 40 690 170 C700 200 660 215 640 205 C600 160 520 150 470 240 Z"),
    circle(500, 320, 150),
    path("M355 260 C420 200 580 200 650 260 C600 240 400 240 355 260 Z"),
    eye(450, 310, 26),
    eye(550, 310, 26),
    smile(500, 370, 90),
    stroke("M560 400 L660 430", { "stroke-width": 18 }),
    path("M650 400 L710 400 L720 470 L650 470 Z"),
    stroke("M680 390 C670 350 700 330 690 290 M700 380 C700 340 730 330 720 300"),
    path("M400 470 C380 560 380 660 420 720 L580 720 C620 660 620 560 600 470 C560 450 440 450 400 470 Z"),
    stroke("M420 520 C340 560 300 500 280 460 M580 520 C660 560 700 500 720 450"),
    circle(275, 450, 30),
    circle(725, 440, 30),
    rect(450, 700, 100, 60, 20),
    path("M470 760 L530 760 L530 900 L470 900 Z"),
    ellipse(520, 920, 80, 35),
    // The little whirlwind he rides.
    stroke("M180 880 C260 840 320 900 260 930 C200 960 160 900 230 880 M760 860 C840 830 880 900 820 920"),
  ].join("");

export const curupira: Figure = () =>
  [
    // Flame hair, face, leafy skirt, feet turned backwards.
    path("M320 330 C280 200 340 120 400 170 C400 80 480 50 500 130 C530 50 620 80 610 170 C670 120 730 200 680 330 Z"),
    circle(500, 360, 160),
    eye(445, 350, 28),
    eye(555, 350, 28),
    smile(500, 420, 90),
    blush(410, 410, 24),
    blush(590, 410, 24),
    path("M420 510 L580 510 L600 700 L400 700 Z"),
    ...[410, 460, 510, 560].map((x) =>
      path(d`M${x} 660 C${x - 10} 740 ${x + 30} 770 ${x + 40} 770 C${x + 50} 740 ${x + 60} 700 ${x + 40} 660 Z`),
    ),
    stroke("M420 540 C360 600 320 620 280 600 M580 540 C640 600 680 620 720 600"),
    circle(275, 600, 28),
    circle(725, 600, 28),
    rect(440, 760, 40, 130, 18),
    rect(520, 760, 40, 130, 18),
    // Toes point back: the feet face the other way.
    ellipse(420, 900, 70, 30),
    ellipse(580, 900, 70, 30),
    stroke("M100 960 C160 880 220 880 260 960 M740 960 C780 880 840 880 900 960"),
  ].join("");

export const toys: Figure = () =>
  [
    // A teddy bear, a ball and building blocks.
    circle(330, 240, 60),
    circle(530, 240, 60),
    circle(430, 330, 150),
    ellipse(430, 380, 60, 45),
    eye(385, 310, 22),
    eye(475, 310, 22),
    path("M415 360 L445 360 L430 378 Z"),
    ellipse(430, 620, 170, 180),
    ellipse(430, 650, 90, 100),
    circle(270, 550, 60),
    circle(590, 550, 60),
    circle(330, 800, 70),
    circle(530, 800, 70),
    circle(780, 780, 150),
    stroke("M640 760 Q780 700 920 760 M700 650 Q760 780 700 920 M860 650 Q800 780 860 920"),
    rect(80, 780, 160, 160, 14),
    rect(110, 640, 130, 130, 14),
    polygon(starPoints(160, 860, 50, 22, 5)),
    circle(175, 705, 35),
  ].join("");

export const christmasTree: Figure = () =>
  [
    polygon(starPoints(500, 110, 90, 40, 5)),
    path("M500 170 L700 400 L600 400 L780 620 L660 620 L860 860 L140 860 L340 620 L220 620 L400 400 L300 400 Z"),
    stroke("M330 400 Q500 450 670 400 M250 620 Q500 690 750 620"),
    rect(440, 860, 120, 100, 10),
    ...[
      [430, 330],
      [580, 500],
      [380, 540],
      [500, 700],
      [320, 780],
      [690, 780],
    ].map(([x = 0, y = 0]) => circle(x, y, 30)),
    rect(80, 850, 140, 110, 10),
    stroke("M150 850 L150 960 M80 905 L220 905"),
    rect(780, 870, 140, 90, 10),
    stroke("M850 870 L850 960"),
  ].join("");

export const christmasStar: Figure = () =>
  [
    polygon(starPoints(500, 460, 400, 170, 5)),
    polygon(starPoints(500, 460, 250, 105, 5)),
    happyEye(450, 450, 30),
    happyEye(550, 450, 30),
    smile(500, 510, 90),
    blush(410, 510, 24),
    blush(590, 510, 24),
    ...[
      [150, 150],
      [850, 170],
      [130, 820],
      [870, 800],
    ].map(([x = 0, y = 0]) => star(x, y, 90, 10)),
    stroke("M300 900 Q500 960 700 900"),
  ].join("");

/** Truly easy pictures for 2–4-year-olds: one or two large shapes, few lines, nothing small. */
export const bigSun: Figure = () =>
  [
    radial(8, 500, 500, () => path("M455 170 L500 60 L545 170 Z")),
    circle(500, 500, 300),
    circle(420, 450, 30, { fill: "#000", stroke: "none" }),
    circle(580, 450, 30, { fill: "#000", stroke: "none" }),
    smile(500, 560, 200),
  ].join("");

export const bigApple: Figure = () => apple(500, 540, 720) + stroke("M500 200 Q520 120 560 90");

export const bigBall: Figure = () =>
  [circle(500, 500, 380), stroke("M120 500 Q500 360 880 500"), stroke("M500 120 Q360 500 500 880")].join("");

export const bigFish: Figure = () =>
  [
    path("M780 500 L950 330 L950 670 Z"),
    ellipse(480, 500, 340, 240),
    circle(300, 450, 45),
    circle(300, 450, 15, { fill: "#000", stroke: "none" }),
    stroke("M560 300 Q600 500 560 700"),
  ].join("");

export const bigHouse: Figure = () =>
  [
    path("M120 480 L500 140 L880 480 Z"),
    rect(190, 480, 620, 420),
    rect(430, 640, 140, 260, 10),
    rect(250, 560, 120, 120, 8),
    rect(630, 560, 120, 120, 8),
  ].join("");

/** Themes every child asks for and that need no licence: dinosaurs, princesses, unicorns, mermaids, fairies, fruit. */
export const dinosaur: Figure = () =>
  [
    path(
      "M120 700 C200 690 260 650 300 600 L300 520 C300 440 380 400 460 420 L640 460 C700 400 700 260 680 200 C670 150 720 110 780 130 C860 150 900 220 860 260 C830 290 780 280 760 300 C750 400 760 520 720 620 C700 700 640 760 560 780 L560 900 L480 900 L480 790 L400 790 L400 900 L320 900 L320 760 C260 760 180 740 120 700 Z",
    ),
    eye(790, 190, 20),
    stroke("M820 240 Q845 250 860 240"),
    ...[
      [360, 420],
      [450, 400],
      [540, 420],
      [620, 440],
    ].map(([x = 0, y = 0]) => path(d`M${x - 35} ${y + 20} L${x} ${y - 50} L${x + 35} ${y + 20} Z`)),
    stroke("M700 400 L650 430 M690 450 L640 480"),
    circle(420, 620, 40),
    circle(560, 640, 30),
    circle(500, 540, 24),
    stroke("M60 960 L940 960"),
  ].join("");

/** A castle tower at x: crenellated top, a cone roof with a flag, a window and an arched door. */
function castleTower(x: number): string {
  return [
    path(d`M${x - 20} 400 L${x + 70} 250 L${x + 160} 400 Z`),
    stroke(d`M${x + 70} 250 L${x + 70} 170`),
    path(d`M${x + 70} 170 L${x + 140} 190 L${x + 70} 215 Z`),
    path(
      d`M${x} 400 L${x} 370 L${x + 35} 370 L${x + 35} 400 L${x + 55} 400 L${x + 55} 370 L${x + 85} 370 L${x + 85} 400 L${x + 105} 400 L${x + 105} 370 L${x + 140} 370 L${x + 140} 400 L${x + 140} 940 L${x} 940 Z`,
    ),
    path(d`M${x + 45} 560 L${x + 45} 500 C${x + 45} 460 ${x + 95} 460 ${x + 95} 500 L${x + 95} 560 Z`),
  ].join("");
}

export const princess: Figure = () =>
  [
    // The castle behind her: two towers and the wall between them.
    castleTower(40),
    castleTower(820),
    path(
      "M180 940 L180 640 L230 640 L230 610 L280 610 L280 640 L330 640 L330 610 L380 610 L380 640 L620 640 L620 610 L670 610 L670 640 L720 640 L720 610 L770 610 L770 640 L820 640 L820 940 Z",
    ),
    // Crown, hair, face, a long gown with a big skirt.
    path("M400 200 L420 90 L460 160 L500 70 L540 160 L580 90 L600 200 Z"),
    circle(500, 110, 16),
    path("M340 360 C320 210 680 210 660 360 L680 560 L600 560 L600 400 L400 400 L400 560 L320 560 Z"),
    circle(500, 330, 120),
    eye(460, 320, 22),
    eye(540, 320, 22),
    smile(500, 370, 60),
    blush(430, 365, 20),
    blush(570, 365, 20),
    path("M430 450 L570 450 L590 600 L410 600 Z"),
    path("M410 600 C330 700 230 860 200 940 L800 940 C770 860 670 700 590 600 Z"),
    stroke("M300 820 Q500 870 700 820 M250 900 Q500 950 750 900"),
    ...[
      [400, 760],
      [500, 740],
      [600, 760],
    ].map(([x = 0, y = 0]) => heart(x, y, 50)),
    stroke("M430 480 C360 520 330 560 340 600 M570 480 C640 520 670 560 660 600"),
  ].join("");

export const unicorn: Figure = () =>
  [
    path("M430 120 L470 300 L390 300 Z"),
    stroke("M415 180 L455 170 M405 230 L462 220"),
    path(
      "M220 480 C200 340 320 260 440 300 C560 330 600 440 580 560 C640 560 760 560 800 620 C850 700 820 820 760 840 L760 940 L690 940 L690 850 L520 850 L520 940 L450 940 L450 820 C400 780 380 700 400 640 C320 640 240 580 220 480 Z",
    ),
    eye(330, 430, 22),
    ellipse(250, 500, 14, 10),
    // The mane and tail, in large locks to colour.
    path("M440 300 C520 280 600 340 580 420 C640 420 660 500 610 540 C560 500 540 440 520 420 C500 380 470 340 440 300 Z"),
    path("M800 640 C880 640 920 720 880 800 C860 740 830 720 800 700 Z"),
    stroke("M260 560 Q300 580 330 560"),
    star(150, 200, 80),
    star(850, 250, 60),
    heart(860, 470, 70),
  ].join("");

export const mermaid: Figure = () =>
  [
    // Long hair, face, shell top, a fish tail curling over a rock.
    path("M360 230 C320 120 680 120 640 230 C700 330 680 480 620 520 L380 520 C320 480 300 330 360 230 Z"),
    // The rock her tail rests on, behind it.
    path("M300 910 C320 800 560 770 720 830 C820 870 830 950 760 950 L330 950 C300 950 295 935 300 910 Z"),
    circle(500, 270, 120),
    eye(460, 260, 20),
    eye(540, 260, 20),
    smile(500, 310, 60),
    blush(435, 305, 18),
    blush(565, 305, 18),
    ellipse(455, 430, 45, 35),
    ellipse(545, 430, 45, 35),
    path(
      "M420 470 C420 560 440 620 470 680 C500 760 560 800 640 800 C700 800 720 760 700 730 L740 690 L780 780 L700 870 L640 820 C520 830 420 760 380 640 C360 570 370 510 380 470 Z",
    ),
    stroke("M420 560 Q470 590 520 560 M430 620 Q490 650 550 620 M470 690 Q530 720 590 690"),
    circle(180, 300, 30),
    circle(150, 380, 20),
    circle(820, 250, 26),
  ].join("");

export const fairy: Figure = () =>
  [
    // Wings first, then the fairy with her wand.
    path("M460 420 C300 220 120 300 180 450 C220 540 360 520 460 460 Z"),
    path("M460 470 C320 520 240 650 330 700 C400 740 460 620 470 500 Z"),
    path("M540 420 C700 220 880 300 820 450 C780 540 640 520 540 460 Z"),
    path("M540 470 C680 520 760 650 670 700 C600 740 540 620 530 500 Z"),
    circle(500, 260, 110),
    path("M390 250 C400 140 600 140 610 250 C560 200 440 200 390 250 Z"),
    eye(460, 260, 20),
    eye(540, 260, 20),
    smile(500, 300, 60),
    path("M450 370 L550 370 L640 700 L360 700 Z"),
    stroke("M390 640 Q500 670 610 640"),
    rect(450, 700, 30, 150, 14),
    rect(520, 700, 30, 150, 14),
    stroke("M560 420 L720 260", { "stroke-width": 14 }),
    polygon(starPoints(740, 230, 60, 26, 5)),
    star(200, 820, 70),
    star(820, 850, 60),
  ].join("");

export const fruitBasket: Figure = () =>
  [
    // Banana, pear, grapes and an orange in a bowl.
    path("M200 420 C260 220 480 160 600 220 C500 230 330 300 260 450 Z"),
    path("M620 230 C690 230 690 320 700 360 C760 420 760 520 680 540 C600 560 560 480 600 400 C620 360 600 300 620 230 Z"),
    stroke("M630 230 L620 180"),
    ...[
      [420, 340],
      [470, 330],
      [520, 340],
      [445, 390],
      [495, 390],
      [470, 440],
    ].map(([x = 0, y = 0]) => circle(x, y, 34)),
    stroke("M470 300 L480 250"),
    circle(320, 470, 100),
    circle(300, 440, 10, { fill: "#000", stroke: "none" }),
    path("M100 500 L900 500 C880 720 720 820 500 820 C280 820 120 720 100 500 Z"),
    stroke("M180 600 Q500 660 820 600"),
    rect(400, 820, 200, 60, 20),
    flower(880, 960, 100),
    line(60, 960, 940, 960),
  ].join("");

export const SEASONS = {
  easterEggs,
  bunnyWithBasket,
  motherHeart,
  bonfire,
  festaJuninaFlags,
  saci,
  curupira,
  toys,
  christmasTree,
  christmasStar,
  bigSun,
  bigApple,
  bigBall,
  bigFish,
  bigHouse,
  dinosaur,
  princess,
  unicorn,
  mermaid,
  fairy,
  fruitBasket,
} as const;
