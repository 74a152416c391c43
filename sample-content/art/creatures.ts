import { cloud, star } from "./decorations.ts";
import { blush, eye, happyEye, openSmile, smile } from "./features.ts";
import {
  arc,
  circle,
  d,
  ellipse,
  type Figure,
  g,
  path,
  polygon,
  rotate,
  smoothClosed,
  starPoints,
  stroke,
  symmetric,
} from "./svg.ts";

/**
 * Original pocket-sized fantasy creatures, one per element (leaf, water,
 * fire, rock, cloud, star, bug): round bodies, huge eyes, stubby feet.
 * Invented for this site; none copies a character from games or cartoons.
 */

const feet = (y: number, spread: number) => symmetric(ellipse(500 - spread, y, 85, 45), 500);
const arms = (y: number, spread: number) =>
  symmetric(g(ellipse(500 - spread, y, 34, 60), { transform: rotate(35, 500 - spread, y) }), 500);

/** Eyes, cheeks and mouth of a creature centred at (cx, cy). */
function face(cx: number, cy: number, happy = false): string {
  const eyes = happy ? happyEye(cx - 85, cy, 36) + happyEye(cx + 85, cy, 36) : eye(cx - 85, cy, 52) + eye(cx + 85, cy, 52);
  return (
    eyes +
    blush(cx - 150, cy + 70, 30) +
    blush(cx + 150, cy + 70, 30) +
    (happy ? openSmile(cx, cy + 60, 70) : smile(cx, cy + 75, 60))
  );
}

export const leafling: Figure = () =>
  [
    path("M650 720 C780 720 860 640 880 560 C820 580 760 560 720 600 C690 630 680 680 650 720 Z"),
    stroke("M660 710 C740 670 800 620 860 570"),
    feet(905, 130),
    circle(500, 620, 300),
    arms(720, 270),
    stroke("M500 320 C500 260 480 230 470 200"),
    path("M470 205 C380 210 320 150 310 80 C400 80 460 130 470 205 Z"),
    path("M480 210 C540 150 640 150 690 190 C640 250 550 250 480 210 Z"),
    stroke("M470 200 L360 110 M485 210 L640 190"),
    ellipse(500, 800, 140, 80),
    face(500, 580),
  ].join("");

export const droplet: Figure = ({ random }) =>
  [
    path("M680 760 C780 760 860 700 900 640 C860 690 800 650 760 690 C800 640 760 600 720 640 C700 680 690 720 680 760 Z"),
    feet(915, 120),
    path("M500 140 C560 260 800 420 800 640 C800 820 660 920 500 920 C340 920 200 820 200 640 C200 420 440 260 500 140 Z"),
    arms(720, 270),
    ellipse(500, 820, 130, 70),
    face(500, 600, random.chance(0.5)),
    circle(200, 330, 40),
    circle(140, 250, 24),
    circle(830, 300, 30),
  ].join("");

const flame = (cx: number, base: number, height: number) =>
  path(
    d`M${cx - height * 0.35} ${base} C${cx - height * 0.5} ${base - height * 0.4} ${cx - height * 0.1} ${base - height * 0.55} ${cx - height * 0.15} ${base - height} C${cx + height * 0.15} ${base - height * 0.75} ${cx + height * 0.1} ${base - height * 0.6} ${cx + height * 0.25} ${base - height * 0.7} C${cx + height * 0.45} ${base - height * 0.4} ${cx + height * 0.4} ${base - height * 0.15} ${cx + height * 0.35} ${base} Z`,
  );

export const sparkpup: Figure = () =>
  [
    path("M700 750 C800 760 850 700 860 620 L900 620 C900 730 830 820 700 810 Z"),
    flame(880, 640, 230),
    feet(910, 130),
    symmetric(path("M300 360 C260 260 290 180 320 170 C370 220 400 280 390 330 Z"), 500),
    path(
      smoothClosed([
        [500, 300],
        [700, 360],
        [790, 560],
        [750, 800],
        [500, 880],
        [250, 800],
        [210, 560],
        [300, 360],
      ]),
    ),
    flame(500, 330, 220),
    arms(700, 260),
    ellipse(500, 800, 140, 75),
    face(500, 570),
  ].join("");

export const pebble: Figure = ({ lw }) =>
  [
    feet(910, 150),
    path("M230 820 L180 560 L260 330 L450 230 L650 260 L800 420 L830 650 L760 850 Z", { "stroke-linejoin": "round" }),
    g(stroke("M260 420 L320 470 L300 540 M740 560 L690 600 L700 680 M560 820 L600 770 L660 790"), { "stroke-width": lw * 0.8 }),
    path("M380 250 C390 180 460 180 470 230 C490 170 570 180 560 250 Z"),
    arms(700, 330),
    face(500, 520, true),
  ].join("");

export const cloudlet: Figure = ({ lw }) =>
  [
    symmetric(path("M250 470 C140 380 90 460 120 540 C150 500 200 520 250 540 Z"), 500),
    cloud(500, 500, 720, lw),
    path("M430 800 C410 850 440 880 470 870 C500 860 490 830 430 800 Z"),
    path("M560 800 C540 860 570 900 600 890 C630 880 620 840 560 800 Z"),
    face(500, 520),
    path("M270 800 C240 860 290 890 310 850 C320 830 300 810 270 800 Z"),
    path("M740 840 C720 890 760 910 775 880 C785 860 765 845 740 840 Z"),
  ].join("");

export const starling: Figure = () =>
  [
    feet(905, 110),
    polygon(starPoints(500, 560, 400, 220, 5), { "stroke-linejoin": "round" }),
    stroke("M500 160 C500 110 520 80 540 60"),
    star(555, 55, 90, 10),
    face(500, 560, true),
    circle(300, 840, 20),
    star(820, 860, 70),
  ].join("");

export const buzzlet: Figure = ({ lw }) =>
  [
    symmetric(
      ellipse(330, 330, 140, 190, { transform: rotate(-25, 330, 330) }) +
        ellipse(300, 320, 70, 110, { transform: rotate(-25, 300, 320) }),
      500,
    ),
    path("M500 840 L470 930 L530 930 Z"),
    feet(900, 110),
    ellipse(500, 600, 260, 290),
    g(
      [730, 810].map((y) => stroke(arc(500, y - 80, 235, 80, 28, 152))),
      { "stroke-width": lw * 1.2 },
    ),
    symmetric(stroke("M450 330 C430 250 390 220 360 210") + circle(352, 205, 26), 500),
    face(500, 520),
  ].join("");

export const CREATURES = { leafling, droplet, sparkpup, pebble, cloudlet, starling, buzzlet } as const;
