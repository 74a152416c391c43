/**
 * `npm run sample:references`: the sample's reference paintings (issue 48),
 * written to sample-content/reference-paintings.json, which the seed stores
 * beside the drawings. Not an administrator's hand: for 20 drawings of as
 * many kinds, every region of the figure (the page and a frame's inside
 * left white) is painted from a palette that suits its category, the
 * largest regions first, no two neighbours alike, each region saved as its
 * pole and colour as the colouring screen saves a painting
 * (src/browser/colouring/reference-painting.ts). An administrator's own
 * painting of one replaces it (the admin's drawing form, 'Pintar
 * referência').
 */
import fs from "node:fs";
import path from "node:path";
import { colourGraph, regionNeighbours } from "#src/browser/activities/colour-by-number.ts";
import { regionPoles } from "#src/browser/activities/region-poles.ts";
import { paletteColours } from "#src/browser/colouring/palette.ts";
import { backgroundRegions } from "#src/lib/activities/background.ts";
import type { ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import { decodeRegionMap } from "#src/server/colouring/region-file.ts";
import { CATALOGUE } from "../sample-content/catalogue.ts";
import { artVariants } from "../sample-content/images.ts";
import { sampleAnalyse } from "../sample-content/rendered.ts";

const OUT = path.resolve(import.meta.dirname, "../sample-content/reference-paintings.json");
const COUNT = 20;
/** A region narrower than this (pixels from its pole to its edge) is a speck a painter leaves. */
const MIN_RADIUS = 3;

const named = (...names: string[]) => paletteColours(...names).map((entry) => entry.colour);
const PALETTES: Record<string, number[]> = {
  animais: named("Marrom", "Laranja", "Verde", "Amarelo", "Pele morena", "Azul-claro", "Rosa", "Cinza"),
  natureza: named("Verde", "Azul-claro", "Amarelo", "Marrom", "Vermelho", "Verde-limão", "Laranja", "Lilás"),
  "datas-comemorativas": named("Vermelho", "Amarelo", "Azul", "Verde", "Laranja", "Rosa", "Roxo", "Marrom"),
  fantasia: named("Lilás", "Rosa", "Azul-claro", "Amarelo", "Turquesa", "Roxo", "Verde-limão", "Pêssego"),
  mandalas: named("Turquesa", "Roxo", "Rosa-choque", "Amarelo", "Azul", "Laranja", "Verde-limão", "Lilás"),
};
const DEFAULT_PALETTE = named("Vermelho", "Azul", "Amarelo", "Verde", "Laranja", "Roxo", "Rosa", "Marrom");

// Twenty drawings spread over the categories, one picture each.
const chosen: { slug: string; category: string; art: (typeof CATALOGUE)[number]["drawings"][number]["art"] }[] = [];
const pictures = new Set<string>();
for (let round = 0; chosen.length < COUNT && round < 60; round++) {
  for (const category of CATALOGUE) {
    const drawing = category.drawings[round];
    if (!drawing || chosen.length >= COUNT || pictures.has(JSON.stringify(drawing.art))) continue;
    pictures.add(JSON.stringify(drawing.art));
    chosen.push({ slug: drawing.slug, category: category.slug, art: drawing.art });
  }
}

const paintings: Record<string, ReferencePoint[]> = {};
for (const { slug, category, art } of chosen) {
  const map = decodeRegionMap((await sampleAnalyse((await artVariants(art)).full.bytes)).file);
  const background = backgroundRegions(map);
  const poles = regionPoles(map, { step: 2 });
  const areas = new Float64Array(map.regions + 1);
  for (const label of map.labels) areas[label] = (areas[label] as number) + 1;
  const regions = poles
    .map((pole, region) => ({ pole, region }))
    .filter((entry) => entry.pole !== null && entry.pole.radius >= MIN_RADIUS && !background.has(entry.region))
    .sort((a, b) => (areas[b.region] as number) - (areas[a.region] as number));
  const palette = PALETTES[category] ?? DEFAULT_PALETTE;
  const colours =
    colourGraph(
      regions.map(({ region }) => region),
      regionNeighbours(map),
      palette.length,
    ) ?? new Map<number, number>();
  paintings[slug] = regions.flatMap(({ region, pole }) => {
    const index = colours.get(region);
    return pole && index !== undefined ? [[pole.x, pole.y, palette[index] as number] as const] : [];
  });
  console.log(`[sample:references] ${slug}: ${paintings[slug]?.length} areas`);
}
fs.writeFileSync(OUT, `${JSON.stringify(paintings)}\n`);
console.log(`[sample:references] wrote ${path.relative(process.cwd(), OUT)} (${Object.keys(paintings).length} drawings)`);
process.exit(0);
