import { heart, star } from "./decorations.ts";
import { blush, eye, smile } from "./features.ts";
import { arc, bubble, circle, d, ellipse, type Figure, path, polygon, rect, stroke, symmetric } from "./svg.ts";

/**
 * Original little superheroes: a child in a cape, mask and boots with a big
 * emblem on the chest. Emblem, pose and hair vary; none copies a known hero.
 */

type Emblem = "star" | "bolt" | "heart" | "moon" | "flower";
type Pose = "hips" | "wave";
type Hair = "spiky" | "ponytail" | "curly";
type HeroOptions = { emblem: Emblem; pose: Pose; hair: Hair; mask: boolean };

function emblem(kind: Emblem, cx: number, cy: number): string {
  const badge = circle(cx, cy, 85);
  switch (kind) {
    case "star":
      return badge + star(cx, cy + 6, 130);
    case "bolt":
      return (
        badge +
        polygon([
          [cx + 15, cy - 70],
          [cx - 40, cy + 10],
          [cx - 2, cy + 10],
          [cx - 20, cy + 70],
          [cx + 45, cy - 12],
          [cx + 5, cy - 12],
        ])
      );
    case "heart":
      return badge + heart(cx, cy + 5, 110);
    case "moon":
      return badge + path(d`M${cx + 10} ${cy - 60} A60 60 0 1 0 ${cx + 40} ${cy + 45} A48 48 0 1 1 ${cx + 10} ${cy - 60} Z`);
    default:
      return (
        badge +
        [0, 72, 144, 216, 288]
          .map((angle) => circle(cx + 38 * Math.sin((angle * Math.PI) / 180), cy - 38 * Math.cos((angle * Math.PI) / 180), 26))
          .join("") +
        circle(cx, cy, 22)
      );
  }
}

function hair(kind: Hair): { back: string; front: string } {
  switch (kind) {
    case "ponytail":
      return {
        back: path("M600 180 C700 160 760 240 730 330 C710 390 660 390 650 350 C690 300 670 230 600 230 Z"),
        front:
          path("M375 255 C370 150 460 120 520 125 C600 130 640 180 630 260 C590 200 520 190 470 215 C430 230 400 250 375 255 Z") +
          circle(620, 205, 22),
      };
    case "curly":
      return {
        back:
          [380, 440, 500, 560, 620].map((x, index) => circle(x, 170 + (index % 2) * 15, 55)).join("") +
          circle(370, 240, 45) +
          circle(630, 240, 45),
        front: "",
      };
    default:
      return {
        back: "",
        front: path(
          "M378 250 L360 190 L410 200 L420 140 L465 180 L500 120 L530 175 L580 140 L585 200 L640 190 L622 250 C560 210 440 210 378 250 Z",
        ),
      };
  }
}

export function hero({ emblem: emblemKind, pose, hair: hairKind, mask }: HeroOptions): Figure {
  return ({ lw }) => {
    const hairParts = hair(hairKind);
    const leftArm = bubble(["M395 425 L305 545 L370 640"], 75, lw) + circle(372, 642, 42);
    const rightArm =
      pose === "wave"
        ? bubble(["M605 425 L700 330 L730 200"], 75, lw) + circle(732, 190, 45)
        : bubble(["M605 425 L695 545 L630 640"], 75, lw) + circle(628, 642, 42);
    const face = mask
      ? path("M380 262 Q500 232 620 262 L612 318 Q560 296 500 318 Q440 296 388 318 Z") + eye(448, 282, 22) + eye(552, 282, 22)
      : eye(450, 282, 26) + eye(550, 282, 26);
    return [
      path(
        "M395 395 C300 560 220 790 180 910 Q260 880 320 920 Q400 880 500 925 Q600 880 680 920 Q740 880 820 910 C780 790 700 560 605 395 Z",
      ),
      symmetric(
        path("M410 690 L410 860 L490 860 L490 690 Z") +
          path("M400 840 L495 840 L495 945 Q495 955 485 955 L370 955 Q350 955 352 935 Q360 880 400 870 Z"),
        500,
      ),
      hairParts.back,
      path("M380 400 Q500 370 620 400 L645 700 Q500 725 355 700 Z"),
      rect(358, 640, 284, 50, 10),
      rect(470, 636, 60, 58, 12),
      emblem(emblemKind, 500, 525),
      symmetric(path("M440 395 L500 440 L420 430 Z"), 500),
      leftArm,
      rightArm,
      rect(465, 360, 70, 50, 10),
      circle(500, 280, 125),
      hairParts.front,
      face,
      blush(425, 335, 20),
      blush(575, 335, 20),
      mask ? smile(500, 352, 60) : smile(500, 348, 60),
      mask ? "" : stroke(arc(500, 215, 50, 20, 200, 340)),
      ellipse(370, 282, 14, 24),
      ellipse(630, 282, 14, 24),
    ].join("");
  };
}

export const HEROES = {
  heroStar: hero({ emblem: "star", pose: "hips", hair: "spiky", mask: true }),
  heroineBolt: hero({ emblem: "bolt", pose: "wave", hair: "ponytail", mask: true }),
  heroHeart: hero({ emblem: "heart", pose: "wave", hair: "curly", mask: false }),
  heroMoon: hero({ emblem: "moon", pose: "hips", hair: "curly", mask: true }),
  heroineFlower: hero({ emblem: "flower", pose: "hips", hair: "ponytail", mask: false }),
  heroBoltWave: hero({ emblem: "bolt", pose: "wave", hair: "spiky", mask: false }),
} as const;
