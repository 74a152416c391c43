import { audienceOf, DIFFICULTY_LABELS, DIFFICULTY_TIERS, type DifficultyTier } from "./colouring/difficulty.ts";
import { slugify } from "./slug.ts";

/**
 * The age bands as ways into the catalogue (issue 44): one landing page per
 * difficulty tier, `/idade/2-a-5-anos`, named by the ages a parent searches
 * for ("desenhos para colorir 4 anos"), not by the level's name. The ages
 * themselves are the tiers' (DIFFICULTY_LABELS): a band page, a badge and a
 * level filter always say the same thing.
 */
export type AgeBand = {
  tier: DifficultyTier;
  /** The band's address segment: "2-a-5-anos", "12-anos-ou-mais". */
  slug: string;
  /** "2 a 5 anos". */
  ages: string;
  /** The level's name, "Fácil". */
  level: string;
  /** Youngest and oldest age it covers (null: no upper bound). */
  from: number;
  to: number | null;
  /** The page's heading: "Desenhos para colorir para crianças de 2 a 5 anos". */
  heading: string;
  /** A few sentences for parents and teachers: what the drawings of this age are like, and how to use them. */
  intro: string;
};

/** A way to narrow a band: a category or a collection with drawings of the band, and how many. */
export type BandFilter = { name: string; slug: string; count: number };

const INTROS: Record<DifficultyTier, string> = {
  facil:
    "Desenhos com formas grandes, poucas partes e linhas grossas, para as primeiras pinturas com giz de cera ou lápis jumbo. Nessa idade, pintar é treinar a pegada do lápis e o movimento do braço: não se preocupe se a cor passar da linha, elogie a escolha das cores e converse sobre o que o desenho mostra.",
  medio:
    "Desenhos com mais partes e alguns detalhes, para quem já segura o lápis com firmeza e começa a pintar dentro das linhas. É a idade da alfabetização: aproveite letras, números e personagens para contar histórias, e deixe a criança terminar um desenho no próprio ritmo.",
  dificil:
    "Desenhos cheios de detalhes, padrões e áreas pequenas, que pedem lápis de cor apontado, paciência e planejamento das cores. Bons para trabalhar concentração, sombreamento e combinações de cores, em casa ou em sala de aula.",
  desafio:
    "Mandalas e padrões densos, com centenas de áreas pequenas, para adolescentes e adultos que gostam de pintar com calma. Pintar um desafio desses ajuda a relaxar e a focar: vale imprimir, guardar e continuar aos poucos.",
};

function bandOf(tier: DifficultyTier): AgeBand {
  const { name, ages } = DIFFICULTY_LABELS[tier];
  const numbers = (ages.match(/\d+/g) ?? []).map(Number);
  return {
    tier,
    slug: slugify(ages),
    ages,
    level: name,
    from: numbers[0] ?? 0,
    to: numbers.length > 1 ? (numbers[1] ?? null) : null,
    heading: `Desenhos para colorir para ${audienceOf(tier)}`,
    intro: INTROS[tier],
  };
}

/** Every band, youngest first. */
export const AGE_BANDS: readonly AgeBand[] = DIFFICULTY_TIERS.map(bandOf);

const byTier = new Map(AGE_BANDS.map((band) => [band.tier, band]));
const bySlug = new Map(AGE_BANDS.map((band) => [band.slug, band]));

export function ageBandOf(tier: DifficultyTier): AgeBand {
  return byTier.get(tier) as AgeBand;
}

/** The band at `/idade/{slug}`, if there is one. */
export function ageBandBySlug(slug: string | undefined): AgeBand | null {
  return slug === undefined ? null : (bySlug.get(slug) ?? null);
}

/** The bands that cover a child of `age` years: one, or none for an age below the youngest band. */
export function bandsForAge(age: number): AgeBand[] {
  return AGE_BANDS.filter((band) => age >= band.from && (band.to === null || age <= band.to));
}
