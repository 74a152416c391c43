import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";

/**
 * What visitors type, and what they must find, in the sample catalogue
 * (sample-content/catalogue): the quality bar of the search
 * (docs/search.md "Quality"), run on both databases by search.test.ts.
 *
 * - `first`: the title that must come first;
 * - `top`: titles that must all be among the first `top.length` results
 *   (any order), or among the first `within` when given;
 * - `category`: the category every one of the first `within` results has;
 * - `corrected`: the typo correction shown ('Mostrando resultados para: …');
 *   absent means none;
 * - `none`: nothing may be found;
 * - `levels`: every result is of one of these difficulty tiers (and there are results);
 * - `collection`: every drawing of this sample collection is among the results;
 * - `shortcut`: the name of the first card above the results (the page the query names).
 *
 * 'right word': a Portuguese word is never corrected, even one the catalogue
 * lacks (issue 34: 'dia das mães' showed 'dia das mais', then a car).
 *
 * The queries the Pagefind search passed in the end-to-end tests before
 * issue 24 are here too ('coracao', 'borboletas', 'girass', 'girasol').
 */
export type SearchCase = {
  q: string;
  kind:
    | "accents and case"
    | "plural"
    | "irregular plural"
    | "typo"
    | "two typos"
    | "several words"
    | "tag"
    | "category"
    | "prefix"
    | "right word"
    | "nothing"
    | "age"
    | "occasion"
    | "theme";
  first?: string;
  top?: string[];
  within?: number;
  category?: string;
  corrected?: string;
  none?: true;
  levels?: DifficultyTier[];
  collection?: string;
  shortcut?: string;
};

const BAND_2_5 = "Desenhos para colorir para crianças de 2 a 5 anos";

const HEARTS = ["Coração para a mamãe", "Coração de blocos", "Menina com cachorrinho e coração", "Herói do coração"];

export const DRAWING_CASES: SearchCase[] = [
  // Accents and case: typed without accents, in capitals.
  { q: "coracao", kind: "accents and case", top: HEARTS },
  { q: "CORAÇÃO", kind: "accents and case", top: HEARTS },
  { q: "Gato", kind: "accents and case", first: "Gato brincalhão" },
  { q: "GATO", kind: "accents and case", first: "Gato brincalhão" },
  { q: "leao", kind: "accents and case", first: "Leão de juba fofa" },
  { q: "onibus", kind: "accents and case", first: "Ônibus escolar" },
  { q: "aviao", kind: "accents and case", first: "Avião nas nuvens" },
  { q: "caminhao", kind: "accents and case", first: "Caminhão de carga" },
  { q: "arvore", kind: "accents and case", top: ["Árvore de Natal enfeitada", "Árvore de blocos"] },
  { q: "heroi", kind: "accents and case", top: ["Herói da estrela", "Herói do coração", "Herói da lua", "Herói relâmpago"] },
  // Plurals, regular and irregular, against singular titles (and back).
  { q: "borboletas", kind: "plural", first: "Borboleta no céu" },
  { q: "tulipa", kind: "plural", first: "Vaso de tulipas" },
  { q: "cogumelos", kind: "plural", first: "Casinha de cogumelo" },
  { q: "carros", kind: "plural", top: ["Carro da família", "Carro de corrida", "Carro conversível"] },
  {
    q: "flores",
    kind: "plural",
    top: [
      "Flor de blocos",
      "Heroína da flor",
      "Flor de círculos",
      "Mandala das flores",
      "Menina com coelhinho e flores",
      "Buquê de flores para a mamãe",
    ],
    // 'flores' begins 'floresta' too (the Curupira's): one place more.
    within: 7,
  },
  { q: "leões", kind: "irregular plural", first: "Leão de juba fofa" },
  { q: "leoes", kind: "irregular plural", first: "Leão de juba fofa" },
  { q: "aviões", kind: "irregular plural", first: "Avião nas nuvens" },
  { q: "caminhões", kind: "irregular plural", first: "Caminhão de carga" },
  { q: "trens", kind: "irregular plural", first: "Trem maria-fumaça" },
  { q: "girassóis", kind: "irregular plural", first: "Girassol feliz" },
  { q: "corações", kind: "irregular plural", top: [...HEARTS, "Mandala dos corações"] },
  // One typo: a letter missing, extra, wrong or swapped.
  { q: "girasol", kind: "typo", first: "Girassol feliz", corrected: "girassol" },
  { q: "elefamte", kind: "typo", top: ["Elefante fofinho", "Mamãe elefante e filhote"], corrected: "elefante" },
  { q: "tartarga", kind: "typo", first: "Tartaruga sorridente", corrected: "tartaruga" },
  { q: "cotuja", kind: "typo", first: "Coruja sabida", corrected: "coruja" },
  { q: "foguette", kind: "typo", first: "Foguete espacial", corrected: "foguete" },
  { q: "pasarinho", kind: "typo", first: "Passarinho no galho", corrected: "passarinho" },
  { q: "gsto", kind: "typo", first: "Gato brincalhão", corrected: "gato" },
  // Two typos in a longer word.
  { q: "borbuletta", kind: "two typos", first: "Borboleta no céu", corrected: "borboleta" },
  { q: "girrasol", kind: "two typos", first: "Girassol feliz", corrected: "girassol" },
  { q: "pasarino", kind: "two typos", first: "Passarinho no galho", corrected: "passarinho" },
  // Several words: all must match; a run of the title's words comes first.
  { q: "menina gatinho", kind: "several words", top: ["Menina com gatinho e balão", "Menina com gatinho e livro"] },
  { q: "carro de corrida", kind: "several words", first: "Carro de corrida" },
  { q: "letra a", kind: "several words", first: "Letra A para colorir" },
  { q: "Número 7", kind: "several words", first: "Número 7 para colorir" },
  { q: "arco-íris", kind: "several words", first: "Arco-íris com nuvens" },
  { q: "maria fumaca", kind: "several words", first: "Trem maria-fumaça" },
  { q: "coelhinho balao", kind: "several words", first: "Menina com coelhinho e balão" },
  // Words found only in tags.
  { q: "safari", kind: "tag", top: ["Elefante fofinho", "Leão de juba fofa"] },
  { q: "locomotiva", kind: "tag", first: "Trem maria-fumaça" },
  { q: "astronauta", kind: "tag", first: "Foguete espacial" },
  { q: "caligrafia", kind: "tag", category: "Alfabeto", within: 24 },
  // Category names.
  { q: "pokemon", kind: "category", category: "Pokémons", within: 7 },
  { q: "minecraft", kind: "category", category: "Minecraft", within: 8 },
  { q: "bobbie goods", kind: "category", category: "Bobbie Goods", within: 6 },
  { q: "patrulha canina", kind: "category", category: "Patrulha Canina", within: 6 },
  // One of the six drawings of each of these two is inactive: never found.
  { q: "formas geometricas", kind: "category", category: "Formas Geométricas", within: 5 },
  { q: "mandalas", kind: "category", category: "Mandalas", within: 5 },
  // The beginning of a word, as typed so far.
  { q: "girass", kind: "prefix", first: "Girassol feliz" },
  { q: "borbol", kind: "prefix", first: "Borboleta no céu" },
  { q: "tartar", kind: "prefix", first: "Tartaruga sorridente" },
  // Right words, found or not, never corrected.
  // Since issue 36 the sample has drawings for the school calendar's dates and the themes children ask for.
  // Since issue 44 each date is a collection of 12: a title that says the date comes first.
  { q: "dia das mães", kind: "right word", first: "Cartão do Dia das Mães" },
  { q: "dia das maes", kind: "right word", first: "Cartão do Dia das Mães" },
  { q: "festa junina", kind: "right word", top: ["Bandeirinhas e barraquinha junina", "Fogueira de São João"], within: 4 },
  { q: "natal", kind: "right word", top: ["Árvore de Natal enfeitada", "Estrela de Natal"], within: 4 },
  { q: "páscoa", kind: "right word", top: ["Cesta de ovos de Páscoa", "Coelho da Páscoa com cestinha"], within: 5 },
  { q: "folclore", kind: "right word", top: ["Saci-Pererê", "Curupira, guardião da floresta"], within: 3 },
  { q: "dinossauro", kind: "right word", first: "Dinossauro pescoçudo" },
  { q: "princesa", kind: "right word", first: "Princesa do castelo" },
  { q: "unicórnio", kind: "right word", top: ["Unicórnio encantado", "Unicórnio nas nuvens"] },
  { q: "fada", kind: "right word", first: "Fada com varinha" },
  // Nothing like it: no results, and no wild guess.
  { q: "xyzzyplugh", kind: "nothing", none: true },
  { q: "paralelepipedo", kind: "nothing", none: true },
  { q: "de", kind: "nothing", none: true },
  // Ages (issue 44): the bands they fall in, alone or with other words; the band's page is the first card.
  { q: "4 anos", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "desenhos para colorir 4 anos", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "para 3 anos", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "criança de 7 anos", kind: "age", levels: ["medio"], shortcut: "Desenhos para colorir para crianças de 6 a 8 anos" },
  { q: "bebê", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "criança pequena", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "educação infantil", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "ensino fundamental", kind: "age", levels: ["medio", "dificil"] },
  { q: "fácil", kind: "age", levels: ["facil"], shortcut: BAND_2_5 },
  { q: "dificeis", kind: "age", levels: ["dificil"] },
  { q: "gato 4 anos", kind: "age", first: "Gato brincalhão", levels: ["facil"] },
  { q: "mandala 12 anos", kind: "age", levels: ["desafio"], category: "Mandalas", within: 1 },
  // Occasions: a collection's name or a common way of saying it shows the collection first and finds all of it.
  { q: "natal", kind: "occasion", collection: "natal", shortcut: "Natal" },
  { q: "papai noel", kind: "occasion", collection: "natal", shortcut: "Natal" },
  { q: "dia das mães", kind: "occasion", collection: "dia-das-maes", shortcut: "Dia das Mães" },
  { q: "mamãe", kind: "occasion", collection: "dia-das-maes", shortcut: "Dia das Mães" },
  { q: "páscoa", kind: "occasion", collection: "pascoa", shortcut: "Páscoa" },
  { q: "coelho da páscoa", kind: "occasion", collection: "pascoa", shortcut: "Páscoa" },
  { q: "festa junina", kind: "occasion", collection: "festa-junina", shortcut: "Festa Junina" },
  { q: "são joão", kind: "occasion", collection: "festa-junina", shortcut: "Festa Junina" },
  { q: "folclore", kind: "occasion", collection: "folclore", shortcut: "Folclore" },
  { q: "dia das crianças", kind: "occasion", collection: "dia-das-criancas", shortcut: "Dia das Crianças" },
  // Themes: a category's name or another word for it shows the category.
  { q: "bichos", kind: "theme", shortcut: "Animais", top: ["Gato brincalhão", "Leão de juba fofa"], within: 24 },
  { q: "bichinhos", kind: "theme", shortcut: "Animais" },
  { q: "animais", kind: "theme", shortcut: "Animais", category: "Animais", within: 10 },
  { q: "abc", kind: "theme", shortcut: "Alfabeto", category: "Alfabeto", within: 20 },
  { q: "carrinho", kind: "theme", shortcut: "Carros", top: ["Carro de corrida"], within: 24 },
  { q: "super herói", kind: "theme", shortcut: "Heróis", top: ["Herói da estrela"], within: 24 },
  { q: "mandala", kind: "theme", shortcut: "Mandalas" },
  { q: "datas comemorativas", kind: "theme", shortcut: "Datas Comemorativas" },
];

export const ARTICLE_CASES: SearchCase[] = [
  { q: "alfabetizacao", kind: "accents and case", first: "Como usar desenhos para colorir na alfabetização" },
  { q: "mandalas", kind: "plural", first: "Mandalas para crianças: concentração, calma e a matemática das formas" },
  {
    q: "tempo de tela",
    kind: "several words",
    first: "Tempo de tela x tempo de papel: como equilibrar telas e atividades manuais em família",
  },
  { q: "alfabetisacao", kind: "typo", first: "Como usar desenhos para colorir na alfabetização", corrected: "alfabetizacao" },
  { q: "xyzzyplugh", kind: "nothing", none: true },
];
