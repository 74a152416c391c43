import type { YearlyDate } from "#src/lib/calendar/yearly-date.ts";

/**
 * The six dates of the school calendar the site starts with (issue 36),
 * each a collection of drawings from any category and of articles, by slug:
 * at least 12 drawings each, all on theme, at least 3 'Fácil' for the
 * youngest and at least 2 beyond it (issue 44; a test checks it).
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
      "carinha-de-coelho",
      "pintinho-saindo-do-ovo",
      "coelhinho-saltitante",
      "coelhinho-com-cenoura",
      "caca-aos-ovos-de-pascoa",
      "ovo-de-pascoa-decorado",
      "cordeirinho-da-pascoa",
      "menina-com-coelhinho-e-flores",
      "menina-com-coelhinho-e-balao",
      "mandala-de-ovos-de-pascoa",
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
      "cartao-do-dia-das-maes",
      "buque-de-flores-para-a-mamae",
      "mae-e-filha-de-maos-dadas",
      "mamae-elefante-e-filhote",
      "mamae-galinha-e-pintinhos",
      "caneca-de-presente-para-a-mamae",
      "menina-com-cachorrinho-e-coracao",
      "vaso-de-tulipas",
      "girassol-feliz",
      "coracao-de-blocos",
      "mandala-dos-coracoes",
    ],
    articles: ["beneficios-de-colorir-para-o-desenvolvimento-infantil"],
  },
  {
    slug: "festa-junina",
    name: "Festa Junina",
    description:
      "Fogueira, bandeirinhas e barraquinhas para colorir e enfeitar o arraiá da escola. Bom para o mês de junho inteiro.",
    yearlyDate: { kind: "fixed", month: 6, day: 24 },
    drawings: [
      "fogueira-de-sao-joao",
      "bandeirinhas-e-barraquinha-junina",
      "balao-junino",
      "chapeu-de-palha-caipira",
      "casal-da-quadrilha",
      "sanfona-do-forro",
      "espiga-de-milho",
      "saquinho-de-pipoca",
      "doces-da-festa-junina",
      "barraca-da-pescaria",
      "correio-elegante",
      "bandeirinhas-em-roda",
    ],
    articles: ["atividades-de-colorir-em-sala-de-aula-planos-de-aula-praticos"],
  },
  {
    slug: "folclore",
    name: "Folclore",
    description:
      "Saci-Pererê, Curupira e outras figuras das lendas brasileiras para colorir no mês do folclore e recontar as histórias com a turma.",
    yearlyDate: { kind: "fixed", month: 8, day: 22 },
    drawings: [
      "saci-perere",
      "curupira-guardiao-da-floresta",
      "iara-a-mae-dagua",
      "boitata-a-cobra-de-fogo",
      "mula-sem-cabeca",
      "boto-cor-de-rosa",
      "cuca",
      "lobisomem-e-a-lua-cheia",
      "vitoria-regia",
      "guarana-da-lenda",
      "uirapuru-o-passaro-cantor",
      "boi-bumba",
    ],
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
      "pipa-no-ceu",
      "barquinho-a-vela",
      "unicornio-nas-nuvens",
      "robo-de-blocos",
      "heroina-do-raio",
    ],
    articles: ["tempo-de-tela-x-tempo-de-papel-como-equilibrar-telas-e-atividades-manuais-em-familia"],
  },
  {
    slug: "natal",
    name: "Natal",
    description:
      "Árvore enfeitada, estrela e presentes para colorir no fim do ano e decorar a sala de aula ou a casa para o Natal.",
    yearlyDate: { kind: "fixed", month: 12, day: 25 },
    drawings: [
      "arvore-de-natal-enfeitada",
      "estrela-de-natal",
      "papai-noel-com-saco-de-presentes",
      "rena-do-papai-noel",
      "boneco-de-neve-de-cartola",
      "presentes-de-natal",
      "sinos-de-natal",
      "meia-de-natal",
      "bengalas-doces-de-natal",
      "anjinho-de-natal",
      "presepio",
      "guirlanda-de-natal",
    ],
    articles: ["mandalas-para-criancas-concentracao-calma-e-a-matematica-das-formas"],
  },
];
