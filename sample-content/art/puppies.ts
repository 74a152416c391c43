import { star } from "./decorations.ts";
import { beadEye, blush, openSmile } from "./features.ts";
import { circle, d, ellipse, type Figure, line, path, polygon, rect, stroke, symmetric } from "./svg.ts";

/**
 * Original rescue puppies in uniforms: a sitting pup with a job helmet or
 * cap, a vest and a badge. Invented for this site; not any show's characters.
 */

type Hat = "firefighter" | "police" | "builder" | "pilot" | "medic" | "sailor";
type Ears = "floppy" | "pointy";

function badgeSymbol(hat: Hat, cx: number, cy: number, size: number): string {
  switch (hat) {
    case "firefighter":
      return path(
        d`M${cx} ${cy - size} C${cx + size * 0.8} ${cy - size * 0.2} ${cx + size * 0.6} ${cy + size * 0.8} ${cx} ${cy + size * 0.8} C${cx - size * 0.6} ${cy + size * 0.8} ${cx - size * 0.8} ${cy - size * 0.2} ${cx} ${cy - size} Z`,
      );
    case "police":
      return star(cx, cy, size * 1.8);
    case "builder":
      // A hammer: its head across the top, its handle down (a cross is the medic's).
      return (
        rect(cx - size * 0.2, cy - size * 0.4, size * 0.4, size * 1.3, 4) +
        rect(cx - size * 0.85, cy - size * 0.9, size * 1.7, size * 0.55, 4)
      );
    case "pilot":
      return path(
        d`M${cx - size} ${cy} L${cx + size} ${cy - size * 0.2} L${cx + size * 0.2} ${cy + size * 0.2} L${cx - size * 0.2} ${cy + size * 0.8} L${cx - size * 0.3} ${cy + size * 0.1} Z`,
      );
    case "medic":
      return path(
        d`M${cx - size * 0.3} ${cy - size * 0.9} h${size * 0.6} v${size * 0.6} h${size * 0.6} v${size * 0.6} h${-size * 0.6} v${size * 0.6} h${-size * 0.6} v${-size * 0.6} h${-size * 0.6} v${-size * 0.6} h${size * 0.6} Z`,
      );
    default:
      return (
        circle(cx, cy - size * 0.6, size * 0.25) +
        line(cx, cy - size * 0.35, cx, cy + size * 0.8) +
        stroke(
          d`M${cx - size * 0.7} ${cy + size * 0.2} Q${cx - size * 0.6} ${cy + size * 0.85} ${cx} ${cy + size * 0.8} Q${cx + size * 0.6} ${cy + size * 0.85} ${cx + size * 0.7} ${cy + size * 0.2}`,
        )
      );
  }
}

function hatShape(hat: Hat): string {
  switch (hat) {
    case "firefighter":
      return (
        path("M250 260 Q500 300 750 260 Q790 300 740 320 Q500 350 260 320 Q210 300 250 260 Z") +
        path("M300 280 C300 110 700 110 700 280 Z") +
        stroke("M500 130 L500 280") +
        path("M440 170 L560 170 L560 250 Q500 285 440 250 Z") +
        badgeSymbol(hat, 500, 215, 28)
      );
    case "police":
      return (
        path("M290 250 C270 160 730 160 710 250 Z") +
        path("M300 250 L700 250 L690 300 L310 300 Z") +
        path("M330 300 Q500 360 670 300 Q660 330 500 345 Q340 330 330 300 Z") +
        badgeSymbol(hat, 500, 225, 34)
      );
    case "builder":
      return (
        path("M240 285 Q500 320 760 285 L760 320 Q500 355 240 320 Z") +
        path("M300 290 C290 120 710 120 700 290 Z") +
        path("M470 140 L530 140 L530 290 L470 290 Z") +
        badgeSymbol(hat, 390, 240, 26)
      );
    case "pilot":
      return (
        path("M290 300 C280 120 720 120 710 300 Z") +
        symmetric(path("M300 290 L290 420 Q320 440 340 420 L345 300 Z"), 500) +
        circle(420, 250, 55) +
        circle(580, 250, 55) +
        circle(420, 250, 35) +
        circle(580, 250, 35) +
        line(475, 250, 525, 250)
      );
    case "medic":
      return (
        path("M300 280 C300 150 700 150 700 280 Z") +
        path("M295 270 L705 270 L705 305 L295 305 Z") +
        badgeSymbol(hat, 500, 215, 40)
      );
    default:
      return (
        path("M330 270 C330 200 670 200 670 270 Z") +
        path("M300 265 L700 265 Q720 285 700 305 L300 305 Q280 285 300 265 Z") +
        circle(500, 195, 26) +
        badgeSymbol(hat, 500, 245, 20)
      );
  }
}

export function puppy(hat: Hat, ears: Ears, spotted: boolean): Figure {
  return () => {
    const earShapes =
      ears === "floppy"
        ? symmetric(path("M320 300 C220 300 190 470 235 560 C265 610 330 575 340 515 C350 450 345 360 320 300 Z"), 500)
        : symmetric(
            path("M310 330 C280 250 300 190 330 180 C380 200 420 240 430 280 Z") +
              path("M330 300 C315 250 325 220 340 215 C370 230 390 255 395 275 Z"),
            500,
          );
    return [
      path("M680 800 C820 780 860 650 900 620 C930 600 950 650 920 680 C870 730 840 850 690 860 Z"),
      ellipse(500, 740, 205, 220),
      path("M330 620 Q500 560 670 620 L690 800 Q500 860 310 800 Z"),
      line(500, 600, 500, 840),
      path("M540 650 L640 650 L640 720 Q590 760 540 720 Z"),
      badgeSymbol(hat, 590, 692, 24),
      symmetric(ellipse(420, 935, 72, 46) + stroke("M400 923 v22 M440 923 v22"), 500),
      ears === "pointy" ? earShapes : "",
      ellipse(500, 420, 215, 190),
      spotted ? path("M590 350 C650 330 690 380 680 430 C670 470 610 470 585 440 C560 410 560 360 590 350 Z") : "",
      ears === "floppy" ? earShapes : "",
      beadEye(425, 400, 30),
      beadEye(580, 400, 30),
      ellipse(500, 500, 110, 75),
      ellipse(500, 465, 40, 26, { fill: "#000" }),
      ellipse(488, 458, 12, 7, { fill: "#fff", stroke: "none" }),
      stroke("M500 491 L500 510"),
      openSmile(500, 512, 110),
      blush(385, 480, 25),
      blush(615, 480, 25),
      hatShape(hat),
      path("M390 610 Q500 640 610 610 L612 640 Q500 672 388 640 Z"),
      polygon([
        [500, 650],
        [528, 668],
        [518, 700],
        [482, 700],
        [472, 668],
      ]),
    ].join("");
  };
}

export const PUPPIES = {
  firefighterPup: puppy("firefighter", "floppy", true),
  policePup: puppy("police", "pointy", false),
  builderPup: puppy("builder", "floppy", false),
  pilotPup: puppy("pilot", "pointy", true),
  medicPup: puppy("medic", "floppy", false),
  sailorPup: puppy("sailor", "pointy", true),
} as const;
