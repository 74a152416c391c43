import type { DifficultyTier } from "#src/lib/colouring/difficulty.ts";

/**
 * The level a person who picks colouring pages for children would give each
 * sample drawing, and why (issue 34): the yardstick `npm run bench:colouring`
 * measures the computed difficulty against (docs/decisions/0022-difficulty-a-teacher-agrees-with.md).
 *
 * Judged from the printed page, before the new measure existed, by one rule
 * of thumb per level:
 * - 'Fácil' (2 a 5 anos): a few big shapes a crayon held in a fist can fill;
 *   small extras (eyes, stars, wheel hubs) may be left white without spoiling it.
 * - 'Médio' (6 a 8 anos): a figure of many parts (clothes, hands, a mane,
 *   windows, a grid of blocks) that asks for staying inside lines of a
 *   finger's width, and patience.
 * - 'Difícil' (9 a 11 anos): the whole page is made of small fields, so
 *   leaving them white is not an option.
 * - 'Desafio' (12 anos ou mais): dense patterns of tiny, fine fields; a
 *   coloured pencil's job.
 *
 * Titles are the seed's (sample-content/catalogue); a title missing from the
 * catalogue fails the bench.
 */
export type JudgedLevel = { title: string; level: DifficultyTier; why: string };

const letter = (name: string): JudgedLevel => ({
  title: `Letra ${name} para colorir`,
  level: "facil",
  why: "One big letter to fill; the small stars and hearts around it are optional.",
});

const number = (digit: number, why: string): JudgedLevel => ({
  title: `Número ${digit} para colorir`,
  level: "facil",
  why: `One big numeral; ${why}`,
});

export const JUDGED_LEVELS: readonly JudgedLevel[] = [
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map(letter),
  number(0, "an empty basket of three wide bands."),
  number(1, "one apple."),
  number(2, "two fish, small but few."),
  number(3, "three balloons."),
  number(4, "four apples."),
  number(5, "five fish in a row."),
  number(6, "six big stars."),
  number(7, "seven apples."),
  number(8, "eight fish: the most counting objects, still big enough."),
  number(9, "nine stars."),

  { title: "Borboleta no céu", level: "facil", why: "Four big wings; the spots are round and large." },
  { title: "Cachorrinho amigo", level: "facil", why: "Big head, ears and body; the eyes and collar are the only small parts." },
  { title: "Coelhinho saltitante", level: "facil", why: "A round body and head with long ears: all big shapes." },
  { title: "Coruja sabida", level: "medio", why: "Scalloped feathers and a starry sky of many little stars." },
  { title: "Elefante fofinho", level: "facil", why: "Large ears, trunk and legs; very few parts." },
  { title: "Gato brincalhão", level: "facil", why: "Head, body and tail as big shapes; whiskers are lines, not fields." },
  { title: "Leão de juba fofa", level: "medio", why: "The mane is a ring of many petal fields around the face." },
  { title: "Passarinho no galho", level: "facil", why: "A round bird on a branch: big body, wing and tail." },
  { title: "Peixinho no fundo do mar", level: "facil", why: "One big fish; the bubbles and the scales' lines ask nothing." },
  { title: "Tartaruga sorridente", level: "facil", why: "A dome shell of a few wide plates, a head and two legs." },

  {
    title: "Menina com cachorrinho e coração",
    level: "medio",
    why: "Two figures: hair, bow, buttons, hands and shoes are small parts.",
  },
  {
    title: "Menina com cachorrinho e sorvete",
    level: "medio",
    why: "Two figures with small hands, shoes and an ice-cream's scoops.",
  },
  { title: "Menina com coelhinho e balão", level: "medio", why: "Two figures, a balloon and clouds: many parts, some small." },
  { title: "Menina com coelhinho e flores", level: "medio", why: "Two figures and a bouquet of small flowers." },
  { title: "Menina com gatinho e balão", level: "medio", why: "Two figures with buns, buttons, hands and shoes." },
  { title: "Menina com gatinho e livro", level: "medio", why: "Two figures, a book and long hair in several parts." },

  { title: "Caminhonete da fazenda", level: "facil", why: "A wide body, a cab and two wheels." },
  { title: "Carro conversível", level: "facil", why: "A long body and two wheels; the driver is small but one shape." },
  { title: "Carro da família", level: "facil", why: "Body, two windows and two wheels." },
  { title: "Carro de corrida", level: "facil", why: "A low body, a spoiler and two wheels." },
  { title: "Fusquinha antigo", level: "facil", why: "A round body, two doors and two wheels." },
  { title: "Jipe aventureiro", level: "facil", why: "A boxy body, a spare wheel and two wheels." },

  { title: "Colmeia de hexágonos", level: "dificil", why: "The page is a honeycomb of small cells, each with a circle inside." },
  { title: "Flor de círculos", level: "desafio", why: "Overlapping circles cut the page into hundreds of thin petals." },
  { title: "Formas sorridentes", level: "facil", why: "Six big shapes with faces, well apart." },
  { title: "Losangos encaixados", level: "dificil", why: "A lattice of diamonds with a small square in each." },
  {
    title: "Padrão de triângulos",
    level: "medio",
    why: "A grid of triangles: many fields, but each as big as a coin or larger.",
  },
  {
    title: "Quadrados girando",
    level: "dificil",
    why: "Rows of squares within diamonds within squares: small nested fields everywhere.",
  },

  { title: "Herói da estrela", level: "medio", why: "A caped figure with a badge before buildings full of windows." },
  { title: "Herói da lua", level: "medio", why: "A caped figure of many parts (mask, belt, boots) in a starry sky." },
  { title: "Herói do coração", level: "medio", why: "A caped figure before buildings full of windows." },
  { title: "Herói relâmpago", level: "medio", why: "A caped figure of many parts; a simple sky." },
  { title: "Heroína da flor", level: "medio", why: "A caped figure with a flower badge on a garden." },
  { title: "Heroína do raio", level: "medio", why: "A caped figure before buildings full of windows." },

  { title: "Mandala das contas", level: "dificil", why: "Rings of beads and ovals: many small fields, but round and regular." },
  { title: "Mandala das flores", level: "dificil", why: "Rings of petals and beads; small fields all over the circle." },
  { title: "Mandala das ondas", level: "desafio", why: "Dense rings of waves and tiny triangles around a star." },
  { title: "Mandala do jardim", level: "dificil", why: "Rings of small leaves and beads around a star." },
  { title: "Mandala do sol", level: "desafio", why: "Layers of thin rays and triangles: the finest fields of the catalogue." },
  { title: "Mandala dos corações", level: "dificil", why: "Rings of small hearts and ovals." },

  { title: "Árvore de blocos", level: "medio", why: "A grid of blocks: each field is small and they are many." },
  { title: "Baú do tesouro de blocos", level: "dificil", why: "A wide chest made entirely of small blocks, hundreds of them." },
  { title: "Casa de blocos", level: "medio", why: "A house of small blocks." },
  { title: "Coração de blocos", level: "medio", why: "A heart of small blocks." },
  { title: "Espada de blocos", level: "medio", why: "A sword of small blocks; fewer than the others, still a grid." },
  { title: "Flor de blocos", level: "medio", why: "A flower of small blocks." },
  { title: "Picareta de blocos", level: "medio", why: "A pickaxe of small blocks." },
  { title: "Robozinho de blocos", level: "medio", why: "A robot of small blocks." },

  { title: "Arco-íris com nuvens", level: "facil", why: "Wide bands of a rainbow and two big clouds." },
  { title: "Cacto sorridente", level: "facil", why: "A tall cactus with two arms in a pot." },
  { title: "Casinha de cogumelo", level: "facil", why: "Two mushrooms with big spots and a door." },
  { title: "Girassol feliz", level: "medio", why: "A ring of many narrow petals around the face." },
  { title: "Macieira carregada", level: "facil", why: "A big crown, a trunk and a few apples." },
  { title: "Vaso de tulipas", level: "facil", why: "Three tulips, their leaves and a pot." },

  { title: "Filhote bombeiro", level: "medio", why: "A puppy in uniform: hat, badge, pocket and collar are small parts." },
  { title: "Filhote construtor", level: "medio", why: "A puppy in uniform with a helmet and small badges." },
  { title: "Filhote marinheiro", level: "medio", why: "A puppy in uniform with a cap, anchor badge and pocket." },
  { title: "Filhote piloto", level: "medio", why: "A puppy with goggles, a uniform and badges." },
  { title: "Filhote policial", level: "medio", why: "A puppy in uniform before buildings full of windows." },
  { title: "Filhote socorrista", level: "medio", why: "A puppy in uniform with a cap, cross badge and pocket." },

  { title: "Estrelim, o monstrinho estrela", level: "facil", why: "One big star with a face." },
  { title: "Fagulha, o monstrinho do fogo", level: "facil", why: "A round body, a flame and a tail." },
  { title: "Folhinho, o monstrinho da folha", level: "facil", why: "A round body with a leaf." },
  { title: "Gotinha, o monstrinho da água", level: "facil", why: "One big drop with a face." },
  { title: "Nuvenzinha, o monstrinho do céu", level: "facil", why: "One big cloud with a face and raindrops." },
  { title: "Pedrito, o monstrinho de pedra", level: "facil", why: "One big stone with a face." },
  { title: "Zumzum, o monstrinho inseto", level: "facil", why: "A round body with two big ears and a stripe." },

  { title: "Avião nas nuvens", level: "facil", why: "A plane of a few wide parts; small round windows." },
  { title: "Barquinho a vela", level: "facil", why: "Two sails, a hull and waves." },
  { title: "Caminhão de carga", level: "facil", why: "A big box, a cab and wheels." },
  { title: "Foguete espacial", level: "facil", why: "A rocket of a few wide parts and fins." },
  { title: "Helicóptero de resgate", level: "facil", why: "A round cabin, a tail and skids." },
  { title: "Ônibus escolar", level: "facil", why: "A long body, five windows and two wheels." },
  { title: "Trem maria-fumaça", level: "medio", why: "An engine and a carriage of many parts, four wheels and smoke." },
];
