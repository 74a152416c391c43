import { type CountingKind, countingKind } from "../art/letters.ts";
import { defineCategory } from "./define.ts";

/** Alphabet (A–Z) and numbers (0–9): one page per character. */

const WORDS: Record<string, string> = {
  A: "abelha, avião e árvore",
  B: "bola, barco e borboleta",
  C: "casa, cachorro e coelho",
  D: "dado, dente e dinossauro",
  E: "elefante, estrela e escola",
  F: "fada, flor e foguete",
  G: "gato, girafa e galinha",
  H: "hipopótamo, helicóptero e hora",
  I: "ilha, iglu e ioiô",
  J: "jacaré, janela e joaninha",
  K: "kiwi, karatê e ketchup",
  L: "leão, lua e lápis",
  M: "macaco, maçã e mar",
  N: "navio, nuvem e ninho",
  O: "ovelha, olho e ovo",
  P: "pato, peixe e pipa",
  Q: "queijo, quati e quadrado",
  R: "rato, rosa e relógio",
  S: "sapo, sol e sorvete",
  T: "tatu, tartaruga e trem",
  U: "uva, urso e unicórnio",
  V: "vaca, vela e violão",
  W: "waffle, windsurfe e web",
  X: "xícara, xadrez e xale",
  Y: "yakisoba e nomes como Yara e Yuri",
  Z: "zebra, zíper e zoológico",
};

const VOWELS = new Set(["A", "E", "I", "O", "U"]);

export const alphabet = defineCategory({
  slug: "alfabeto",
  name: "Alfabeto",
  description:
    "Todas as letras de A a Z em letras grandes e vazadas, com linhas pontilhadas para treinar a escrita. Ideal para a alfabetização em casa ou na escola.",
  tips: [
    "Dica para colorir: pinte a letra com uma cor só e use outras cores para as estrelas e corações em volta; o contraste ajuda a criança a reconhecer a forma da letra.",
    "Dica para colorir: experimente preencher a letra com listras ou bolinhas coloridas. Depois, cubra o pontilhado com lápis grafite, sempre no sentido de cima para baixo.",
    "Dica para colorir: use giz de cera para a letra grande e lápis de cor para os detalhes pequenos. Falar o nome da letra em voz alta enquanto pinta ajuda a memorizar.",
  ],
  skills: [
    "O que desenvolve: reconhecimento das letras, coordenação motora fina e o movimento correto da escrita, preparando a mão para o traçado.",
    "O que desenvolve: consciência fonológica, ao relacionar a letra com o som inicial das palavras, e firmeza no controle do lápis.",
    "O que desenvolve: atenção, noção de espaço dentro das linhas e vocabulário, quando a criança lembra de outras palavras com a mesma letra.",
  ],
  tags: ["alfabeto", "letras", "alfabetização"],
  drawings: Object.entries(WORDS).map(([letter, words]) => ({
    slug: `letra-${letter.toLowerCase()}`,
    title: `Letra ${letter} para colorir`,
    shows: `A letra ${letter} aparece bem grande, com contorno grosso e espaço de sobra para colorir, cercada de estrelinhas e corações. Embaixo há uma linha com a letra pontilhada para cobrir. ${letter} de ${words}.`,
    tags: [`letra ${letter.toLowerCase()}`, VOWELS.has(letter) ? "vogais" : "consoantes", "caligrafia"],
    art: { kind: "letter" as const, letter },
  })),
});

const NUMBER_WORDS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];

/** Singular, plural and whether the noun is feminine ("uma maçã", "duas estrelas"). */
const COUNTED: Record<Exclude<CountingKind, "basket">, [string, string, boolean]> = {
  star: ["estrela", "estrelas", true],
  apple: ["maçã", "maçãs", true],
  fish: ["peixinho", "peixinhos", false],
  balloon: ["balão", "balões", false],
};

function countingText(digit: number): string {
  const kind = countingKind(digit);
  if (kind === "basket") return "Logo abaixo há uma cestinha vazia: zero é quando não tem nada para contar.";
  const [singular, plural, feminine] = COUNTED[kind];
  if (digit === 1) return `Logo abaixo há ${feminine ? "uma" : "um"} ${singular} para contar e colorir.`;
  const word = digit === 2 && feminine ? "duas" : NUMBER_WORDS[digit];
  return `Logo abaixo há ${word} ${plural} para contar e colorir.`;
}

export const numbers = defineCategory({
  slug: "numeros",
  name: "Números",
  description:
    "Os números de 0 a 9 em tamanho gigante, cada um com objetos para contar e colorir. Uma forma divertida de começar a matemática.",
  tips: [
    "Dica para colorir: pinte cada objeto de uma cor diferente e conte em voz alta enquanto colore; assim a quantidade fica ligada ao número.",
    "Dica para colorir: colora o número com a cor favorita da criança e peça que ela mostre, com os dedos, quantos objetos há na página.",
    "Dica para colorir: use canetinhas para o contorno do número e lápis de cor para preencher. Depois, desafie a criança a desenhar mais um objeto.",
  ],
  skills: [
    "O que desenvolve: noção de quantidade, correspondência entre número e objetos e as primeiras ideias de contagem.",
    "O que desenvolve: reconhecimento dos algarismos, raciocínio lógico e coordenação motora fina.",
    "O que desenvolve: concentração, memória visual dos números e confiança para os primeiros cálculos.",
  ],
  tags: ["números", "matemática", "contagem"],
  drawings: NUMBER_WORDS.map((word, digit) => ({
    slug: `numero-${digit}`,
    title: `Número ${digit} para colorir`,
    shows: `O número ${digit} (${word}) em tamanho gigante, com contorno grosso e vazado e estrelas e corações em volta. ${countingText(digit)}`,
    tags: [`número ${digit}`, "educação infantil"],
    art: { kind: "number" as const, digit },
  })),
});
