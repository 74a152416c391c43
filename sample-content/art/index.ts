import { ANIMALS } from "./animals.ts";
import { CREATURES } from "./creatures.ts";
import { GIRLS } from "./girls.ts";
import { HEROES } from "./heroes.ts";
import { HOLIDAYS } from "./holidays.ts";
import { letterPage, numberPage } from "./letters.ts";
import { type MandalaFeature, mandalaPage } from "./mandalas.ts";
import { NATURE } from "./nature.ts";
import { type PatternName, patternPage } from "./patterns.ts";
import { pixelPage, type SpriteName } from "./pixels.ts";
import { PUPPIES } from "./puppies.ts";
import { createRandom } from "./random.ts";
import type { Scene } from "./scenes.ts";
import { scenePage } from "./scenes.ts";
import { SEASONS } from "./seasons.ts";
import type { Orientation } from "./svg.ts";
import { VEHICLES } from "./vehicles.ts";

/**
 * Every generated picture is described by an ArtSpec (plain data, so the
 * catalogue can list them) and drawn by `renderArtSvg`. The spec itself
 * seeds the random choices: the same spec always gives the same SVG.
 */

export const FIGURES = {
  ...ANIMALS,
  ...VEHICLES,
  ...HEROES,
  ...CREATURES,
  ...PUPPIES,
  ...GIRLS,
  ...NATURE,
  ...SEASONS,
  ...HOLIDAYS,
} as const;
export type FigureName = keyof typeof FIGURES;

export type ArtSpec =
  | { kind: "letter"; letter: string }
  | { kind: "number"; digit: number }
  | { kind: "mandala"; seed: number; feature?: MandalaFeature }
  | { kind: "pattern"; pattern: PatternName; seed?: number }
  | { kind: "pixel"; sprite: SpriteName }
  | { kind: "figure"; figure: FigureName; scene: Scene; orientation?: Orientation; seed?: number };

/** A stable name for a spec: the cache key and the random seed. */
export function artKey(spec: ArtSpec): string {
  return JSON.stringify(spec, Object.keys(spec).sort());
}

export function renderArtSvg(spec: ArtSpec): string {
  const random = createRandom(artKey(spec));
  switch (spec.kind) {
    case "letter":
      return letterPage(spec.letter, random);
    case "number":
      return numberPage(spec.digit, random);
    case "mandala":
      return mandalaPage(random, spec.feature);
    case "pattern":
      return patternPage(spec.pattern, random);
    case "pixel":
      return pixelPage(spec.sprite, random);
    case "figure":
      return scenePage(FIGURES[spec.figure], random, { scene: spec.scene, orientation: spec.orientation ?? "portrait" });
  }
}
