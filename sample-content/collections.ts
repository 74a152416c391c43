import type { YearlyDate } from "#src/lib/calendar/yearly-date.ts";

/**
 * The six dates of the school calendar the site starts with (issue 36),
 * each a collection of drawings from any category and of articles, by slug.
 * Páscoa moves with Easter, Dia das Mães is the second Sunday of May, the
 * others are fixed days (Festa Junina on São João, 24 June; Folclore on the
 * Dia do Folclore, 22 August).
 */
export type SampleCollection = {
  slug: string;
  name: string;
  description: string;
  yearlyDate: YearlyDate;
  drawings: string[];
  articles: string[];
};

export const SAMPLE_COLLECTIONS: readonly SampleCollection[] = [
  {
    slug: "pascoa",
    name: "Páscoa",
    description:
      "Ovos enfeitados, coelhos e cestinhas para colorir na semana da Páscoa, em casa ou na escola. Imprima a coleção inteira em um caderno para a turma.",
    yearlyDate: { kind: "easter", offsetDays: 0 },
    drawings: [
      "cesta-de-ovos-de-pascoa",
      "coelho-da-pascoa-com-cestinha",
      "coelhinho-saltitante",
      "menina-com-coelhinho-e-flores",
    ],
    articles: [],
  },
  {
    slug: "dia-das-maes",
    name: "Dia das Mães",
    description:
      "Corações, flores e desenhos carinhosos para a criança colorir e dar de presente no Dia das Mães, com espaço para escrever o nome.",
    yearlyDate: { kind: "weekday", month: 5, weekday: 0, nth: 2 },
    drawings: [
      "coracao-para-a-mamae",
      "menina-com-cachorrinho-e-coracao",
      "vaso-de-tulipas",
      "girassol-feliz",
      "heroi-do-coracao",
    ],
    articles: ["beneficios-de-colorir-para-o-desenvolvimento-infantil"],
  },
  {
    slug: "festa-junina",
    name: "Festa Junina",
    description:
      "Fogueira, bandeirinhas e barraquinhas para colorir e enfeitar o arraiá da escola. Bom para o mês de junho inteiro.",
    yearlyDate: { kind: "fixed", month: 6, day: 24 },
    drawings: ["fogueira-de-sao-joao", "bandeirinhas-e-barraquinha-junina", "macieira-carregada", "fruteira-com-frutas"],
    articles: ["atividades-de-colorir-em-sala-de-aula-planos-de-aula-praticos"],
  },
  {
    slug: "folclore",
    name: "Folclore",
    description:
      "Saci-Pererê, Curupira e outras figuras das lendas brasileiras para colorir no mês do folclore e recontar as histórias com a turma.",
    yearlyDate: { kind: "fixed", month: 8, day: 22 },
    drawings: ["saci-perere", "curupira-guardiao-da-floresta", "coruja-sabida", "casinha-de-cogumelo"],
    articles: ["como-usar-desenhos-para-colorir-na-alfabetizacao"],
  },
  {
    slug: "dia-das-criancas",
    name: "Dia das Crianças",
    description:
      "Brinquedos, bichinhos e aventuras para comemorar o 12 de outubro colorindo: um caderno de presente para cada criança.",
    yearlyDate: { kind: "fixed", month: 10, day: 12 },
    drawings: [
      "brinquedos-do-dia-das-criancas",
      "bola-de-gomos",
      "foguete-espacial",
      "unicornio-encantado",
      "dinossauro-pescocudo",
      "menina-com-gatinho-e-balao",
      "carro-de-corrida",
    ],
    articles: ["tempo-de-tela-x-tempo-de-papel-como-equilibrar-telas-e-atividades-manuais-em-familia"],
  },
  {
    slug: "natal",
    name: "Natal",
    description:
      "Árvore enfeitada, estrela e presentes para colorir no fim do ano e decorar a sala de aula ou a casa para o Natal.",
    yearlyDate: { kind: "fixed", month: 12, day: 25 },
    drawings: ["arvore-de-natal-enfeitada", "estrela-de-natal", "trem-maria-fumaca", "heroi-da-estrela"],
    articles: ["mandalas-para-criancas-concentracao-calma-e-a-matematica-das-formas"],
  },
];
