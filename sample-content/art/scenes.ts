import { cloud, flower, frame, grass, heart, star, sun } from "./decorations.ts";
import type { Random } from "./random.ts";
import { circle, d, type Figure, LINE_WIDTH, type Orientation, PAGE_SIZE, page, path, place, rect, stroke } from "./svg.ts";

/**
 * Backdrops for a main figure: a meadow with sun and clouds, the sea floor,
 * the open sky, a road for vehicles, a starry night, or a plain page with a
 * few hearts. The figure fills the middle; the scenery only frames it.
 */
export type Scene = "meadow" | "sea" | "sky" | "road" | "night" | "city" | "hearts" | "plain";

type SceneOptions = { scene: Scene; orientation?: Orientation };

function seaweed(x: number, bottom: number, height: number, random: Random): string {
  const sway = random.range(30, 50);
  return path(
    d`M${x - 18} ${bottom} C${x - 18 - sway} ${bottom - height * 0.35} ${x + sway} ${bottom - height * 0.65} ${x} ${bottom - height} C${x + sway + 30} ${bottom - height * 0.65} ${x - sway + 30} ${bottom - height * 0.35} ${x + 18} ${bottom} Z`,
  );
}

function bubbles(x: number, y: number, random: Random): string {
  return [0, 1, 2].map((index) => circle(x + random.range(-20, 20), y - index * 70, 16 + index * 8)).join("");
}

function backdrop(scene: Scene, orientation: Orientation, random: Random): { back: string; front: string } {
  const { width: W, height: H } = PAGE_SIZE[orientation];
  const ground = orientation === "portrait" ? H - 480 : H - 260;
  const sunOnLeft = random.chance(0.5);
  switch (scene) {
    case "meadow": {
      const flowers = [W * 0.12, W * 0.88, W * 0.22]
        .map((x, index) => flower(x, ground + 250 + index * 40, random.range(150, 200)))
        .join("");
      return {
        back:
          sun(sunOnLeft ? 270 : W - 270, 290, 95) +
          cloud(sunOnLeft ? W - 380 : 380, 260, 360, LINE_WIDTH) +
          cloud(W / 2, 200, 250, LINE_WIDTH) +
          grass(60, W - 60, ground, random, 45),
        front: flowers,
      };
    }
    case "sea": {
      const weeds = [W * 0.1, W * 0.17, W * 0.85, W * 0.92]
        .map((x) => seaweed(x, H - 60, random.range(300, 500), random))
        .join("");
      const sand = stroke(d`M60 ${H - 230} Q${W * 0.25} ${H - 290} ${W / 2} ${H - 230} T${W - 60} ${H - 230}`);
      return {
        back:
          weeds +
          sand +
          bubbles(W * 0.15, 420, random) +
          bubbles(W * 0.82, 560, random) +
          circle(W * 0.6, H - 140, 40) +
          circle(W * 0.35, H - 120, 28),
        front: "",
      };
    }
    case "sky":
      return {
        back:
          cloud(320, 300, 380, LINE_WIDTH) +
          cloud(W - 330, 420, 320, LINE_WIDTH) +
          cloud(W * 0.3, H - 300, 340, LINE_WIDTH) +
          sun(W - 260, H - 330, 90),
        front: "",
      };
    case "road": {
      const road = ground;
      const dashes = Array.from({ length: Math.floor(W / 260) }, (_, index) =>
        path(d`M${120 + index * 260} ${road + 70} h130 v24 h-130 Z`),
      ).join("");
      return {
        back:
          sun(sunOnLeft ? 260 : W - 260, 250, 90) +
          cloud(sunOnLeft ? W - 420 : 420, 230, 330, LINE_WIDTH) +
          stroke(d`M60 ${road} H${W - 60}`) +
          dashes,
        front: "",
      };
    }
    case "night": {
      // Stars stay in the side margins, so the figure never hides half of one.
      const stars = Array.from({ length: 10 }, (_, index) => {
        const x = index % 2 === 0 ? random.range(170, 380) : random.range(W - 380, W - 170);
        return star(x, random.range(520, H - 200), random.range(60, 110), random.range(-20, 20));
      });
      const moon = path(d`M${W - 330} 180 A140 140 0 1 0 ${W - 190} 400 A110 110 0 1 1 ${W - 330} 180 Z`);
      return { back: stars.join("") + moon, front: "" };
    }
    case "city": {
      const buildings: string[] = [];
      for (let x = 70; x < W - 120; ) {
        const width = random.range(190, 280);
        const right = Math.min(x + width, W - 70);
        const top = ground - random.range(520, 980);
        buildings.push(rect(x, top, right - x, ground - top));
        for (let y = top + 50; y < ground - 90; y += 110) {
          for (let wx = x + 35; wx + 50 < right - 20; wx += 85) buildings.push(rect(wx, y, 50, 60, 6));
        }
        x = right;
      }
      const curb = ground + 170;
      const joints = Array.from({ length: Math.floor((W - 120) / 240) }, (_, index) =>
        stroke(d`M${180 + index * 240} ${ground} L${150 + index * 240} ${curb}`),
      );
      return {
        back:
          star(260, 260, 90) +
          star(W - 300, 330, 70) +
          cloud(W / 2, 230, 300, LINE_WIDTH) +
          buildings.join("") +
          stroke(d`M60 ${ground} H${W - 60} M60 ${curb} H${W - 60} M60 ${curb + 40} H${W - 60}`) +
          joints.join(""),
        front: "",
      };
    }
    case "hearts": {
      const hearts = Array.from({ length: 6 }, (_, index) => {
        const left = index % 2 === 0;
        return heart(
          left ? random.range(170, 300) : random.range(W - 300, W - 170),
          260 + Math.floor(index / 2) * ((H - 520) / 2),
          random.range(90, 140),
        );
      });
      return { back: hearts.join(""), front: "" };
    }
    default:
      return { back: "", front: "" };
  }
}

/** Where the figure goes: the largest square that leaves room for the scenery. */
function figureBox(scene: Scene, orientation: Orientation) {
  const { width: W, height: H } = PAGE_SIZE[orientation];
  if (orientation === "landscape") {
    const size = scene === "road" ? 1450 : 1300;
    return {
      x: (W - size * 1.35) / 2,
      y: scene === "road" ? H - 260 - size * 0.96 : (H - size) / 2,
      width: size * 1.35,
      height: size,
    };
  }
  const size = scene === "meadow" || scene === "city" ? 1480 : scene === "plain" || scene === "hearts" ? 1420 : 1360;
  const top = scene === "meadow" || scene === "city" ? H - 480 - size * 0.96 : (H - size) / 2 + 40;
  return { x: (W - size) / 2, y: top, width: size, height: size };
}

export function scenePage(figure: Figure, random: Random, { scene, orientation = "portrait" }: SceneOptions): string {
  const { width: W, height: H } = PAGE_SIZE[orientation];
  const { back, front } = backdrop(scene, orientation, random);
  return page(orientation, frame(W, H) + back + place(figure, figureBox(scene, orientation), random) + front);
}
