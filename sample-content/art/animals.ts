import { blush, catMouth, eye, openSmile, smile } from "./features.ts";
import {
  arc,
  circle,
  d,
  dot,
  ellipse,
  type Figure,
  g,
  line,
  path,
  polygon,
  regularPolygon,
  rotate,
  stroke,
  symmetric,
  union,
} from "./svg.ts";

/**
 * Friendly animals, each a figure in a 1000 x 1000 box built from circles,
 * ellipses and curves: big heads, big eyes, large closed areas to colour.
 */

const paws = (y: number, spread: number) =>
  symmetric(
    ellipse(500 - spread, y, 72, 46) + stroke(d`M${500 - spread - 20} ${y - 12} v22 M${500 - spread + 20} ${y - 12} v22`),
    500,
  );

export const cat: Figure = ({ lw }) =>
  [
    path("M670 860 C900 860 930 640 850 540 C820 505 775 530 800 565 C860 650 830 780 660 790 Z"),
    ellipse(500, 730, 215, 230),
    ellipse(500, 780, 115, 150),
    paws(935, 80),
    symmetric(path("M318 330 Q320 180 352 140 Q420 190 470 250 Z") + path("M345 290 Q350 210 362 190 Q400 220 425 255 Z"), 500),
    ellipse(500, 370, 235, 195),
    eye(420, 345, 46),
    eye(580, 345, 46),
    path("M478 412 L522 412 L500 436 Z"),
    catMouth(500, 440, 34),
    blush(375, 425, 26),
    blush(625, 425, 26),
    g(symmetric(line(360, 405, 235, 380) + line(360, 425, 230, 430) + line(365, 445, 245, 478), 500), {
      "stroke-width": lw * 0.8,
    }),
    path("M420 560 Q500 590 580 560 L585 590 Q500 622 415 590 Z"),
    circle(500, 615, 32),
    line(476, 612, 524, 612),
  ].join("");

export const dog: Figure = () =>
  [
    path("M680 800 C820 780 860 640 900 610 C930 590 950 640 920 670 C870 720 840 850 690 860 Z"),
    ellipse(500, 735, 205, 225),
    ellipse(500, 790, 110, 140),
    paws(935, 82),
    ellipse(500, 370, 215, 195),
    path("M595 300 C660 285 700 330 690 390 C680 430 620 440 585 410 C555 380 555 315 595 300 Z"),
    eye(425, 350, 40),
    eye(580, 350, 40),
    symmetric(path("M330 250 C230 250 195 420 240 520 C270 575 330 540 340 480 C350 420 345 330 330 250 Z"), 500),
    ellipse(500, 465, 110, 78),
    ellipse(500, 425, 42, 28),
    dot(500, 425, 26),
    stroke("M500 452 L500 478"),
    openSmile(500, 480, 120),
    path("M405 575 Q500 605 595 575 L598 605 Q500 640 402 605 Z"),
    path("M500 620 l30 20 l-12 36 h-36 l-12 -36 Z"),
  ].join("");

export const fish: Figure = ({ lw }) =>
  [
    path("M700 500 L930 320 Q870 500 930 680 Z"),
    stroke("M760 460 L880 380 M770 540 L880 620", { "stroke-width": lw * 0.8 }),
    path("M360 330 Q470 150 680 300 L640 360 Z"),
    path("M430 680 Q520 800 620 660 Z"),
    ellipse(470, 500, 310, 205),
    stroke(arc(230, 500, 90, 150, -60, 60)),
    ...[
      [400, 430],
      [480, 430],
      [560, 430],
      [440, 500],
      [520, 500],
      [600, 500],
      [400, 570],
      [480, 570],
      [560, 570],
    ].map(([x = 0, y = 0]) => stroke(arc(x, y, 30, 32, -70, 70))),
    path("M420 590 C470 560 540 600 520 650 C470 660 430 640 420 590 Z"),
    eye(230, 450, 45),
    stroke("M165 530 Q190 555 215 540"),
    circle(110, 330, 26),
    circle(70, 230, 18),
  ].join("");

export const bird: Figure = ({ lw }) =>
  [
    path("M60 880 C300 850 700 870 960 840 L960 900 C700 930 300 910 60 930 Z"),
    path("M700 850 C760 790 830 790 860 800 C830 850 760 860 700 850 Z"),
    path("M300 560 L90 450 L120 560 L80 670 Z"),
    union(circle(480, 520, 260), lw),
    ellipse(500, 620, 170, 140),
    ...[
      [450, 590],
      [520, 590],
      [485, 650],
      [555, 650],
    ].map(([x = 0, y = 0]) => stroke(arc(x, y, 28, 22, 20, 160))),
    path("M300 520 C360 440 500 480 500 560 C470 660 350 680 300 520 Z"),
    stroke("M340 560 Q400 590 460 570 M350 610 Q400 630 445 615"),
    symmetric(path("M470 270 C430 190 480 150 500 200 Z"), 500),
    path("M480 265 C470 170 530 160 520 265 Z"),
    eye(610, 420, 42),
    path("M720 430 L830 470 L720 510 Q740 470 720 430 Z"),
    stroke("M722 470 L800 470"),
    blush(650, 510, 28),
    stroke("M430 775 L420 860 M520 775 L530 860"),
    stroke("M390 870 L420 860 L450 872 M500 872 L530 860 L560 870"),
  ].join("");

export const turtle: Figure = () => {
  const shell = "M190 640 C190 350 810 350 810 640 Z";
  const clip = `<clipPath id="turtle-shell"><path d="${shell}"/></clipPath>`;
  const hex = regularPolygon(500, 510, 85, 6, 0);
  const spokes = hex.map(([x, y]) => line(x, y, 500 + (x - 500) * 4, 510 + (y - 510) * 4)).join("");
  const leg = (x: number) =>
    path(
      d`M${x - 55} 640 L${x - 55} 730 Q${x - 55} 760 ${x - 25} 760 L${x + 25} 760 Q${x + 55} 760 ${x + 55} 730 L${x + 55} 640 Z`,
    );
  const body = [
    `<defs>${clip}</defs>`,
    leg(290),
    leg(710),
    path("M190 600 L100 650 L200 660 Z"),
    path("M760 560 C800 520 850 520 870 540 L860 640 C820 650 790 640 770 620 Z"),
    circle(865, 470, 115),
    eye(900, 440, 34),
    smile(900, 520, 80),
    blush(820, 510, 24),
    path(shell),
    g([spokes, polygon(hex), polygon(regularPolygon(500, 510, 40, 6, 0))], { "clip-path": "url(#turtle-shell)" }),
    path(shell, { fill: "none" }),
    path("M160 620 L840 620 Q860 620 860 645 Q860 670 840 670 L160 670 Q140 670 140 645 Q140 620 160 620 Z"),
    ...[220, 320, 420, 520, 620, 720, 800].map((x) => line(x, 622, x, 668)),
    leg(370),
    leg(630),
  ];
  // Lowered so the feet stand on the page's ground line.
  return g(body, { transform: "translate(0 200)" });
};

export const owl: Figure = () =>
  [
    path("M80 900 C300 870 700 890 940 860 L940 920 C700 950 300 930 80 960 Z"),
    symmetric(path("M290 250 L260 90 L400 200 Z"), 500),
    path("M500 190 C720 190 790 380 780 560 C770 780 650 880 500 880 C350 880 230 780 220 560 C210 380 280 190 500 190 Z"),
    path("M500 560 C620 560 680 660 660 760 C640 830 580 860 500 860 C420 860 360 830 340 760 C320 660 380 560 500 560 Z"),
    ...[
      [450, 650],
      [550, 650],
      [400, 730],
      [500, 730],
      [600, 730],
      [450, 800],
      [550, 800],
    ].map(([x = 0, y = 0]) => stroke(arc(x, y, 32, 24, 20, 160))),
    symmetric(path("M240 450 C150 560 170 740 280 800 C300 700 300 560 240 450 Z"), 500),
    symmetric(circle(395, 400, 118), 500),
    eye(395, 405, 66),
    eye(605, 405, 66),
    path("M470 480 L530 480 L500 545 Z"),
    symmetric(stroke("M420 880 L410 925 M450 880 L450 928 M480 880 L490 925"), 500),
  ].join("");

export const elephant: Figure = ({ lw }) =>
  [
    ellipse(500, 700, 250, 200),
    symmetric(
      path("M335 800 L335 915 Q335 955 375 955 L420 955 Q460 955 460 915 L460 800 Z") +
        stroke("M355 955 q20 -26 40 0 m0 0 q20 -26 40 0"),
      500,
    ),
    symmetric(path("M360 290 C180 170 40 300 90 470 C130 600 260 610 340 520 Z"), 500),
    symmetric(path("M330 340 C220 270 140 340 160 450 C180 530 260 540 320 490 Z", { "stroke-width": lw * 0.8 }), 500),
    ellipse(500, 400, 200, 200),
    path("M440 480 C430 620 450 740 540 790 C600 820 640 770 610 740 C560 710 555 620 560 480 Z"),
    ...[520, 570, 620, 670].map((y) =>
      stroke(d`M${452 + (y - 520) * 0.05} ${y} Q500 ${y + 12} ${558} ${y - 4}`, { "stroke-width": lw * 0.8 }),
    ),
    eye(410, 370, 38),
    eye(590, 370, 38),
    blush(375, 455, 30),
    blush(625, 455, 30),
    stroke("M480 210 Q470 170 440 160 M500 205 Q500 160 510 145 M520 210 Q540 175 570 170"),
  ].join("");

export const butterfly: Figure = ({ lw }) =>
  [
    symmetric(
      path("M480 430 C380 160 120 100 90 250 C70 380 200 470 470 480 Z") +
        path("M470 520 C260 520 150 620 200 760 C250 860 400 820 480 560 Z") +
        circle(250, 300, 70) +
        circle(330, 400, 38) +
        circle(160, 330, 30) +
        path("M290 650 C240 620 210 700 260 740 C300 760 330 700 290 650 Z") +
        circle(380, 620, 30),
      500,
    ),
    ellipse(500, 560, 45, 230),
    ...[430, 490, 550, 610, 670].map((y) => stroke(d`M462 ${y} Q500 ${y + 16} 538 ${y}`, { "stroke-width": lw * 0.8 })),
    symmetric(stroke("M480 260 C450 160 400 120 360 120") + circle(350, 118, 22), 500),
    circle(500, 300, 75),
    eye(472, 290, 20),
    eye(528, 290, 20),
    smile(500, 335, 40),
  ].join("");

export const rabbit: Figure = () =>
  [
    circle(720, 800, 60),
    ellipse(500, 740, 200, 210),
    ellipse(500, 790, 110, 140),
    paws(935, 80),
    symmetric(
      path("M430 300 C380 100 400 30 440 30 C490 30 500 120 480 300 Z") +
        path("M440 270 C420 140 430 80 445 80 C465 85 470 150 462 270 Z"),
      500,
    ),
    ellipse(500, 400, 200, 175),
    eye(430, 380, 36),
    eye(570, 380, 36),
    path("M485 430 L515 430 L500 448 Z"),
    catMouth(500, 452, 26),
    path("M485 470 h30 v26 h-30 Z"),
    line(500, 470, 500, 496),
    blush(380, 450, 26),
    blush(620, 450, 26),
  ].join("");

export const lion: Figure = ({ random }) => {
  const mane = Array.from({ length: 16 }, (_, index) => {
    const angle = (index * 360) / 16;
    return g(circle(500, 160, 80), { transform: rotate(angle + random.range(-3, 3), 500, 400) });
  }).join("");
  return [
    path("M680 820 C820 820 880 700 900 600 C905 560 950 560 950 600 C940 720 860 880 690 880 Z"),
    ellipse(930, 565, 40, 55),
    ellipse(500, 750, 200, 210),
    ellipse(500, 800, 105, 130),
    paws(935, 80),
    mane,
    circle(500, 400, 210),
    symmetric(circle(340, 250, 50) + circle(340, 250, 24), 500),
    circle(500, 400, 200, { stroke: "none" }),
    eye(425, 370, 38),
    eye(575, 370, 38),
    ellipse(500, 470, 90, 60),
    path("M470 440 L530 440 L500 470 Z"),
    catMouth(500, 478, 30),
    blush(370, 450, 28),
    blush(630, 450, 28),
  ].join("");
};

export const ANIMALS = { cat, dog, fish, bird, turtle, owl, elephant, butterfly, rabbit, lion } as const;
