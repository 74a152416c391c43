import { balloon, flower, heart } from "./decorations.ts";
import { beadEye, blush, catMouth, smile } from "./features.ts";
import { bubble, circle, d, ellipse, type Figure, g, line, path, polygon, rect, rotate, stroke, symmetric } from "./svg.ts";

/**
 * Cosy doodles of a girl and her pet, drawn in a chunky, minimal style with
 * dot eyes and rosy cheeks. Original drawings made for this site.
 */

type HairStyle = "buns" | "bob" | "pigtails" | "long";
type Pet = "kitten" | "puppy" | "bunny";
type Item = "balloon" | "iceCream" | "flowers" | "book" | "heart";
type GirlOptions = { hair: HairStyle; pet: Pet; item: Item; bow: boolean };

const HEAD = { x: 400, y: 330, r: 170 };

function hairBack(style: HairStyle): string {
  switch (style) {
    case "buns":
      return circle(265, 180, 70) + circle(535, 180, 70) + circle(265, 180, 35);
    case "pigtails":
      return symmetric(path("M245 320 C150 330 120 460 160 560 C190 500 230 470 250 420 Z") + circle(245, 330, 30), HEAD.x);
    case "long":
      return path("M230 330 C210 480 220 600 280 640 L520 640 C580 600 590 480 570 330 Z");
    default:
      return path("M220 380 C200 200 600 200 580 380 L580 450 Q560 470 540 450 L260 450 Q240 470 220 450 Z");
  }
}

function hairFront(style: HairStyle, bow: boolean): string {
  const bangs = path("M232 330 C230 170 570 170 568 330 C530 260 460 250 430 275 C400 245 300 250 232 330 Z");
  const parting = style === "bob" ? stroke("M430 275 C420 230 410 200 400 180") : "";
  const ribbon = bow ? symmetric(path("M500 190 L440 150 L445 230 Z"), 500) + circle(500, 190, 22) : "";
  return bangs + parting + ribbon;
}

function pet(kind: Pet): string {
  const cx = 770;
  const body = ellipse(cx, 840, 105, 105) + symmetric(ellipse(cx - 45, 935, 40, 25), cx);
  const tail = path("M860 880 C940 880 960 800 930 760 C915 745 895 760 905 775 C925 810 910 850 855 845 Z");
  const face = beadEye(cx - 38, 680, 14) + beadEye(cx + 38, 680, 14) + blush(cx - 62, 712, 16) + blush(cx + 62, 712, 16);
  switch (kind) {
    case "kitten":
      return (
        tail +
        body +
        symmetric(path(d`M${cx - 85} 650 L${cx - 75} 545 L${cx - 20} 600 Z`), cx) +
        circle(cx, 680, 95) +
        face +
        path(d`M${cx - 10} 705 L${cx + 10} 705 L${cx} 716 Z`) +
        catMouth(cx, 720, 16)
      );
    case "puppy":
      return (
        tail +
        body +
        circle(cx, 680, 95) +
        symmetric(
          path(
            d`M${cx - 80} 620 C${cx - 140} 630 ${cx - 150} 720 ${cx - 115} 760 C${cx - 90} 780 ${cx - 75} 740 ${cx - 78} 700 Z`,
          ),
          cx,
        ) +
        face +
        ellipse(cx, 712, 16, 11, { fill: "#000" }) +
        smile(cx, 742, 34)
      );
    default:
      return (
        circle(870, 880, 36) +
        body +
        symmetric(
          path(d`M${cx - 40} 610 C${cx - 70} 520 ${cx - 60} 460 ${cx - 35} 460 C${cx - 10} 460 ${cx} 530 ${cx - 10} 610 Z`),
          cx,
        ) +
        circle(cx, 680, 95) +
        face +
        path(d`M${cx - 10} 705 L${cx + 10} 705 L${cx} 716 Z`) +
        catMouth(cx, 720, 16)
      );
  }
}

/** The thing in her left hand, which is at about (230, 650). */
function item(kind: Item): string {
  switch (kind) {
    case "balloon":
      return g(balloon(170, 330, 260)) + stroke("M170 500 Q200 580 232 650");
    case "iceCream":
      return (
        polygon([
          [180, 560],
          [270, 560],
          [225, 720],
        ]) +
        stroke("M200 590 L248 640 M250 590 L205 640") +
        circle(195, 535, 45) +
        circle(255, 535, 45) +
        circle(225, 480, 45) +
        circle(225, 430, 12)
      );
    case "flowers":
      return flower(180, 690, 230) + flower(250, 690, 270) + flower(310, 690, 210);
    case "book":
      return g(
        rect(150, 560, 170, 130, 8) +
          line(235, 560, 235, 690) +
          stroke("M170 590 H215 M170 620 H215 M255 590 H300 M255 620 H300"),
        {
          transform: rotate(-10, 235, 625),
        },
      );
    default:
      return heart(220, 560, 200) + stroke("M225 655 L232 640");
  }
}

export function girlWithPet({ hair, pet: petKind, item: itemKind, bow }: GirlOptions): Figure {
  return ({ lw }) =>
    [
      pet(petKind),
      hairBack(hair),
      symmetric(rect(345, 780, 40, 130, 0) + ellipse(358, 925, 52, 30), HEAD.x),
      path("M320 500 Q400 480 480 500 L570 800 Q400 840 230 800 Z"),
      path("M340 510 L400 560 L460 510 Z"),
      circle(400, 620, 12),
      circle(400, 680, 12),
      item(itemKind),
      bubble(["M335 530 L255 640"], 62, lw) + circle(240, 652, 34),
      bubble(["M465 530 L540 640"], 62, lw) + circle(552, 652, 34),
      circle(HEAD.x, HEAD.y, HEAD.r),
      hairFront(hair, bow),
      beadEye(345, 360, 18),
      beadEye(455, 360, 18),
      blush(310, 410, 26),
      blush(490, 410, 26),
      smile(400, 420, 44),
    ].join("");
}

export const GIRLS = {
  girlKittenBalloon: girlWithPet({ hair: "buns", pet: "kitten", item: "balloon", bow: false }),
  girlPuppyIceCream: girlWithPet({ hair: "bob", pet: "puppy", item: "iceCream", bow: true }),
  girlBunnyFlowers: girlWithPet({ hair: "pigtails", pet: "bunny", item: "flowers", bow: false }),
  girlKittenBook: girlWithPet({ hair: "long", pet: "kitten", item: "book", bow: true }),
  girlPuppyHeart: girlWithPet({ hair: "pigtails", pet: "puppy", item: "heart", bow: true }),
  girlBunnyBalloon: girlWithPet({ hair: "bob", pet: "bunny", item: "balloon", bow: false }),
} as const;
