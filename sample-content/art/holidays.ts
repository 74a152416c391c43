import { eggShape, flower, heart, star } from "./decorations.ts";
import { blush, eye, happyEye, smile } from "./features.ts";
import { circle, d, ellipse, type Figure, type Point, path, polygon, radial, rect, rotate, starPoints, stroke } from "./svg.ts";

/**
 * More pictures for the six dates of the school calendar (issue 44: each
 * collection a teacher's week, at least 12 drawings, across levels), drawn
 * like seasons.ts: outlines on white, large areas for the youngest, and some
 * with many parts for older children. Each figure fills a 1000-unit square.
 */

/** A holly sprig: two pointed leaves and three berries, centred at (cx, cy). */
function holly(cx: number, cy: number, size: number): string {
  const s = size / 100;
  const leaf = (flip: number) =>
    path(
      d`M${cx} ${cy} C${cx + flip * 20 * s} ${cy - 30 * s} ${cx + flip * 60 * s} ${cy - 40 * s} ${cx + flip * 95 * s} ${cy - 20 * s} C${cx + flip * 70 * s} ${cy + 5 * s} ${cx + flip * 40 * s} ${cy + 25 * s} ${cx} ${cy} Z`,
    );
  return (
    leaf(1) +
    leaf(-1) +
    circle(cx - 14 * s, cy + 14 * s, 14 * s) +
    circle(cx + 14 * s, cy + 14 * s, 14 * s) +
    circle(cx, cy - 6 * s, 14 * s)
  );
}

/** A bow of two loops and a knot, centred at (cx, cy). */
function bow(cx: number, cy: number, size: number): string {
  const s = size / 100;
  return (
    path(
      d`M${cx} ${cy} C${cx - 40 * s} ${cy - 60 * s} ${cx - 100 * s} ${cy - 30 * s} ${cx - 90 * s} ${cy + 10 * s} C${cx - 80 * s} ${cy + 40 * s} ${cx - 30 * s} ${cy + 20 * s} ${cx} ${cy} Z`,
    ) +
    path(
      d`M${cx} ${cy} C${cx + 40 * s} ${cy - 60 * s} ${cx + 100 * s} ${cy - 30 * s} ${cx + 90 * s} ${cy + 10 * s} C${cx + 80 * s} ${cy + 40 * s} ${cx + 30 * s} ${cy + 20 * s} ${cx} ${cy} Z`,
    ) +
    path(
      d`M${cx - 10 * s} ${cy + 10 * s} L${cx - 40 * s} ${cy + 80 * s} L${cx - 15 * s} ${cy + 70 * s} L${cx} ${cy + 90 * s} L${cx + 10 * s} ${cy + 10 * s} Z`,
    ) +
    circle(cx, cy, 18 * s)
  );
}

// Natal

export const santaClaus: Figure = () =>
  [
    // Two presents peeking out of the sack behind him, then the sack, the coat, the belt, the face with beard, the hat.
    rect(690, 380, 90, 90, 8),
    stroke("M735 380 L735 470"),
    rect(780, 400, 80, 80, 8),
    stroke("M780 440 L860 440"),
    path("M640 520 C700 420 860 430 880 560 C900 700 820 780 720 760 C650 740 620 640 640 520 Z"),
    stroke("M700 470 Q760 500 820 470"),
    rect(760, 560, 70, 60, 6),
    rect(700, 660, 60, 50, 6),
    star(820, 680, 60),
    star(690, 580, 50),
    path("M330 520 L670 520 L730 860 L270 860 Z"),
    rect(500 - 18, 520, 36, 340),
    ...[600, 680, 780].map((y) => circle(500, y, 14)),
    rect(280, 720, 440, 60, 12),
    rect(465, 712, 70, 76, 10),
    rect(485, 730, 30, 40, 6),
    // The coat's fur hem and cuffs, the boots' fur tops.
    rect(262, 820, 476, 50, 20),
    rect(225, 670, 90, 40, 16),
    rect(735, 440, 40, 80, 16, { transform: rotate(20, 755, 480) }),
    // Arms with mittens.
    path("M330 540 C260 580 230 650 240 700 L300 700 C300 650 320 610 360 590 Z"),
    circle(268, 720, 42),
    path("M670 540 C740 560 780 500 800 440 L750 420 C735 470 710 500 660 500 Z"),
    circle(780, 410, 42),
    // Boots.
    path("M320 860 L460 860 L460 930 L300 930 C290 900 300 870 320 860 Z"),
    path("M540 860 L680 860 C700 870 710 900 700 930 L540 930 Z"),
    // Beard (in curls), face, moustache, nose.
    path("M340 330 C330 470 400 560 500 560 C600 560 670 470 660 330 Z"),
    stroke(
      "M380 440 Q420 470 450 440 Q480 480 520 450 Q560 480 580 440 Q610 470 630 430 M420 510 Q460 540 500 510 Q540 540 580 505",
    ),
    circle(500, 320, 120),
    eye(460, 300, 20),
    eye(540, 300, 20),
    path("M500 350 C460 330 410 340 400 370 C440 380 480 375 500 360 C520 375 560 380 600 370 C590 340 540 330 500 350 Z"),
    circle(500, 335, 22),
    blush(430, 345, 18),
    blush(570, 345, 18),
    // Hat, its fur brim and pompom.
    path("M380 230 C400 100 560 60 640 130 C680 170 700 230 720 280 L660 260 C640 200 620 180 600 170 L620 230 Z"),
    rect(360, 210, 280, 60, 30),
    circle(725, 300, 40),
  ].join("");

export const reindeer: Figure = () =>
  [
    // Antlers, ears, head, nose; the body with a bell on its collar; four legs.
    stroke("M400 260 C360 180 330 130 300 80 M360 190 C320 190 290 170 260 150 M340 140 C330 110 330 90 340 60", {
      "stroke-width": 26,
    }),
    stroke("M600 260 C640 180 670 130 700 80 M640 190 C680 190 710 170 740 150 M660 140 C670 110 670 90 660 60", {
      "stroke-width": 26,
    }),
    ellipse(360, 300, 60, 30, { transform: rotate(-30, 360, 300) }),
    ellipse(640, 300, 60, 30, { transform: rotate(30, 640, 300) }),
    path("M400 260 C420 200 580 200 600 260 C630 340 600 440 560 480 C530 510 470 510 440 480 C400 440 370 340 400 260 Z"),
    eye(455, 330, 22),
    eye(545, 330, 22),
    circle(500, 455, 42),
    blush(430, 400, 18),
    blush(570, 400, 18),
    path("M300 560 C300 520 700 520 720 580 C760 700 720 800 640 800 L360 800 C290 800 260 700 300 560 Z"),
    rect(420, 500, 160, 40, 18),
    path("M480 540 C480 510 520 510 520 540 L530 580 L470 580 Z"),
    ...[340, 420, 580, 660].map((x) => rect(x - 30, 790, 60, 130, 20)),
    stroke("M720 600 C780 580 800 620 790 650"),
  ].join("");

export const snowman: Figure = () =>
  [
    circle(500, 730, 220),
    circle(500, 420, 160),
    // The hat, the scarf and its ends, the carrot nose, buttons, twig arms.
    rect(390, 140, 220, 130, 10),
    rect(350, 260, 300, 40, 16),
    eye(450, 390, 22),
    eye(550, 390, 22),
    path("M500 420 L600 445 L500 455 Z"),
    smile(500, 480, 90),
    path("M360 540 C420 580 580 580 640 540 L650 590 C580 620 420 620 350 590 Z"),
    path("M560 590 L610 720 L560 730 L520 600 Z"),
    ...[650, 730, 810].map((y) => circle(500, y, 22)),
    stroke("M330 620 L190 520 M240 555 L200 500 M670 620 L810 520 M760 555 L800 500", { "stroke-width": 22 }),
  ].join("");

export const christmasBells: Figure = () => {
  const bell = (cx: number, cy: number, tilt: number) =>
    `<g transform="${rotate(tilt, cx, cy)}">${path(d`M${cx - 150} ${cy + 180} C${cx - 130} ${cy + 60} ${cx - 140} ${cy - 150} ${cx} ${cy - 160} C${cx + 140} ${cy - 150} ${cx + 130} ${cy + 60} ${cx + 150} ${cy + 180} Z`)}${rect(cx - 170, cy + 170, 340, 50, 25)}${circle(cx, cy + 250, 40)}${stroke(d`M${cx - 110} ${cy + 60} Q${cx} ${cy + 90} ${cx + 110} ${cy + 60}`)}</g>`;
  return [bell(360, 520, -15), bell(640, 520, 15), bow(500, 300, 160), holly(500, 180, 130)].join("");
};

export const christmasStocking: Figure = () =>
  [
    // The stocking, its cuff, heel and toe patches, a star on its leg, and a candy peeking out.
    path("M330 250 L640 250 L640 640 C640 760 560 860 420 860 C300 860 220 800 230 720 C240 640 330 620 330 560 Z"),
    rect(300, 140, 370, 130, 30),
    path("M520 860 C600 840 640 760 640 680 L560 680 C560 740 540 800 480 850 Z"),
    path("M330 640 C290 650 240 680 232 730 C260 720 300 700 340 690 Z"),
    polygon(starPoints(470, 450, 90, 40, 5)),
    rect(560, 60, 50, 100, 10),
    stroke("M585 60 C585 20 640 20 640 60", { "stroke-width": 30 }),
    ...[320, 420, 520, 620].map((x) => circle(x, 205, 16)),
  ].join("");

export const christmasGifts: Figure = () => {
  const box = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, 10) +
    rect(x - 15, y - 50, w + 30, 60, 10) +
    rect(x + w / 2 - 25, y - 50, 50, h + 50) +
    bow(x + w / 2, y - 60, w / 3);
  return [box(110, 560, 300, 340), box(560, 470, 330, 430), box(400, 770, 200, 150)].join("");
};

export const christmasWreath: Figure = () =>
  [
    circle(500, 470, 360),
    circle(500, 470, 200),
    // Leaves all round, two rings of them, and berries between.
    radial(18, 500, 470, () => ellipse(500, 150, 40, 75)),
    radial(18, 500, 470, () => ellipse(500, 245, 34, 60), 10),
    radial(9, 500, 470, () => circle(500, 195, 20), 20),
    bow(500, 830, 210),
  ].join("");

export const nativity: Figure = () =>
  [
    // The stable: roof, posts, the star above.
    polygon(starPoints(500, 110, 80, 35, 5)),
    stroke("M500 190 L500 230"),
    path("M120 430 L500 230 L880 430 L830 460 L500 290 L170 460 Z"),
    rect(190, 450, 40, 450),
    rect(770, 450, 40, 450),
    stroke("M120 900 H880"),
    // The manger with the baby, and Mary and Joseph either side.
    path("M380 800 L620 800 L590 900 L410 900 Z"),
    stroke("M380 800 L350 900 M620 800 L650 900"),
    ellipse(500, 770, 110, 45),
    circle(440, 760, 35),
    path("M290 560 C250 640 250 820 260 900 L400 900 C400 800 390 640 350 560 Z"),
    circle(320, 520, 55),
    path("M260 510 C270 440 370 440 380 510 C370 480 270 480 260 510 Z"),
    path("M650 560 C610 640 610 820 620 900 L760 900 C760 800 750 640 710 560 Z"),
    circle(680, 520, 55),
    stroke("M760 560 L760 900", { "stroke-width": 16 }),
    stroke("M340 880 Q330 850 360 860 M640 880 Q650 850 680 860"),
  ].join("");

export const candyCanes: Figure = () => {
  const cane = (x: number, flip: number) =>
    stroke(d`M${x} 880 L${x} 330 C${x} 190 ${x + flip * 220} 190 ${x + flip * 220} 330 L${x + flip * 220} 390`, {
      "stroke-width": 90,
    }) +
    stroke(d`M${x} 880 L${x} 330 C${x} 190 ${x + flip * 220} 190 ${x + flip * 220} 330 L${x + flip * 220} 390`, {
      "stroke-width": 72,
      stroke: "#fff",
    }) +
    [420, 520, 620, 720, 820].map((y) => stroke(d`M${x - 36} ${y + 30} L${x + 36} ${y - 30}`)).join("");
  return [cane(400, -1), cane(600, 1), holly(500, 820, 150)].join("");
};

export const christmasAngel: Figure = () =>
  [
    // Wings behind, the dress, arms holding a little star, the face and halo.
    path("M420 420 C260 300 120 380 140 540 C200 520 260 560 300 620 C340 560 390 520 440 500 Z"),
    path("M580 420 C740 300 880 380 860 540 C800 520 740 560 700 620 C660 560 610 520 560 500 Z"),
    path("M420 420 L580 420 L700 880 L300 880 Z"),
    stroke("M340 760 Q500 800 660 760"),
    path("M440 470 C400 560 430 620 470 630 L500 600 L530 630 C570 620 600 560 560 470 Z"),
    polygon(starPoints(500, 640, 60, 26, 5)),
    circle(500, 320, 110),
    happyEye(460, 310, 20),
    happyEye(540, 310, 20),
    smile(500, 360, 60),
    blush(430, 350, 18),
    blush(570, 350, 18),
    ellipse(500, 170, 110, 30),
    path("M390 300 C380 200 620 200 610 300 C580 250 420 250 390 300 Z"),
  ].join("");

// Páscoa

export const decoratedEgg: Figure = () => {
  // One big egg, banded, each band with its own pattern: many fields for older children.
  const bands = [250, 360, 470, 580, 690, 800];
  const zigzag = (y: number) =>
    stroke(
      Array.from(
        { length: 13 },
        (_, index) => `${index === 0 ? "M" : "L"}${176 + index * 54} ${y + (index % 2 === 0 ? -30 : 30)}`,
      ).join(" "),
    );
  const patterns = [
    ...bands.map((y) => stroke(d`M${500 - 400} ${y} Q500 ${y + 40} ${500 + 400} ${y}`)),
    zigzag(305),
    ...[220, 300, 380, 460, 540, 620, 700, 780].map((x) => circle(x, 420, 22)),
    ...[260, 340, 420, 500, 580, 660, 740].map((x) =>
      polygon([
        [x, 500],
        [x + 34, 530],
        [x, 560],
        [x - 34, 530],
      ]),
    ),
    zigzag(640),
    ...[280, 390, 500, 610, 720].map((x) => radial(5, x, 745, () => circle(x, 727, 16)) + circle(x, 745, 10)),
    ...[380, 500, 620].map((x) => heart(x, 850, 60)),
  ].join("");
  // The patterns are clipped to the egg, so no band runs past its outline.
  return `<clipPath id="ovo-decorado">${eggShape(500, 520, 330, 430)}</clipPath>${eggShape(500, 520, 330, 430)}<g clip-path="url(#ovo-decorado)">${patterns}</g>${eggShape(500, 520, 330, 430, { fill: "none" })}`;
};

export const chickInEgg: Figure = () =>
  [
    // The chick pops out of the cracked shell.
    circle(500, 430, 200),
    eye(440, 400, 30),
    eye(560, 400, 30),
    path("M460 460 L540 460 L500 510 Z"),
    blush(390, 470, 26),
    blush(610, 470, 26),
    path("M470 240 C480 190 520 190 530 240 C510 225 490 225 470 240 Z"),
    path(
      "M300 520 L350 480 L400 540 L460 490 L520 550 L580 490 L640 540 L700 490 C760 600 740 880 500 900 C260 880 240 600 300 520 Z",
    ),
    path("M300 470 C260 420 250 360 280 330 C300 380 320 410 330 440 Z"),
    path("M700 470 C740 420 750 360 720 330 C700 380 680 410 670 440 Z"),
  ].join("");

export const bunnyFace: Figure = () =>
  [
    // A big bunny face: two long ears, cheeks, nose, whiskers. Few, large shapes.
    ellipse(380, 250, 90, 230),
    ellipse(380, 270, 40, 160),
    ellipse(620, 250, 90, 230),
    ellipse(620, 270, 40, 160),
    ellipse(500, 620, 330, 280),
    eye(410, 580, 34),
    eye(590, 580, 34),
    ellipse(500, 670, 40, 28),
    stroke("M500 698 L500 730 M500 730 Q460 770 430 740 M500 730 Q540 770 570 740"),
    stroke("M390 690 L250 670 M390 710 L250 730 M610 690 L750 670 M610 710 L750 730"),
  ].join("");

export const eggHunt: Figure = () =>
  [
    // Bushes and grass hiding eight eggs, and a basket waiting for them.
    path("M60 560 C60 440 220 420 260 500 C300 420 440 440 430 560 Z"),
    path("M560 560 C560 440 720 420 760 500 C800 420 940 440 930 560 Z"),
    stroke("M40 560 H960"),
    stroke("M40 900 H960"),
    ...[
      [160, 520, 40, 55],
      [330, 530, 36, 50],
      [660, 520, 40, 55],
      [840, 530, 36, 50],
      [120, 800, 50, 68],
      [300, 840, 44, 60],
      [720, 830, 46, 62],
      [880, 800, 44, 60],
    ].map(([x = 0, y = 0, rx = 0, ry = 0]) => eggShape(x, y, rx, ry) + stroke(d`M${x - rx} ${y} Q${x} ${y + 20} ${x + rx} ${y}`)),
    stroke("M400 720 C400 580 600 580 600 720", { "stroke-width": 20 }),
    path("M370 720 L630 720 L600 880 L400 880 Z"),
    stroke("M380 770 L620 770 M390 825 L610 825"),
    ...[80, 200, 460, 540, 800, 940].map((x) => stroke(d`M${x} 900 L${x - 15} 860 M${x} 900 L${x} 850 M${x} 900 L${x + 15} 860`)),
  ].join("");

export const bunnyWithCarrot: Figure = () =>
  [
    ellipse(420, 190, 50, 140, { transform: rotate(-10, 420, 190) }),
    ellipse(580, 190, 50, 140, { transform: rotate(10, 580, 190) }),
    circle(500, 400, 160),
    eye(450, 380, 24),
    eye(550, 380, 24),
    ellipse(500, 440, 24, 16),
    smile(500, 470, 60),
    ellipse(500, 720, 210, 200),
    ellipse(380, 910, 80, 40),
    ellipse(620, 910, 80, 40),
    // The carrot it hugs, with its leaves.
    path("M560 560 L680 560 L600 860 Z"),
    stroke("M580 620 L630 610 M590 700 L640 690"),
    path("M600 560 C580 500 600 470 620 490 C630 460 660 470 650 500 C680 480 700 510 670 560 Z"),
    ellipse(460, 640, 50, 35),
    ellipse(680, 640, 50, 35),
  ].join("");

export const easterLamb: Figure = () =>
  [
    // A lamb with curly wool (a cloud of bumps), its face, ears and legs.
    path(
      "M250 480 C220 400 300 340 360 370 C380 300 480 290 510 350 C560 290 660 310 670 380 C740 360 800 430 770 500 C820 560 770 640 700 630 C690 700 590 720 550 670 C500 730 400 720 380 660 C300 690 230 620 260 560 C200 540 210 480 250 480 Z",
    ),
    ...[
      [360, 470],
      [470, 430],
      [580, 470],
      [660, 540],
      [430, 580],
      [560, 600],
    ].map(([x = 0, y = 0]) => stroke(d`M${x - 40} ${y} C${x - 30} ${y - 40} ${x + 30} ${y - 40} ${x + 40} ${y}`)),
    ellipse(230, 450, 70, 30, { transform: rotate(-20, 230, 450) }),
    ellipse(330, 420, 110, 130),
    eye(300, 410, 20),
    eye(360, 410, 20),
    ellipse(330, 480, 22, 14),
    ...[380, 470, 590, 680].map((x) => rect(x - 25, 660, 50, 200, 20)),
    flower(840, 900, 180),
    flower(130, 900, 150),
  ].join("");

export const easterMandala: Figure = () => {
  // Rings of eggs around a flower, for patient hands.
  const ring = (radius: number, count: number, rx: number, ry: number, offset = 0) =>
    radial(
      count,
      500,
      500,
      () =>
        eggShape(500, 500 - radius, rx, ry) +
        stroke(d`M${500 - rx} ${500 - radius} Q500 ${520 - radius} ${500 + rx} ${500 - radius}`),
      offset,
    );
  return [
    circle(500, 500, 470),
    ring(380, 16, 34, 50),
    circle(500, 500, 310),
    ring(250, 12, 30, 44, 15),
    circle(500, 500, 180),
    radial(8, 500, 500, () => ellipse(500, 400, 28, 60)),
    circle(500, 500, 60),
    circle(500, 500, 24),
  ].join("");
};

// Dia das Mães

export const flowerBouquet: Figure = () =>
  [
    // Seven flowers, leaves, the paper wrap and its bow.
    ...[
      [500, 220],
      [350, 290],
      [650, 290],
      [420, 400],
      [580, 400],
      [280, 430],
      [720, 430],
    ].map(([x = 0, y = 0]) => radial(6, x, y, () => ellipse(x, y - 55, 34, 50)) + circle(x, y, 34)),
    ellipse(320, 540, 70, 30, { transform: rotate(-30, 320, 540) }),
    ellipse(680, 540, 70, 30, { transform: rotate(30, 680, 540) }),
    path("M270 500 L730 500 L560 900 L440 900 Z"),
    stroke("M380 500 L470 900 M620 500 L530 900"),
    bow(500, 700, 170),
  ].join("");

export const elephantMomAndBaby: Figure = () =>
  [
    // Mother elephant and her calf, trunks holding a heart.
    ellipse(340, 560, 250, 200),
    circle(560, 440, 150),
    ellipse(470, 430, 110, 140),
    eye(600, 410, 22),
    path("M680 470 C760 520 780 620 740 660 C720 640 720 600 700 560 C690 530 670 510 650 500 Z"),
    ...[180, 290, 420].map((x) => rect(x - 40, 700, 80, 180, 26)),
    ellipse(760, 720, 120, 95),
    circle(830, 620, 75),
    ellipse(790, 610, 50, 65),
    eye(850, 600, 16),
    path("M880 650 C920 680 920 720 900 740 C890 720 880 700 870 690 Z"),
    ...[690, 800].map((x) => rect(x - 28, 780, 56, 100, 20)),
    heart(790, 250, 140),
    stroke("M740 660 C770 560 800 420 790 320 M900 740 C880 600 840 420 800 320"),
  ].join("");

export const motherAndDaughter: Figure = () =>
  [
    // Mother (taller) and daughter holding hands, a heart between them above.
    circle(330, 260, 100),
    path("M230 250 C220 130 440 130 430 250 C420 200 240 200 230 250 Z"),
    happyEye(300, 260, 16),
    happyEye(360, 260, 16),
    smile(330, 300, 50),
    path("M270 370 L390 370 L470 800 L190 800 Z"),
    stroke("M390 420 L520 560", { "stroke-width": 28 }),
    rect(250, 800, 40, 110, 16),
    rect(370, 800, 40, 110, 16),
    circle(660, 470, 80),
    path("M580 460 C570 360 750 360 740 460 C720 420 600 420 580 460 Z"),
    circle(590, 470, 26),
    circle(730, 470, 26),
    happyEye(635, 475, 14),
    happyEye(685, 475, 14),
    smile(660, 505, 40),
    path("M610 560 L710 560 L770 800 L550 800 Z"),
    stroke("M610 600 L530 570", { "stroke-width": 24 }),
    rect(610, 800, 36, 100, 14),
    rect(674, 800, 36, 100, 14),
    heart(520, 160, 130),
  ].join("");

export const giftMug: Figure = () =>
  [
    // A mug with a heart on it, steam curling up, and a little gift tag.
    path("M250 330 L700 330 L680 850 C680 890 650 910 610 910 L340 910 C300 910 270 890 270 850 Z"),
    stroke("M700 430 C850 430 860 700 690 720", { "stroke-width": 60 }),
    stroke("M700 430 C850 430 860 700 690 720", { "stroke-width": 42, stroke: "#fff" }),
    ellipse(475, 330, 225, 40),
    heart(475, 600, 280),
    stroke("M380 250 C340 200 420 160 380 100 M480 250 C440 200 520 160 480 100 M580 250 C540 200 620 160 580 100"),
  ].join("");

export const motherHen: Figure = () =>
  [
    // Mother hen and three chicks following her.
    path(
      "M200 480 C200 330 400 280 470 380 C520 300 560 250 620 270 C700 290 700 380 660 420 C780 440 820 560 760 640 C700 720 400 740 300 680 C220 640 200 560 200 480 Z",
    ),
    path("M590 250 C600 200 630 190 640 230 C650 190 690 200 680 250 Z"),
    eye(640, 320, 20),
    path("M700 330 L760 350 L700 370 Z"),
    path("M660 380 C680 420 660 450 640 430 Z"),
    stroke("M300 520 C360 580 460 590 520 540 M330 580 C380 620 450 620 500 590"),
    rect(380, 700, 24, 120, 8),
    rect(520, 700, 24, 120, 8),
    ...[
      [230, 880],
      [520, 900],
      [800, 880],
    ].map(
      ([x = 0, y = 0]) =>
        circle(x, y - 40, 55) +
        eye(x + 15, y - 55, 10) +
        path(d`M${x + 50} ${y - 45} L${x + 80} ${y - 35} L${x + 50} ${y - 25} Z`),
    ),
  ].join("");

export const loveCard: Figure = () =>
  [
    // An open card: a heart with flowers on the front, lines to write on inside.
    path("M120 200 L500 260 L500 900 L120 840 Z"),
    path("M500 260 L880 200 L880 840 L500 900 Z"),
    heart(310, 470, 240),
    flower(230, 760, 160),
    flower(390, 780, 180),
    ...[380, 460, 540, 620, 700].map((y) => stroke(d`M560 ${y} L820 ${y - 30}`)),
    heart(690, 780, 90),
  ].join("");

// Festa Junina

export const juninaBalloon: Figure = () =>
  [
    // The paper balloon: panels and bands to colour, a flame under it.
    path("M500 90 L760 320 L700 700 L300 700 L240 320 Z"),
    stroke("M500 90 L420 700 M500 90 L580 700 M500 90 L360 700 M500 90 L640 700"),
    stroke("M260 320 L740 320 M250 450 L745 450 M280 580 L720 580"),
    ...[330, 420, 580, 670].map((x) => star(x, 385, 50)),
    ...[360, 500, 640].map((x) => circle(x, 515, 24)),
    rect(320, 700, 360, 60, 10),
    stroke("M340 760 L440 860 M660 760 L560 860"),
    path("M500 820 C540 860 550 900 500 940 C450 900 460 860 500 820 Z"),
  ].join("");

export const cornCob: Figure = () => {
  // An ear of corn, every kernel a little field, between its husks.
  const kernels = Array.from({ length: 11 }, (_, row) =>
    Array.from({ length: 5 }, (_, column) => ellipse(410 + column * 45, 230 + row * 55, 20, 24)).join(""),
  ).join("");
  return [
    path("M500 140 C640 160 650 500 620 820 C600 880 400 880 380 820 C350 500 360 160 500 140 Z"),
    kernels,
    path("M380 820 C300 700 250 500 270 300 C340 420 380 600 420 860 Z"),
    path("M620 820 C700 700 750 500 730 300 C660 420 620 600 580 860 Z"),
    stroke("M500 870 L500 960", { "stroke-width": 30 }),
  ].join("");
};

export const strawHat: Figure = () =>
  [
    // A caipira's straw hat with two patches and a flower on its band.
    ellipse(500, 640, 420, 140),
    path("M300 620 C300 380 380 300 500 300 C620 300 700 380 700 620 Z"),
    rect(300, 540, 400, 70, 10),
    rect(360, 380, 90, 70, 6),
    stroke("M360 380 L450 450 M450 380 L360 450"),
    rect(560, 420, 80, 70, 6),
    flower(620, 600, 120),
    stroke("M150 680 Q500 760 850 680"),
  ].join("");

export const popcornBag: Figure = () =>
  [
    // A striped bag of popcorn, overflowing.
    ...[
      [360, 300],
      [450, 240],
      [550, 250],
      [640, 310],
      [420, 330],
      [530, 330],
      [300, 380],
      [700, 380],
    ].map(([x = 0, y = 0]) =>
      path(
        d`M${x - 60} ${y + 20} C${x - 80} ${y - 40} ${x - 20} ${y - 70} ${x} ${y - 40} C${x + 30} ${y - 80} ${x + 90} ${y - 40} ${x + 60} ${y + 20} C${x + 80} ${y + 60} ${x - 80} ${y + 60} ${x - 60} ${y + 20} Z`,
      ),
    ),
    path("M270 400 L730 400 L660 920 L340 920 Z"),
    stroke("M360 400 L400 920 M455 400 L470 920 M545 400 L530 920 M640 400 L600 920"),
    ellipse(500, 640, 110, 70),
  ].join("");

export const accordion: Figure = () =>
  [
    // The sanfona: two boxes with keys and buttons, the folded bellows between.
    rect(100, 300, 200, 460, 20),
    rect(700, 300, 200, 460, 20),
    ...[0, 1, 2, 3, 4, 5, 6].map((index) => rect(130, 330 + index * 60, 140, 40, 6)),
    ...[0, 1, 2, 3, 4, 5].map((index) => circle(750 + (index % 2) * 70, 380 + Math.floor(index / 2) * 120, 26)),
    path(
      "M300 320 L350 300 L400 320 L450 300 L500 320 L550 300 L600 320 L650 300 L700 320 L700 740 L650 760 L600 740 L550 760 L500 740 L450 760 L400 740 L350 760 L300 740 Z",
    ),
    stroke(
      "M350 300 L350 760 M400 320 L400 740 M450 300 L450 760 M500 320 L500 740 M550 300 L550 760 M600 320 L600 740 M650 300 L650 760",
    ),
    stroke("M200 300 C200 180 800 180 800 300", { "stroke-width": 20 }),
  ].join("");

export const quadrilhaCouple: Figure = () =>
  [
    // A boy in a straw hat and patched trousers and a girl with braids and a frilled dress, dancing.
    ellipse(310, 170, 150, 40),
    path("M220 160 C220 60 400 60 400 160 Z"),
    circle(310, 260, 90),
    happyEye(280, 255, 14),
    happyEye(340, 255, 14),
    smile(310, 295, 44),
    path("M230 350 L390 350 L400 560 L220 560 Z"),
    ...[400, 460, 520].map((y) => circle(310, y, 10)),
    path("M220 560 L400 560 L390 880 L320 880 L310 640 L300 880 L230 880 Z"),
    rect(340, 700, 40, 40, 4),
    stroke("M390 390 L520 460", { "stroke-width": 26 }),
    circle(690, 300, 90),
    path("M600 290 C590 190 790 190 780 290 C760 240 620 240 600 290 Z"),
    stroke("M610 320 C570 380 570 440 600 480 M770 320 C810 380 810 440 780 480", { "stroke-width": 22 }),
    happyEye(660, 300, 14),
    happyEye(720, 300, 14),
    smile(690, 340, 44),
    blush(640, 330, 14),
    blush(740, 330, 14),
    path("M620 400 L760 400 L900 800 L480 800 Z"),
    stroke("M560 600 Q690 640 820 600"),
    path("M480 800 L900 800 L880 850 L500 850 Z"),
    ...[560, 650, 740, 830].map((x) => circle(x, 720, 16)),
    stroke("M620 440 L530 470", { "stroke-width": 24 }),
    rect(630, 850, 34, 60, 10),
    rect(720, 850, 34, 60, 10),
  ].join("");

export const fishingGame: Figure = () =>
  [
    // The pescaria: a round pool with five fish, and a rod with its hook.
    ellipse(500, 700, 420, 220),
    ellipse(500, 680, 360, 170),
    ...[
      [330, 660, 1],
      [500, 620, 1],
      [670, 660, -1],
      [420, 760, -1],
      [590, 770, 1],
    ].map(
      ([x = 0, y = 0, dir = 1]) =>
        ellipse(x, y, 60, 32) +
        path(d`M${x - dir * 55} ${y} L${x - dir * 100} ${y - 30} L${x - dir * 100} ${y + 30} Z`) +
        circle(x + dir * 30, y - 8, 8) +
        circle(x, y - 40, 12),
    ),
    stroke("M120 120 L560 420", { "stroke-width": 26 }),
    stroke("M560 420 L560 600"),
    stroke("M560 600 C560 630 530 630 530 610"),
    flower(880, 440, 180),
  ].join("");

export const juninaSweets: Figure = () =>
  [
    // A tray of festa junina treats: pé de moleque, paçoca, a corn cake slice and a cup of canjica.
    ellipse(500, 760, 440, 150),
    ellipse(500, 740, 400, 120),
    path("M160 700 L300 640 L340 720 L200 780 Z"),
    ...[
      [220, 700],
      [260, 690],
      [250, 735],
    ].map(([x = 0, y = 0]) => circle(x, y, 14)),
    rect(370, 640, 130, 110, 14),
    path("M540 720 L680 620 L700 740 Z"),
    stroke("M560 715 L690 650"),
    path("M720 560 L860 560 L840 760 L740 760 Z"),
    ellipse(790, 560, 70, 20),
    stroke("M760 520 C740 480 790 460 770 420 M820 520 C800 480 850 460 830 420"),
    ...[360, 460, 560].map((x) => stroke(d`M${x} 240 L${x + 40} 320 L${x + 80} 240`)),
    stroke("M300 200 Q500 260 700 200"),
  ].join("");

export const juninaFlagsRing: Figure = () => {
  // Bandeirinhas around a bonfire: two rings of flags for careful hands.
  const flags = (radius: number, count: number, size: number) =>
    radial(count, 500, 500, () =>
      path(
        d`M${500 - size} ${500 - radius} L${500 + size} ${500 - radius} L${500 + size} ${500 - radius + size * 2.4} L500 ${500 - radius + size * 1.6} L${500 - size} ${500 - radius + size * 2.4} Z`,
      ),
    );
  return [
    circle(500, 500, 460),
    flags(450, 30, 30),
    circle(500, 500, 330),
    flags(325, 18, 30),
    circle(500, 500, 220),
    path("M500 330 C550 400 600 430 590 520 C585 600 540 640 500 640 C460 640 415 600 410 520 C400 430 450 400 500 330 Z"),
    path("M500 450 C520 490 550 510 545 560 C540 600 520 620 500 620 C480 620 460 600 455 560 C450 510 480 490 500 450 Z"),
    rect(380, 640, 240, 40, 20, { transform: rotate(-10, 500, 660) }),
    rect(380, 640, 240, 40, 20, { transform: rotate(10, 500, 660) }),
  ].join("");
};

export const juninaLetter: Figure = () =>
  [
    // The correio elegante: an envelope sealed with a heart, and a little flag.
    rect(150, 330, 700, 460, 20),
    stroke("M150 350 L500 600 L850 350"),
    stroke("M150 790 L420 560 M850 790 L580 560"),
    heart(500, 600, 160),
    stroke("M700 330 L700 120"),
    path("M700 120 L860 120 L860 230 L780 200 L700 230 Z"),
    ...[220, 320, 680, 780].map((x) => star(x, 880, 60)),
  ].join("");

// Folclore

/** A point of a cubic Bézier segment at `t`. */
function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

export const boitata: Figure = () => {
  // The Boitatá, a big fiery snake: flames all along its back, and bright eyes.
  const segments: [Point, Point, Point, Point][] = [
    [
      [130, 820],
      [130, 700],
      [300, 680],
      [360, 760],
    ],
    [
      [360, 760],
      [420, 840],
      [560, 840],
      [600, 740],
    ],
    [
      [600, 740],
      [640, 640],
      [520, 560],
      [560, 460],
    ],
    [
      [560, 460],
      [600, 360],
      [760, 360],
      [800, 280],
    ],
  ];
  const body = "M130 820 C130 700 300 680 360 760 C420 840 560 840 600 740 C640 640 520 560 560 460 C600 360 760 360 800 280";
  const flames = segments.flatMap((segment) =>
    [0.15, 0.5, 0.85].map((t) => {
      const [x, y] = cubicAt(...segment, t);
      return path(
        d`M${x - 40} ${y} C${x - 40} ${y - 110} ${x - 8} ${y - 140} ${x} ${y - 200} C${x + 12} ${y - 140} ${x + 40} ${y - 110} ${x + 40} ${y} Z`,
      );
    }),
  );
  return [
    ...flames,
    stroke(body, { "stroke-width": 120 }),
    stroke(body, { "stroke-width": 102, stroke: "#fff" }),
    ellipse(830, 250, 110, 80, { transform: rotate(-30, 830, 250) }),
    eye(810, 220, 24),
    eye(870, 250, 24),
    stroke("M900 300 L960 330 M960 330 L990 310 M960 330 L985 360"),
  ].join("");
};

export const iara: Figure = () =>
  [
    // Iara, the mother of the waters: long hair, a shell necklace, a fish tail over the river.
    path("M340 260 C300 400 300 560 360 640 L640 640 C700 560 700 400 660 260 Z"),
    circle(500, 280, 120),
    path("M380 260 C380 140 620 140 620 260 C580 210 420 210 380 260 Z"),
    happyEye(460, 285, 18),
    happyEye(540, 285, 18),
    smile(500, 330, 50),
    blush(430, 320, 16),
    blush(570, 320, 16),
    path("M420 400 L580 400 L590 560 L410 560 Z"),
    ...[450, 500, 550].map((x) => ellipse(x, 420, 16, 12)),
    path("M410 560 L590 560 C600 680 560 760 500 800 C460 830 440 860 430 880 L380 880 C420 820 420 720 410 560 Z"),
    path("M430 880 C380 920 330 920 290 890 C340 870 380 860 400 850 Z"),
    path("M430 880 C470 930 530 940 560 910 C520 880 480 870 450 860 Z"),
    stroke("M430 620 Q500 650 570 620 M440 700 Q500 730 560 700"),
    stroke("M100 900 Q200 860 300 900 T500 900 T700 900 T900 900"),
  ].join("");

export const headlessMule: Figure = () =>
  [
    // The Mula sem cabeça: a mule's body, flames where the head should be.
    path("M250 420 C250 360 650 360 700 420 C760 480 760 600 700 640 L300 640 C230 600 220 480 250 420 Z"),
    ...[300, 390, 600, 680].map((x) => rect(x - 30, 620, 60, 240, 20) + rect(x - 40, 850, 80, 40, 10)),
    path("M250 440 C180 440 150 520 170 600 C190 560 210 520 250 500 Z"),
    path("M700 430 L780 300 L830 320 L770 460 Z"),
    path("M800 310 C760 220 800 140 840 180 C840 110 900 100 900 170 C940 140 970 200 930 260 C920 300 880 320 840 320 Z"),
    path("M830 270 C820 230 840 210 860 230 C870 210 900 220 890 260 C880 280 850 290 830 270 Z"),
    rect(330, 420, 300, 120, 30),
    stroke("M360 480 L600 480"),
  ].join("");

export const pinkDolphin: Figure = () =>
  [
    // The Boto-cor-de-rosa jumping out of the river in his white hat.
    path(
      "M160 700 C200 500 420 380 620 400 C720 410 800 460 850 520 C800 540 760 540 720 530 C700 640 560 760 380 760 C300 760 240 740 160 700 Z",
    ),
    path("M160 700 C100 640 60 660 60 720 C110 720 140 740 160 760 Z"),
    path("M480 420 C500 330 560 300 600 300 C580 350 580 380 590 410 Z"),
    eye(700, 470, 20),
    stroke("M740 520 Q760 530 790 525"),
    ellipse(640, 360, 130, 30, { transform: rotate(10, 640, 360) }),
    path("M570 350 C570 250 720 260 720 370 Z"),
    stroke("M575 335 L715 350"),
    path("M420 620 C460 660 520 660 560 640 C520 700 440 700 420 620 Z"),
    stroke("M80 880 Q180 840 280 880 T480 880 T680 880 T880 880"),
    stroke("M200 800 C240 780 260 820 300 800 M640 800 C680 780 700 820 740 800"),
  ].join("");

export const cuca: Figure = () =>
  [
    // The Cuca: an alligator face with long hair, a dress and a cauldron.
    path(
      "M300 300 C260 180 380 100 500 110 C620 100 740 180 700 300 C760 380 760 460 700 480 L300 480 C240 460 240 380 300 300 Z",
    ),
    path("M360 260 C360 180 640 180 640 260 L700 420 C620 460 380 460 300 420 Z"),
    eye(440, 270, 28),
    eye(560, 270, 28),
    stroke("M340 380 L660 380"),
    ...[380, 440, 500, 560, 620].map((x) => path(d`M${x - 15} 380 L${x} 405 L${x + 15} 380 Z`)),
    circle(470, 330, 8),
    circle(530, 330, 8),
    path("M360 480 L640 480 L760 880 L240 880 Z"),
    stroke("M320 700 Q500 740 680 700"),
    ...[380, 500, 620].map((x) => star(x, 600, 60)),
    path("M680 700 L900 700 L870 900 L710 900 Z"),
    ellipse(790, 700, 110, 26),
    stroke("M720 660 C700 620 760 600 740 560 M820 660 C800 620 860 600 840 560"),
  ].join("");

export const victoriaRegia: Figure = () =>
  [
    // Giant round lily pads on the river, a big flower, and a frog.
    ellipse(300, 650, 240, 110),
    stroke("M300 650 L520 620"),
    ellipse(720, 780, 220, 100),
    stroke("M720 780 L920 760"),
    ellipse(520, 420, 200, 90),
    stroke("M520 420 L700 390"),
    ...[-50, -25, 0, 25, 50].map((angle) => ellipse(520, 300, 40, 110, { transform: rotate(angle, 520, 400) })),
    circle(520, 390, 40),
    ellipse(700, 720, 90, 60),
    circle(660, 670, 30),
    circle(740, 670, 30),
    circle(660, 670, 10, { fill: "#000", stroke: "none" }),
    circle(740, 670, 10, { fill: "#000", stroke: "none" }),
    smile(700, 730, 70),
    stroke("M80 900 Q180 860 280 900 T480 900 T680 900 T880 900"),
  ].join("");

export const boiBumba: Figure = () =>
  [
    // The Boi-bumbá of the festival: horns with ribbons, a star on its forehead, a skirt of hearts, diamonds and fringes.
    path("M380 200 C300 170 250 120 260 60 C300 110 340 140 400 160 Z"),
    path("M620 200 C700 170 750 120 740 60 C700 110 660 140 600 160 Z"),
    path("M290 110 C250 150 240 200 260 240 C270 200 280 170 300 150 Z"),
    path("M710 110 C750 150 760 200 740 240 C730 200 720 170 700 150 Z"),
    path("M360 170 C360 120 640 120 640 170 L620 380 C600 440 400 440 380 380 Z"),
    polygon(starPoints(500, 220, 50, 22, 5)),
    eye(440, 280, 22),
    eye(560, 280, 22),
    ellipse(500, 380, 80, 45),
    circle(470, 380, 10),
    circle(530, 380, 10),
    path("M200 460 C300 420 700 420 800 460 L860 620 L140 620 Z"),
    ...[200, 290, 380, 470, 560, 650, 740].map((x) => heart(x + 30, 530, 56)),
    rect(130, 620, 740, 70, 10),
    ...Array.from({ length: 12 }, (_, index) => {
      const x = 160 + index * 60;
      return polygon([
        [x, 630],
        [x + 22, 655],
        [x, 680],
        [x - 22, 655],
      ]);
    }),
    ...Array.from({ length: 18 }, (_, index) => {
      const x = 140 + index * 40;
      return path(d`M${x} 690 L${x + 34} 690 L${x + 28} 880 L${x + 17} 860 L${x + 6} 880 Z`);
    }),
  ].join("");

export const werewolf: Figure = () =>
  [
    // The Lobisomem sitting on a hill, howling at the full moon.
    circle(700, 230, 190),
    circle(640, 180, 30),
    circle(760, 290, 40),
    circle(740, 150, 20),
    path("M60 920 C200 800 420 760 580 800 C720 840 840 880 940 920 Z"),
    // Bushy tail, body, front legs, the head raised with pointed ears and a long snout.
    path("M500 790 C620 800 660 720 640 660 C620 700 580 740 520 740 Z"),
    path("M280 800 C240 700 260 560 340 500 C420 460 500 520 520 620 C540 700 520 780 480 800 Z"),
    rect(320, 690, 44, 120, 18),
    rect(410, 690, 44, 120, 18),
    path("M300 520 C270 440 300 380 360 360 L420 300 L430 360 C460 380 470 420 460 450 C420 480 360 500 300 520 Z"),
    path("M330 380 L300 300 L370 350 Z"),
    path("M380 360 L380 280 L420 330 Z"),
    eye(390, 400, 14),
    circle(432, 300, 12),
    stroke("M460 260 Q500 230 540 240 M470 220 Q510 190 550 200"),
  ].join("");

export const guarana: Figure = () =>
  [
    // The guaraná of the legend: a bunch of fruits that open like eyes, with leaves.
    ellipse(330, 200, 150, 70, { transform: rotate(-20, 330, 200) }),
    ellipse(670, 200, 150, 70, { transform: rotate(20, 670, 200) }),
    stroke("M200 240 L460 160 M800 240 L540 160"),
    stroke("M500 150 L500 300"),
    ...[
      [500, 380],
      [360, 460],
      [640, 460],
      [430, 600],
      [570, 600],
      [500, 740],
    ].map(
      ([x = 0, y = 0]) =>
        circle(x, y, 90) +
        path(
          d`M${x - 70} ${y} C${x - 40} ${y - 50} ${x + 40} ${y - 50} ${x + 70} ${y} C${x + 40} ${y + 50} ${x - 40} ${y + 50} ${x - 70} ${y} Z`,
        ) +
        circle(x, y, 26),
    ),
  ].join("");

export const uirapuru: Figure = () =>
  [
    // The Uirapuru, the singing bird of the forest, on a branch with musical notes.
    stroke("M80 700 C300 650 600 720 920 660", { "stroke-width": 40 }),
    ellipse(220, 660, 70, 30, { transform: rotate(-20, 220, 660) }),
    ellipse(820, 630, 70, 30, { transform: rotate(20, 820, 630) }),
    ellipse(480, 520, 170, 130),
    circle(620, 400, 100),
    eye(650, 380, 22),
    path("M710 410 L790 430 L710 450 Z"),
    path("M330 520 L180 440 L200 560 Z"),
    path("M420 520 C470 460 560 470 580 540 C520 560 460 560 420 520 Z"),
    stroke("M440 640 L430 690 M520 645 L530 695"),
    ...[
      [760, 240],
      [860, 320],
    ].map(([x = 0, y = 0]) => ellipse(x, y, 30, 22) + stroke(d`M${x + 28} ${y} L${x + 28} ${y - 110}`)),
  ].join("");

// Dia das Crianças

export const kite: Figure = () =>
  [
    // A kite (pipa) high in the sky, its tail of bows, the string down to the ground.
    polygon([
      [500, 80],
      [760, 340],
      [500, 620],
      [240, 340],
    ]),
    stroke("M500 80 L500 620 M240 340 L760 340"),
    stroke("M500 620 C460 700 560 760 500 840 C460 890 520 930 480 960"),
    ...[
      [490, 700],
      [520, 800],
      [485, 900],
    ].map(([x = 0, y = 0]) =>
      path(d`M${x} ${y} L${x - 50} ${y - 30} L${x - 50} ${y + 30} Z M${x} ${y} L${x + 50} ${y - 30} L${x + 50} ${y + 30} Z`),
    ),
    stroke("M500 620 Q700 780 900 960"),
  ].join("");

/** Every figure of this file, by name (the art index spreads them into FIGURES). */
export const HOLIDAYS = {
  santaClaus,
  reindeer,
  snowman,
  christmasBells,
  christmasStocking,
  christmasGifts,
  christmasWreath,
  nativity,
  candyCanes,
  christmasAngel,
  decoratedEgg,
  chickInEgg,
  bunnyFace,
  eggHunt,
  bunnyWithCarrot,
  easterLamb,
  easterMandala,
  flowerBouquet,
  elephantMomAndBaby,
  motherAndDaughter,
  giftMug,
  motherHen,
  loveCard,
  juninaBalloon,
  cornCob,
  strawHat,
  popcornBag,
  accordion,
  quadrilhaCouple,
  fishingGame,
  juninaSweets,
  juninaFlagsRing,
  juninaLetter,
  boitata,
  iara,
  headlessMule,
  pinkDolphin,
  cuca,
  victoriaRegia,
  boiBumba,
  werewolf,
  guarana,
  uirapuru,
  kite,
} as const;
