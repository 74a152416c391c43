import { slugify } from "#src/lib/slug.ts";
import type { ArtSpec } from "./art/index.ts";
import type { CatalogueCategory } from "./catalogue.ts";

/**
 * Which drawings a seed inserts. By default the whole catalogue. A smaller
 * count takes drawings from every category in turn; a larger one (for
 * benchmarks) adds numbered drawings spread over the categories that reuse
 * an already rendered picture of their category instead of rendering new ones.
 */
export type PlannedDrawing = {
  categorySlug: string;
  slug: string;
  title: string;
  description: string;
  tags: string[];
  active: boolean;
  /** A picture to render, or the slug of a catalogue drawing whose files are reused. */
  image: { art: ArtSpec } | { reuse: string };
};

/** What the generated extras of each category are called: "Mandala 1234". */
const EXTRA_NAMES: Record<string, string> = {
  animais: "Bichinho",
  pokemons: "Monstrinho",
  "patrulha-canina": "Filhote",
  minecraft: "Pixel art",
  "bobbie-goods": "Desenho fofo",
  carros: "Carro",
  herois: "Herói",
  alfabeto: "Letras",
  numeros: "Números",
  mandalas: "Mandala",
  transportes: "Transporte",
  "formas-geometricas": "Padrão geométrico",
  natureza: "Natureza",
  "datas-comemorativas": "Data comemorativa",
  "primeiros-desenhos": "Primeiro desenho",
  fantasia: "Fantasia",
};

function interleaved(catalogue: readonly CatalogueCategory[]): PlannedDrawing[] {
  const longest = Math.max(0, ...catalogue.map((category) => category.drawings.length));
  const planned: PlannedDrawing[] = [];
  for (let index = 0; index < longest; index++) {
    for (const category of catalogue) {
      const drawing = category.drawings[index];
      if (drawing) planned.push({ ...drawing, categorySlug: category.slug, image: { art: drawing.art } });
    }
  }
  return planned;
}

export function planDrawings(catalogue: readonly CatalogueCategory[], total?: number): PlannedDrawing[] {
  const all = catalogue.flatMap((category) =>
    category.drawings.map(
      (drawing): PlannedDrawing => ({ ...drawing, categorySlug: category.slug, image: { art: drawing.art } }),
    ),
  );
  if (total === undefined || total === all.length) return all;
  if (total < all.length) return interleaved(catalogue).slice(0, Math.max(0, total));

  const taken = new Set(all.map((drawing) => drawing.slug));
  const extras: PlannedDrawing[] = [];
  for (let index = 0; extras.length < total - all.length; index++) {
    const category = catalogue[index % catalogue.length] as CatalogueCategory;
    const round = Math.floor(index / catalogue.length);
    const source = category.drawings[round % category.drawings.length];
    if (!source) continue;
    const title = `${EXTRA_NAMES[category.slug] ?? category.name} ${extras.length + 1}`;
    let slug = slugify(title);
    for (let suffix = 1; taken.has(slug); suffix++) slug = `${slugify(title)}-${suffix}`;
    taken.add(slug);
    extras.push({
      categorySlug: category.slug,
      slug,
      title,
      description: source.description,
      tags: source.tags,
      active: true,
      image: { reuse: source.slug },
    });
  }
  return [...all, ...extras];
}
