import { defineCategory } from "./define.ts";

export const mandalas = defineCategory({
  slug: "mandalas",
  name: "Mandalas",
  description:
    "Mandalas simétricas com pétalas, folhas, contas e corações, do centro para fora. Ótimas para acalmar e treinar a concentração, para crianças e adultos.",
  tips: [
    "Dica para colorir: comece pelo centro e vá para fora, anel por anel, repetindo a mesma cor em todas as peças iguais do mesmo anel.",
    "Dica para colorir: escolha uma família de cores, como só tons de azul e verde, ou só cores quentes, para um resultado harmonioso.",
    "Dica para colorir: alterne cores claras e escuras entre os anéis; o contraste faz a mandala parecer girar.",
  ],
  skills: [
    "O que desenvolve: concentração, calma e controle da respiração, transformando a pintura num momento de relaxamento.",
    "O que desenvolve: noção de simetria, padrões e repetição, base importante para a matemática.",
    "O que desenvolve: coordenação motora fina nas áreas pequenas e paciência para terminar um trabalho detalhado.",
  ],
  tags: ["mandalas", "simetria", "relaxamento"],
  drawings: (
    [
      [
        "mandala-das-flores",
        "Mandala das flores",
        "petals",
        "anéis de pétalas arredondadas, como uma flor que se abre",
        "flores",
      ],
      ["mandala-do-sol", "Mandala do sol", "spikes", "pontas triangulares que parecem os raios do sol", "sol"],
      [
        "mandala-dos-coracoes",
        "Mandala dos corações",
        "hearts",
        "anéis de corações, ótima para presentear alguém querido",
        "corações",
      ],
      ["mandala-das-contas", "Mandala das contas", "beads", "anéis de contas redondas, como um colar visto de cima", "colar"],
      ["mandala-do-jardim", "Mandala do jardim", "leaves", "coroas de folhas pontudas, como um jardim visto do alto", "jardim"],
      ["mandala-das-ondas", "Mandala das ondas", "scallops", "arcos em ondas que se repetem em volta do centro", "ondas"],
    ] as const
  ).map(([slug, title, feature, shows, tag], index) => ({
    slug,
    title,
    shows: `Uma mandala circular com ${shows}. Cada anel traz um desenho diferente, e os quatro cantos da página têm rosetas para colorir.`,
    tags: [tag],
    art: { kind: "mandala" as const, seed: index + 1, feature },
    active: slug !== "mandala-das-ondas",
  })),
});

export const shapes = defineCategory({
  slug: "formas-geometricas",
  name: "Formas Geométricas",
  description:
    "Círculos, triângulos, quadrados, losangos e hexágonos em padrões para colorir, e uma página de formas sorridentes para os menores aprenderem os nomes.",
  tips: [
    "Dica para colorir: pinte todas as formas iguais com a mesma cor e veja o padrão aparecer na página.",
    "Dica para colorir: use apenas três cores e tente não repetir a cor em peças vizinhas, como num quebra-cabeça.",
    "Dica para colorir: lápis de cor bem apontados são os melhores para as peças pequenas; vá com calma nos cantinhos.",
  ],
  skills: [
    "O que desenvolve: reconhecimento das formas geométricas, noção de padrão e sequência, base da matemática.",
    "O que desenvolve: raciocínio lógico e planejamento, ao decidir as cores antes de começar.",
    "O que desenvolve: coordenação motora fina e concentração, com áreas de vários tamanhos para preencher.",
  ],
  tags: ["formas geométricas", "padrões", "geometria"],
  drawings: [
    {
      slug: "formas-sorridentes",
      title: "Formas sorridentes",
      shows:
        "Seis formas grandes com carinhas felizes: círculo, quadrado, triângulo, estrela, coração e hexágono. Ótimo para aprender o nome de cada uma.",
      tags: ["educação infantil", "formas básicas"],
      art: { kind: "pattern", pattern: "basicShapes" },
    },
    {
      slug: "colmeia-de-hexagonos",
      title: "Colmeia de hexágonos",
      shows: "Uma página inteira de hexágonos encaixados como numa colmeia, alguns com hexágonos e círculos menores dentro.",
      tags: ["hexágonos", "colmeia"],
      art: { kind: "pattern", pattern: "hexagons" },
    },
    {
      slug: "padrao-de-triangulos",
      title: "Padrão de triângulos",
      shows: "Fileiras de triângulos para cima e para baixo, que se encaixam sem deixar espaços, com bolinhas em alguns deles.",
      tags: ["triângulos"],
      art: { kind: "pattern", pattern: "triangles" },
    },
    {
      slug: "flor-de-circulos",
      title: "Flor de círculos",
      shows: "Círculos que se cruzam e formam pétalas e pequenos triângulos curvos, um padrão antigo e muito bonito.",
      tags: ["círculos", "pétalas"],
      art: { kind: "pattern", pattern: "circles" },
    },
    {
      slug: "losangos-encaixados",
      title: "Losangos encaixados",
      shows: "Uma malha de losangos, cada um com um quadradinho no meio, formando um padrão que lembra azulejos.",
      tags: ["losangos", "azulejos"],
      art: { kind: "pattern", pattern: "diamonds" },
    },
    {
      slug: "quadrados-girando",
      title: "Quadrados girando",
      shows: "Quadrados dentro de quadrados, alguns girados, dando a impressão de que a página está em movimento.",
      tags: ["quadrados"],
      art: { kind: "pattern", pattern: "squares" },
      active: false,
    },
  ],
});
